/**
 * 'Changer le statut': only the allowed next statuses, each confirmed in a dialog that says what
 * it means. ?dialog=status opens the menu (the command palette's « Changer le statut de la
 * commande #… »): the parameter is consumed, the menu itself keeps local state, so that a choice
 * closes it at once, before the confirmation dialog takes the focus.
 */
import { Button, Menu, Portal } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { LuChevronDown } from "react-icons/lu";
import { useSearchParamsLatest } from "../../ui/list";
import type { OrderDetailFragment, OrderStatus } from "../../gql/graphql";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { ORDER_STATUS_LABELS } from "../../ui/orderStatus";
import { statusChangeConfirmation } from "./statusChangeConfirmation";
import { useChangeOrderStatus } from "./useChangeOrderStatus";

const DESTRUCTIVE: OrderStatus[] = ["CANCELLED", "REFUNDED"];

export function ChangeStatusButton({ order }: { order: OrderDetailFragment }) {
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const { change } = useChangeOrderStatus();
  const next = order.allowedNextStatuses;
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchParams, setSearchParams] = useSearchParamsLatest();
  const requested = searchParams.get("dialog") === "status";
  useEffect(() => {
    if (!requested) return;
    setMenuOpen(next.length > 0);
    setSearchParams(
      (params) => {
        params.delete("dialog");
        return params;
      },
      { replace: true },
    );
  }, [requested, next.length, setSearchParams]);

  const confirm = () => {
    if (!target) return;
    setTarget(null);
    void change(order, target);
  };

  return (
    <>
      <Menu.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} onSelect={(details) => setTarget(details.value as OrderStatus)}>
        <Menu.Trigger asChild>
          <Button colorPalette="teal" disabled={next.length === 0}>
            Changer le statut <LuChevronDown />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {next.map((status) => (
                <Menu.Item key={status} value={status} color={DESTRUCTIVE.includes(status) ? "fg.error" : undefined}>
                  {ORDER_STATUS_LABELS[status]}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>

      <ConfirmDialog
        open={target !== null}
        title={`Passer la commande ${order.shortId} au statut «\u00a0${target ? ORDER_STATUS_LABELS[target] : ""}\u00a0»\u00a0?`}
        message={target ? statusChangeConfirmation(target, order.totalCents) : ""}
        confirmLabel="Confirmer"
        destructive={target !== null && DESTRUCTIVE.includes(target)}
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
      />
    </>
  );
}

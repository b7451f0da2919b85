/** 'Changer le statut': only the allowed next statuses, each confirmed in a dialog that says what it means. */
import { Button, Dialog, Menu, Portal, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LuChevronDown } from "react-icons/lu";
import type { OrderDetailFragment, OrderStatus } from "../../gql/graphql";
import { ORDER_STATUS_LABELS } from "../../ui/orderStatus";
import { statusChangeConfirmation } from "./statusChangeConfirmation";
import { useChangeOrderStatus } from "./useChangeOrderStatus";

const DESTRUCTIVE: OrderStatus[] = ["CANCELLED", "REFUNDED"];

export function ChangeStatusButton({ order }: { order: OrderDetailFragment }) {
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const { change } = useChangeOrderStatus();
  const next = order.allowedNextStatuses;

  const confirm = () => {
    if (!target) return;
    setTarget(null);
    void change(order, target);
  };

  return (
    <>
      <Menu.Root onSelect={(details) => setTarget(details.value as OrderStatus)}>
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

      <Dialog.Root open={target !== null} onOpenChange={(details) => !details.open && setTarget(null)} role="alertdialog">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>
                  Passer la commande {order.shortId} au statut « {target ? ORDER_STATUS_LABELS[target] : ""} » ?
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{target ? statusChangeConfirmation(target, order.total) : ""}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Annuler</Button>
                </Dialog.ActionTrigger>
                <Button colorPalette={target && DESTRUCTIVE.includes(target) ? "red" : "teal"} onClick={confirm}>
                  Confirmer
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

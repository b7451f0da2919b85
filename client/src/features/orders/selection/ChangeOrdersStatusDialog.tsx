/**
 * « Changer le statut… » of the selected orders: the status to move them to (those a bulk change
 * allows), the confirmation « Passer 4 commandes au statut « Expédiée » ? », then, in the same
 * dialog, what happened: « 3 commandes passées au statut « Expédiée ». » and every order left as
 * it was, « #ZVSL43 : déjà livrée », its short id a link to its page. A failure (network, server)
 * keeps the choice and offers « Réessayer », which sends the same change with the same key
 * (useChangeOrdersStatus). Mounted on opening, unmounted on closing.
 */
import { Alert, Button, Field, Link, List, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link as RouterLink } from "react-router-dom";
import { BULK_ORDER_LIMIT, BULK_ORDER_STATUSES } from "@atelier/domain/orders/bulkStatus";
import { orderPath } from "../../../app/paths";
import type { OrderStatus } from "../../../gql/graphql";
import { DialogFrame } from "../../../ui/dialog";
import { formatInteger } from "../../../ui/format";
import { useNarrowScreen } from "../../../ui/list/useNarrowScreen";
import { ORDER_STATUS_LABELS } from "../../../ui/orderStatus";
import { cancelHint, changedText, confirmationText, partialChangeHint, refusedTitle, tooManyText } from "./orderSelectionText";
import type { BulkStatusOutcome } from "./useChangeOrdersStatus";

/** The statuses a bulk change may move orders to, as the API names them. */
const BULK_STATUSES = BULK_ORDER_STATUSES.map((status) => status.toUpperCase() as OrderStatus);

type Done = Extract<BulkStatusOutcome, { kind: "done" }>;

type Props = {
  /** The selected orders, as they were when the dialog opened. */
  orderIds: readonly string[];
  change: (orderIds: readonly string[], status: OrderStatus) => Promise<BulkStatusOutcome>;
  /** The server answered the change: what it moved and what it refused. */
  onChanged: (done: Done) => void;
  onClose: () => void;
};

export function ChangeOrdersStatusDialog({ orderIds, change, onChanged, onClose }: Props) {
  const narrow = useNarrowScreen();
  const count = orderIds.length;
  const [status, setStatus] = useState<OrderStatus | "">("");
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<{ message: string; retry: boolean } | null>(null);
  const [outcome, setOutcome] = useState<{ status: OrderStatus; done: Done } | null>(null);
  const tooMany = count > BULK_ORDER_LIMIT;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || outcome || tooMany) return;
    if (!status) return setMissing(true);
    setSending(true);
    setProblem(null);
    const result = await change(orderIds, status);
    setSending(false);
    if (result.kind === "done") {
      setOutcome({ status, done: result });
      onChanged(result);
    } else {
      // A refusal of the request (nothing written) says why; a failure may be sent again as it is.
      setProblem({ message: result.problem, retry: result.kind === "failed" });
    }
  };
  const close = () => {
    if (!sending) onClose();
  };
  const destructive = status === "CANCELLED";

  return (
    <DialogFrame
      title={`Changer le statut de ${formatInteger(count)} commande${count > 1 ? "s" : ""}`}
      onClose={close}
      size={narrow ? "full" : "md"}
      scrollable={Boolean(outcome && outcome.done.refused.length > 0)}
      closeButton={false}
      onSubmit={(event) => void submit(event)}
      footer={
        outcome ? (
          <Button variant="outline" onClick={onClose}>
            Fermer
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={close} disabled={sending}>
              Annuler
            </Button>
            <Button type="submit" colorPalette={destructive ? "red" : "teal"} loading={sending} loadingText="Changement…" disabled={tooMany}>
              {problem?.retry ? "Réessayer" : "Changer le statut"}
            </Button>
          </>
        )
      }
    >
      {outcome ? (
        <ChangeOutcome status={outcome.status} done={outcome.done} />
      ) : (
        <Stack gap="4">
          {problem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{problem.message}</Alert.Title>
            </Alert.Root>
          )}
          {tooMany && (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Title>{tooManyText(count)}</Alert.Title>
            </Alert.Root>
          )}
          <Text color="fg.muted">{partialChangeHint}</Text>
          <Field.Root invalid={missing} required>
            <Field.Label>Nouveau statut</Field.Label>
            <NativeSelect.Root disabled={sending}>
              <NativeSelect.Field
                value={status}
                onChange={(event) => {
                  setStatus(event.target.value as OrderStatus | "");
                  setMissing(false);
                  setProblem(null);
                }}
              >
                <option value="">Choisissez un statut</option>
                {BULK_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {ORDER_STATUS_LABELS[value]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {destructive && <Field.HelperText>{cancelHint}</Field.HelperText>}
            <Field.ErrorText>Choisissez un statut.</Field.ErrorText>
          </Field.Root>
          <Text fontWeight="medium" aria-live="polite" minH="6" data-testid="bulk-status-confirmation">
            {status ? confirmationText(count, status) : ""}
          </Text>
        </Stack>
      )}
    </DialogFrame>
  );
}

/** What the change did: how many moved, then every order left as it was, with why. */
function ChangeOutcome({ status, done }: { status: OrderStatus; done: Done }) {
  const heading = useRef<HTMLParagraphElement>(null);
  // The button that had the focus is gone: the result takes it, and a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="3">
      <Text ref={heading} tabIndex={-1} role="status" fontWeight="medium" outline="none">
        {changedText(done.changed.length, status)}
      </Text>
      {done.refused.length > 0 && (
        <Stack gap="2">
          <Text>{refusedTitle(done.refused.length)}</Text>
          <List.Root gap="1" ps="5" data-testid="bulk-status-refusals">
            {done.refused.map((refusal) => (
              <List.Item key={refusal.orderId}>
                {refusal.code === "NOT_FOUND" ? (
                  <Text as="span" fontFamily="mono">
                    #{refusal.shortId}
                  </Text>
                ) : (
                  <Link asChild colorPalette="teal" variant="underline" fontFamily="mono">
                    <RouterLink to={orderPath(refusal.orderId)}>#{refusal.shortId}</RouterLink>
                  </Link>
                )}
                {"\u00a0: "}
                {refusal.reason}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}

/** The editable tracking number (trimmed, at most 64 characters; empty clears it). */
import { Button, Field, HStack, Input } from "@chakra-ui/react";
import { useState } from "react";
import { SetOrderTrackingNumberDocument, type OrderDetailFragment } from "../../gql/graphql";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { ENTITY_HISTORY } from "../audit/auditLogParams";
import { MAX_TRACKING_NUMBER_LENGTH } from "@atelier/domain/orderStatusChange";

const MAX_LENGTH = MAX_TRACKING_NUMBER_LENGTH;

export function TrackingNumberField({ order }: { order: OrderDetailFragment }) {
  const [value, setValue] = useState(order.trackingNumber ?? "");
  // A refusal shows under the field, not in a toast.
  const save = useAdminMutation(SetOrderTrackingNumberDocument, {
    payload: (data) => data.setOrderTrackingNumber,
    refusal: false,
    failure: "Impossible d’enregistrer le numéro de suivi",
    success: { title: "Numéro de suivi enregistré" },
    refetchQueries: [ENTITY_HISTORY],
  });
  const error = save.userErrors[0]?.message ?? null;
  const changed = value.trim() !== (order.trackingNumber ?? "");

  const submit = async () => {
    const { ok, data } = await save.run({ variables: { input: { orderId: order.id, trackingNumber: value } } });
    if (ok) setValue(data?.setOrderTrackingNumber.order?.trackingNumber ?? "");
  };

  return (
    <Field.Root invalid={error !== null}>
      <Field.Label>Numéro de suivi</Field.Label>
      <HStack w="full">
        <Input
          size="sm"
          value={value}
          maxLength={MAX_LENGTH}
          onChange={(e) => setValue(e.currentTarget.value)}
          onKeyDown={(e) => e.key === "Enter" && changed && void submit()}
        />
        <Button size="sm" variant="outline" onClick={submit} loading={save.state === "saving"} disabled={!changed}>
          Enregistrer
        </Button>
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

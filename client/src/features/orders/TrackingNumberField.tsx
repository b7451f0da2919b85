/** The editable tracking number (trimmed, at most 64 characters; empty clears it). */
import { Button, Field, HStack, Input } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { notify } from "../../ui/notify";
import { SetOrderTrackingNumberDocument, type OrderDetailFragment } from "../../gql/graphql";

const MAX_LENGTH = 64;

export function TrackingNumberField({ order }: { order: OrderDetailFragment }) {
  const [value, setValue] = useState(order.trackingNumber ?? "");
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetOrderTrackingNumberDocument);
  const changed = value.trim() !== (order.trackingNumber ?? "");

  const submit = async () => {
    setError(null);
    try {
      const { data } = await save({ variables: { input: { orderId: order.id, trackingNumber: value } } });
      const refusal = data?.setOrderTrackingNumber.userErrors[0];
      if (refusal) return setError(refusal.message);
      setValue(data?.setOrderTrackingNumber.order?.trackingNumber ?? "");
      notify.success("Numéro de suivi enregistré");
    } catch (failure) {
      notify.error("Impossible d’enregistrer le numéro de suivi", failure instanceof Error ? failure.message : undefined);
    }
  };

  return (
    <Field.Root invalid={error !== null}>
      <Field.Label>Numéro de suivi</Field.Label>
      <HStack w="full">
        <Input size="sm" value={value} maxLength={MAX_LENGTH} onChange={(e) => setValue(e.currentTarget.value)} onKeyDown={(e) => e.key === "Enter" && changed && void submit()} />
        <Button size="sm" variant="outline" onClick={submit} loading={loading} disabled={!changed}>
          Enregistrer
        </Button>
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

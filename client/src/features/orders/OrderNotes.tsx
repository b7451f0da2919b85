/** Internal notes: add one (author and time recorded by the server), read them newest first. */
import { Button, Field, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { notify } from "../../ui/notify";
import { AddOrderNoteDocument, type OrderDetailFragment } from "../../gql/graphql";
import { formatDateTime } from "../../ui/format";

export function OrderNotes({ order }: { order: OrderDetailFragment }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [addNote, { loading }] = useMutation(AddOrderNoteDocument);

  const submit = async () => {
    setError(null);
    try {
      const { data } = await addNote({ variables: { input: { orderId: order.id, text } } });
      const refusal = data?.addOrderNote.userErrors[0];
      if (refusal) return setError(refusal.message);
      setText("");
      notify.success("Note ajoutée");
    } catch (failure) {
      notify.error("Impossible d’ajouter la note", failure instanceof Error ? failure.message : undefined);
    }
  };

  return (
    <Stack gap="4">
      <Field.Root invalid={error !== null}>
        <Field.Label>Nouvelle note interne</Field.Label>
        <Textarea value={text} onChange={(e) => setText(e.currentTarget.value)} rows={3} placeholder="Visible uniquement par les administrateurs" />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <Button alignSelf="flex-start" size="sm" onClick={submit} loading={loading} disabled={!text.trim()}>
        Ajouter la note
      </Button>
      {order.notes.length === 0 ? (
        <Text color="fg.muted">Aucune note.</Text>
      ) : (
        order.notes.map((note, index) => (
          <Stack key={`${note.createdAt}-${index}`} gap="1" borderLeftWidth="3px" borderColor="teal.muted" ps="3">
            <Text whiteSpace="pre-wrap">{note.text}</Text>
            <Text fontSize="xs" color="fg.muted">
              {note.author?.fullName ?? note.author?.email ?? "Administrateur"} · {formatDateTime(note.createdAt)}
            </Text>
          </Stack>
        ))
      )}
    </Stack>
  );
}

/** Internal notes: add one (author and time recorded by the server), read them newest first. */
import { Button, Field, Stack, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { AddOrderNoteDocument, type OrderDetailFragment } from "../../gql/graphql";
import { NotesList } from "../../ui/notes/NotesList";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { ENTITY_HISTORY } from "../audit/auditLogParams";

export function OrderNotes({ order }: { order: OrderDetailFragment }) {
  const [text, setText] = useState("");
  // A refusal shows under the field, not in a toast.
  const addNote = useAdminMutation(AddOrderNoteDocument, {
    payload: (data) => data.addOrderNote,
    refusal: false,
    failure: "Impossible d’ajouter la note",
    success: { title: "Note ajoutée" },
    refetchQueries: [ENTITY_HISTORY],
  });
  const error = addNote.userErrors[0]?.message ?? null;

  const submit = async () => {
    const { ok } = await addNote.run({ variables: { input: { orderId: order.id, text } } });
    if (ok) setText("");
  };

  return (
    <Stack gap="4">
      <Field.Root invalid={error !== null}>
        <Field.Label>Nouvelle note interne</Field.Label>
        <Textarea value={text} onChange={(e) => setText(e.currentTarget.value)} rows={3} placeholder="Visible uniquement par les administrateurs" />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <Button alignSelf="flex-start" size="sm" onClick={submit} loading={addNote.state === "saving"} disabled={!text.trim()}>
        Ajouter la note
      </Button>
      <NotesList
        notes={order.notes.map((note, index) => ({ key: `${note.createdAt}-${index}`, text: note.text, author: note.author, at: note.createdAt }))}
        empty="Aucune note."
      />
    </Stack>
  );
}

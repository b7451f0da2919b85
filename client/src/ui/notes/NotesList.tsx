/**
 * The one list of internal notes and replies (an order's notes, a feedback's notes, a contact
 * message's replies): the text as written, then who wrote it and when, newest as the server
 * orders them. The text is shown as text only, and breaks anywhere rather than widen a phone.
 */
import { Stack, Text } from "@chakra-ui/react";
import { formatDateTime } from "../format";
import { personName, type Person } from "../person";

export type Note = {
  key: string;
  text: string;
  author?: Person | null;
  /** An ISO instant. */
  at: string;
  /** After the date: « · non envoyée (e-mail désactivé) ». */
  suffix?: string;
};

type Props = {
  notes: readonly Note[];
  /** « Aucune note. » */
  empty: string;
  /** Marks each note for the end-to-end tests (e.g. contact-reply). */
  testId?: string;
};

export function NotesList({ notes, empty, testId }: Props) {
  if (notes.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return notes.map((note) => (
    <Stack key={note.key} gap="1" borderLeftWidth="3px" borderColor="teal.muted" ps="3" data-testid={testId}>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {note.text}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {personName(note.author, "Administrateur")} · {formatDateTime(note.at)}
        {note.suffix}
      </Text>
    </Stack>
  ));
}

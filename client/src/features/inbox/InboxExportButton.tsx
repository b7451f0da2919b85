/**
 * « Exporter CSV » on /feedback and /contact-messages: the list's filter as the export's query
 * (feedbackExportQuery, contactExportQuery), so the file is what the screen shows. A search
 * exports what the list's search reaches; the hint under the button says the bound then
 * (docs/exports.md).
 */
import { Text, VStack } from "@chakra-ui/react";
import { auth } from "../../app/firebase";
import { ExportCsvButton } from "../../ui/export/ExportCsvButton";
import { useCan } from "../../app/auth/AuthContext";

/** The server's bound on one search (server/src/firestore/inbox/list.ts INBOX_SEARCH_LIMIT). */
export const INBOX_SEARCH_LIMIT = 300;

type Props = {
  /** The export's path and query string. */
  url: string;
  fallbackName: string;
  /** « 12 messages » for 12 rows. */
  noun: (rows: number) => string;
  expectedRows?: number;
  searching: boolean;
};

export function InboxExportButton({ url, fallbackName, noun, expectedRows, searching }: Props) {
  // The file lists e-mail addresses: PERSONAL_DATA, as the server's /export declares it (docs/roles.md).
  const can = useCan();
  if (!can("PERSONAL_DATA")) return null;
  return (
    <VStack align="flex-end" gap="1">
      <ExportCsvButton
        label="Exporter CSV"
        url={url}
        fallbackName={fallbackName}
        idToken={async () => auth.currentUser?.getIdToken()}
        done={(rows) => `${noun(rows)} exporté${rows > 1 ? "s" : ""}.`}
        expectedRows={expectedRows}
      />
      {searching && (
        <Text textStyle="xs" color="fg.muted">
          Recherche&nbsp;: au plus {INBOX_SEARCH_LIMIT} résultats (sur le premier mot).
        </Text>
      )}
    </VStack>
  );
}

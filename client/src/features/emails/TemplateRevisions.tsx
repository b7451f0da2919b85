/** The template's earlier versions (the last 20 saves); « Restaurer » puts one back in the editor, to save. */
import { Button, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { EmailTemplateRevisionsDocument } from "../../gql/graphql";
import { formatDateTime } from "../../ui/format";
import { personName, type Person } from "../../ui/person";
import { REFETCHED_AFTER_WRITES } from "../../ui/mutation/refetchedAfterWrites";

type Content = { subject: string; html: string; text: string };

const who = (user: Person | null | undefined) => (user ? personName(user, "—") : "la boutique");

export function TemplateRevisions({ name, onRestore }: { name: string; onRestore: (content: Content, version: number) => void }) {
  const { data, loading } = useQuery(EmailTemplateRevisionsDocument, { fetchPolicy: "cache-and-network", context: REFETCHED_AFTER_WRITES });
  const revisions = data?.emailTemplates.find((t) => t.name === name)?.revisions;
  if (loading && !revisions) return <Skeleton height="10" />;
  if (!revisions?.length)
    return (
      <Text color="fg.muted" fontSize="sm">
        Aucune version antérieure.
      </Text>
    );
  return (
    <Stack gap="1" as="ul" listStyleType="none">
      {revisions.map((r) => (
        <HStack as="li" key={r.version} justify="space-between" fontSize="sm">
          <Text>
            Version {r.version} — {formatDateTime(r.replacedAt)}, enregistrée par {who(r.savedBy)}
          </Text>
          <Button size="xs" variant="outline" onClick={() => onRestore({ subject: r.subject, html: r.html, text: r.text }, r.version)}>
            Restaurer la version {r.version}
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}

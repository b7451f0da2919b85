/**
 * The editor's live preview: the draft rendered by the API (emailTemplatePreview, the pipeline's
 * own Handlebars) with the variables' sample data, a moment after typing stops. Rendering on the
 * server keeps the console's strict CSP (Handlebars compiles to code with `new Function`).
 */
import { Alert, Box, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { EmailTemplatePreviewDocument } from "../../gql/graphql";
import { EmailFrame } from "./EmailFrame";

type Draft = { name: string; subject: string; html: string; text: string };

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    // The value's content, not its identity (a new draft object at every render): read back from its key.
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}

export function TemplatePreview({ draft }: { draft: Draft }) {
  const input = useDebounced(draft, 300);
  const { data, previousData, error } = useQuery(EmailTemplatePreviewDocument, { variables: { input } });
  const preview = (data ?? previousData)?.emailTemplatePreview;
  return (
    <Stack gap="2" aria-live="polite">
      <Text fontWeight="medium">Aperçu (données d’exemple)</Text>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Aperçu indisponible</Alert.Title>
        </Alert.Root>
      )}
      {!preview ? (
        <Skeleton height="420px" />
      ) : preview.userErrors.length > 0 ? (
        <Alert.Root status="warning" data-testid="preview-errors">
          <Alert.Indicator />
          <Alert.Description>{preview.userErrors.map((e) => e.message).join(" ")}</Alert.Description>
        </Alert.Root>
      ) : (
        <>
          <Box fontSize="sm">
            <Text as="span" color="fg.muted">
              Objet{"\u00a0"}:{" "}
            </Text>
            <Text as="span" data-testid="preview-subject">
              {preview.subject}
            </Text>
          </Box>
          <EmailFrame html={preview.html ?? ""} title="Aperçu du message" />
        </>
      )}
    </Stack>
  );
}

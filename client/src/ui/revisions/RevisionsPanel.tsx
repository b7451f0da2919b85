/**
 * The kept revisions of a record edited as a text (pages, posts, e-mail templates): the list,
 * newest first; the chosen one compared word by word with the text being edited; « Restaurer »
 * puts it back (a save on the server: version rule, audit, the replaced text kept in turn).
 *
 *   <RevisionsPanel revisions={data?.staticPage?.revisions} loading={loading} error={error}
 *     current={[{ name: "title", value: title }, …]} labels={{ title: "Titre", body: "Contenu" }}
 *     onRestore={(version) => restore(version)} />   // resolves to true when restored
 */
import { Box, Button, chakra, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LuHistory } from "react-icons/lu";
import { ErrorState } from "../ErrorState";
import { formatDateTime } from "../format";
import { revisionDiff, type TextField } from "./revisionDiff";

export type RevisionLike = {
  version: number;
  savedAt?: string | null;
  savedBy?: { fullName?: string | null; email?: string | null } | null;
  fields: readonly TextField[];
};

type Props = {
  revisions: readonly RevisionLike[] | undefined;
  loading: boolean;
  error?: string | null;
  /** The text being edited, by field name. */
  current: readonly TextField[];
  /** The fields compared, with their French names, in display order. */
  labels: Readonly<Record<string, string>>;
  onRestore: (version: number) => Promise<boolean>;
};

export function RevisionsPanel({ revisions, loading, error, current, labels, onRestore }: Props) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const revision = revisions?.find((r) => r.version === chosen);
  const diff = revision ? revisionDiff(revision.fields, current, labels) : [];

  const restore = async (version: number) => {
    setRestoring(true);
    try {
      if (await onRestore(version)) setChosen(null);
    } finally {
      setRestoring(false);
    }
  };

  return (
    <Stack as="section" aria-labelledby="revisions-heading" gap="3" borderTopWidth="1px" pt="4">
      <Heading id="revisions-heading" as="h3" size="md" display="flex" alignItems="center" gap="2">
        <LuHistory aria-hidden /> Révisions
      </Heading>
      {error && <ErrorState message={error} />}
      {loading && !revisions && <Skeleton height="10" />}
      {revisions?.length === 0 && <Text color="fg.muted">Aucune révision : chaque enregistrement gardera la version précédente (20 au plus).</Text>}
      {revisions && revisions.length > 0 && (
        <chakra.ul listStyleType="none" display="flex" flexWrap="wrap" gap="2" aria-label="Versions gardées">
          {revisions.map((r) => (
            <li key={r.version}>
              <Button
                size="xs"
                variant={r.version === chosen ? "solid" : "outline"}
                aria-pressed={r.version === chosen}
                onClick={() => setChosen(r.version === chosen ? null : r.version)}
              >
                Version {r.version} · {formatDateTime(r.savedAt)}
                {r.savedBy ? ` · ${r.savedBy.fullName || r.savedBy.email}` : ""}
              </Button>
            </li>
          ))}
        </chakra.ul>
      )}
      {revision && (
        <Stack gap="3" aria-live="polite">
          <HStack justify="space-between" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              <chakra.del bg="red.subtle" color="red.fg" textDecoration="line-through">
                barré
              </chakra.del>
               : version {revision.version} ·{" "}
              <chakra.ins bg="green.subtle" color="green.fg" textDecoration="none">
                surligné
              </chakra.ins>
               : texte actuel
            </Text>
            <Button size="sm" colorPalette="teal" loading={restoring} loadingText="Restauration…" onClick={() => void restore(revision.version)}>
              Restaurer
            </Button>
          </HStack>
          {diff.length === 0 ? (
            <Text>Identique au texte actuel.</Text>
          ) : (
            diff.map((field) => (
              <Box key={field.name}>
                <Text fontWeight="medium" fontSize="sm" mb="1">
                  {field.label}
                </Text>
                <Box
                  as="p"
                  whiteSpace="pre-wrap"
                  fontSize="sm"
                  borderWidth="1px"
                  rounded="l2"
                  p="2"
                  maxH="60"
                  overflowY="auto"
                  data-testid={`diff-${field.name}`}
                >
                  {field.parts.map((part, i) =>
                    part.kind === "added" ? (
                      <chakra.ins key={i} bg="green.subtle" color="green.fg" textDecoration="none">
                        {part.text}
                      </chakra.ins>
                    ) : part.kind === "removed" ? (
                      <chakra.del key={i} bg="red.subtle" color="red.fg">
                        {part.text}
                      </chakra.del>
                    ) : (
                      <span key={i}>{part.text}</span>
                    ),
                  )}
                </Box>
              </Box>
            ))
          )}
        </Stack>
      )}
    </Stack>
  );
}

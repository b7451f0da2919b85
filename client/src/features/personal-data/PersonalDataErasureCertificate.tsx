/**
 * The certificate of a customer's erasure (docs/personal-data.md), at the foot of their page: what
 * was deleted, pseudonymised and kept, collection by collection, when and by whom — what the shop
 * shows when asked how it answered a request. Nothing when no erasure was ever started. Loaded
 * after the page's first paint, as its last part (UserDetailPage), so nothing moves when it comes.
 */
import { Card, Heading, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { PersonalDataErasureDocument, type PersonalDataErasureRunFieldsFragment } from "../../gql/graphql";
import { formatDateTime, formatInteger } from "../../ui/format";
import { StackedTable } from "../../ui/StackedTable";
import { REFETCHED_AFTER_WRITES } from "../../ui/mutation/refetchedAfterWrites";

const NBSP = "\u00a0";
const COLUMNS = ["Données", "Pseudonymisées", "Supprimées", "Conservées"] as const;

const who = (run: PersonalDataErasureRunFieldsFragment) => run.startedBy?.fullName ?? "un membre de l’équipe";
const changedNothing = (run: PersonalDataErasureRunFieldsFragment) =>
  run.lines.every((line) => line.pseudonymised + line.deleted === 0) && run.filesDeleted === 0;

export default function PersonalDataErasureCertificate({ userId }: { userId: string }) {
  const { data } = useQuery(PersonalDataErasureDocument, { variables: { id: userId }, fetchPolicy: "cache-and-network", context: REFETCHED_AFTER_WRITES });
  const erasure = data?.user?.personalDataErasure;
  if (!erasure) return null;
  const done = erasure.state === "DONE";
  // The erasure itself is the first finished run; the later ones are checks that found nothing left.
  const [first, ...checks] = erasure.runs;
  const shown = first ?? erasure.current;
  const headingId = `erasure-${userId}`;
  return (
    <Card.Root mt="4" as="section" aria-labelledby={headingId}>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" id={headingId} size="md">
            Certificat d’effacement
          </Heading>
          <Text data-testid="erasure-status">
            {done && first
              ? `Données personnelles effacées le ${formatDateTime(first.finishedAt)} à la demande de ${who(first)}.`
              : `Effacement commencé le ${formatDateTime(erasure.current.startedAt)} par ${who(erasure.current)}, pas encore terminé${NBSP}: reprenez-le avec « Effacer les données personnelles ».`}
          </Text>
          <Text textStyle="sm">
            Pseudonyme{NBSP}: {erasure.pseudonym} · Compte de connexion{NBSP}: {erasure.accountDisabled ? "désactivé" : done ? "aucun" : "pas encore désactivé"}{" "}
            · {formatInteger(shown.filesDeleted)} fichier{shown.filesDeleted > 1 ? "s" : ""} supprimé{shown.filesDeleted > 1 ? "s" : ""} du stockage
          </Text>
          <StackedTable.Root aria-labelledby={headingId}>
            <StackedTable.Header labels={COLUMNS} end={COLUMNS.slice(1)} />
            <StackedTable.Body>
              {shown.lines.map((line) => (
                // Two counts a line on a phone: « Pseudonymisées » needs the room of half the width.
                <StackedTable.Row key={line.collection} columns={2}>
                  <StackedTable.Cell wide>{line.label}</StackedTable.Cell>
                  <StackedTable.Cell label="Pseudonymisées" textAlign={{ md: "end" }}>
                    {formatInteger(line.pseudonymised)}
                  </StackedTable.Cell>
                  <StackedTable.Cell label="Supprimées" textAlign={{ md: "end" }}>
                    {formatInteger(line.deleted)}
                  </StackedTable.Cell>
                  <StackedTable.Cell label="Conservées" textAlign={{ md: "end" }}>
                    {formatInteger(line.kept)}
                  </StackedTable.Cell>
                </StackedTable.Row>
              ))}
            </StackedTable.Body>
          </StackedTable.Root>
          <Text textStyle="sm" color="fg.muted">
            Les factures et avoirs sont conservés tels qu’émis{NBSP}: la loi impose de les garder dix ans (Code de commerce, art. L123-22).
          </Text>
          {checks.map((check) => (
            <Text key={check.startedAt} textStyle="sm" color="fg.muted">
              Vérifié à nouveau le {formatDateTime(check.finishedAt)} par {who(check)}
              {NBSP}: {changedNothing(check) ? "plus rien à effacer." : "des données restantes ont été effacées."}
            </Text>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

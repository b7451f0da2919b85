import { HStack, Text } from "@chakra-ui/react";
import type { OperationCost } from "./explorerFetcher";

// Not ui/format's formatInteger: importing that module from this page made the bundler move it
// out of a chunk the other screens share into one of its own (an extra request on every screen).
const formatInteger = (n: number) => n.toLocaleString("fr-FR");

const plural = (n: number, one: string, many: string) => `${formatInteger(n)}\u00a0${n > 1 ? many : one}`;

/** The last response's `extensions.cost`, under the response editor. */
export function CostBar({ cost, answered }: { cost: OperationCost | null; answered: boolean }) {
  return (
    <HStack role="status" aria-label="Coût de la dernière requête" gap="4" wrap="wrap" px="3" py="2" fontSize="sm" borderTopWidth="1px">
      {!answered ? (
        <Text color="fg.muted">Exécutez une requête pour voir son coût.</Text>
      ) : !cost ? (
        <Text color="fg.muted">Réponse sans information de coût.</Text>
      ) : (
        <>
          <Text>
            Lectures Firestore estimées{"\u00a0"}: <strong>{cost.estimatedReads === undefined ? "—" : formatInteger(cost.estimatedReads)}</strong>
          </Text>
          <Text>
            Réelles{"\u00a0"}: <strong>{plural(cost.firestoreReads, "lecture", "lectures")}</strong>
          </Text>
          <Text>{plural(cost.firestoreQueries, "requête Firestore", "requêtes Firestore")}</Text>
          <Text>
            {formatInteger(cost.ms)}
            {"\u00a0"}ms
          </Text>
        </>
      )}
    </HStack>
  );
}

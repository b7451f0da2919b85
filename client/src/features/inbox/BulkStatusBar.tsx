/** The selection's count and the bulk status actions of an inbox list. */
import { Button, HStack, Text } from "@chakra-ui/react";

type Props<S extends string> = {
  selectedCount: number;
  actions: { status: S; label: string }[];
  onApply: (status: S) => void;
  onClear: () => void;
  busy: boolean;
  /** « feedback(s) », « message(s) ». */
  noun: (n: number) => string;
};

export function BulkStatusBar<S extends string>({ selectedCount, actions, onApply, onClear, busy, noun }: Props<S>) {
  return (
    <HStack gap="2" wrap="wrap" mb="3" minH="9" role="toolbar" aria-label="Actions sur la sélection">
      <Text textStyle="sm" color="fg.muted" aria-live="polite" minW="40">
        {selectedCount > 0 ? `${noun(selectedCount)} sélectionné${selectedCount > 1 ? "s" : ""}` : "Aucune sélection"}
      </Text>
      {actions.map((action) => (
        <Button key={action.status} size="sm" variant="outline" disabled={selectedCount === 0 || busy} onClick={() => onApply(action.status)}>
          {action.label}
        </Button>
      ))}
      <Button size="sm" variant="ghost" disabled={selectedCount === 0 || busy} onClick={onClear}>
        Désélectionner
      </Button>
    </HStack>
  );
}

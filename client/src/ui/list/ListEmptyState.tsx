/**
 * What a list shows when nothing matches: 'Aucun résultat', and optionally a hint or an action
 * (e.g. a button that clears the filters).
 */
import { EmptyState, VStack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LuSearchX } from "react-icons/lu";

export function ListEmptyState({ description, action, icon = <LuSearchX /> }: { description?: ReactNode; action?: ReactNode; icon?: ReactNode }) {
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">Aucun résultat</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

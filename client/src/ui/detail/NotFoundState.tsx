/**
 * A record that does not exist (a mistyped or stale address, a deleted item): says what is
 * missing in the shop's words and gives the way back to its list, instead of a bare
 * « Aucun résultat » with nowhere to go.
 */
import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { LuArrowLeft, LuFileQuestion } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";

export type NotFound = {
  /** « Commande introuvable » */
  title: string;
  /** Why, and what to do: « Aucune commande ne porte ce numéro. Vérifiez l’adresse ou retrouvez-la dans la liste. » */
  message: string;
  /** The list to go back to: { to: "/orders", label: "Retour aux commandes" } (none in a dialog: closing it goes back). */
  back?: { to: string; label: string };
};

export function NotFoundState({ title, message, back }: NotFound) {
  return (
    <EmptyState.Root size="sm" bg="bg" borderWidth="1px" rounded="l3">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuFileQuestion />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{title}</EmptyState.Title>
          <EmptyState.Description>{message}</EmptyState.Description>
        </VStack>
        {back && (
          <Button asChild variant="outline" size="sm">
            <RouterLink to={back.to}>
              <LuArrowLeft /> {back.label}
            </RouterLink>
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { LuCompass } from "react-icons/lu";
import { Link } from "react-router-dom";
import { PATHS } from "./paths";

/** Unknown paths, inside the shell so the admin can navigate away. Title stays 'Admin'. */
export function NotFoundPage() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuCompass />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1" fontSize="2xl">
            Page introuvable
          </EmptyState.Title>
          <EmptyState.Description>L’adresse demandée ne correspond à aucun écran de la console.</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="teal">
          <Link to={PATHS.dashboard}>Retour au dashboard</Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

import { EmptyState, VStack } from "@chakra-ui/react";
import { LuConstruction } from "react-icons/lu";
import { PageHeader } from "./PageHeader";

/** Placeholder for a screen whose content a later iteration delivers. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState.Root
        bg="bg"
        borderWidth="1px"
        borderStyle="dashed"
        borderColor="border.emphasized"
        rounded="l3"
      >
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuConstruction />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h2">Cet écran arrive bientôt.</EmptyState.Title>
            <EmptyState.Description>
              Il sera disponible dans une prochaine version de la console.
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </>
  );
}

import { Box, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The heading every screen starts with: its title, and optionally a line of context. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Box mb="6">
      <Heading as="h1" size="2xl" fontWeight="semibold" letterSpacing="tight">
        {title}
      </Heading>
      {description && (
        <Text mt="1" color="fg.muted">
          {description}
        </Text>
      )}
    </Box>
  );
}

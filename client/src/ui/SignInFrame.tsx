/**
 * The frame of the screens outside the shell that stand between a person and the console — the
 * sign-in page and the two-step page: the brand, one card titled by the page, its body, and the
 * console's name under it.
 */
import { Box, Card, Center, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { BrandMark } from "./BrandMark";

export function SignInFrame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Center minH="100dvh" px="4" py="10" bgGradient="to-br" gradientFrom="teal.50" gradientTo="bg.subtle">
      <Stack gap="6" w="full" maxW="sm">
        <BrandMark size="lg" justify="center" />
        <Card.Root as="main" shadow="md">
          <Card.Header>
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {subtitle}
            </Text>
          </Card.Header>
          <Card.Body>
            <Stack gap="5">{children}</Stack>
          </Card.Body>
        </Card.Root>
        <Box textAlign="center" fontSize="xs" color="fg.subtle">
          Atelier · console d’administration
        </Box>
      </Stack>
    </Center>
  );
}

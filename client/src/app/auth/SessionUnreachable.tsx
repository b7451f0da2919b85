/**
 * Someone is signed in but the server did not answer the session check, even after a few tries
 * (issue 25): their session is kept (no password to type again), and this says what to do.
 * « Réessayer » checks again; « Se déconnecter » is there for a shared computer.
 */
import { Alert, Box, Button, Card, Center, Heading, HStack, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { BrandMark } from "../../ui/BrandMark";
import { useAuth } from "./AuthContext";

export const SESSION_UNREACHABLE = {
  title: "Serveur injoignable",
  message: "Votre session est toujours ouverte, mais le serveur ne répond pas. Vérifiez votre connexion à Internet, puis cliquez sur «\u00a0Réessayer\u00a0».",
} as const;

export function SessionUnreachable() {
  const { retry, logout } = useAuth();
  const [leaving, setLeaving] = useState(false);
  return (
    <Center minH="100dvh" px="4" py="10" bg="bg.subtle">
      <Stack gap="6" w="full" maxW="md">
        <BrandMark size="lg" justify="center" />
        <Card.Root as="main" shadow="md">
          <Card.Header>
            <Heading as="h1" size="lg">
              {SESSION_UNREACHABLE.title}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="5">
              <Alert.Root status="warning" role="alert">
                <Alert.Indicator />
                <Alert.Description>{SESSION_UNREACHABLE.message}</Alert.Description>
              </Alert.Root>
              <HStack gap="3" justify="flex-end" wrap="wrap">
                <Button
                  variant="ghost"
                  loading={leaving}
                  onClick={() => {
                    setLeaving(true);
                    void logout().finally(() => setLeaving(false));
                  }}
                >
                  Se déconnecter
                </Button>
                <Button colorPalette="teal" onClick={retry}>
                  Réessayer
                </Button>
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Box textAlign="center" fontSize="xs" color="fg.subtle">
          Atelier · console d’administration
        </Box>
      </Stack>
    </Center>
  );
}

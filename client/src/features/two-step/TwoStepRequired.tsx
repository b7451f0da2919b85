/**
 * Shown instead of the console when the member's role requires two-step sign-in and this
 * session was opened without it (the server refuses it every request but recordLogin): enrol a
 * phone, or sign in again with the one enrolled. Outside the shell, like /login.
 */
import { Alert, Button, Card, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { signOut } from "firebase/auth";
import { useState } from "react";
import { BrandMark } from "../../ui/BrandMark";
import { auth } from "../../app/firebase";
import { EnrolPhoneForm } from "./EnrolPhoneForm";
import { TWO_STEP_TEXT } from "./messages";
import { hasSecondFactor } from "./smsFactor";

export default function TwoStepRequired() {
  const [enrolled, setEnrolled] = useState(hasSecondFactor);
  const [justEnrolled, setJustEnrolled] = useState(false);
  const signInAgain = () => void signOut(auth).catch(() => undefined);

  return (
    <Center minH="100dvh" px="4" py="10" bgGradient="to-br" gradientFrom="teal.50" gradientTo="bg.subtle">
      <Stack gap="6" w="full" maxW="sm">
        <BrandMark size="lg" justify="center" />
        <Card.Root as="main" shadow="md">
          <Card.Header>
            <Heading as="h1" size="xl">
              {TWO_STEP_TEXT.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {TWO_STEP_TEXT.requiredByRole}
            </Text>
          </Card.Header>
          <Card.Body>
            <Stack gap="5">
              {justEnrolled && (
                <Alert.Root status="success" role="status">
                  <Alert.Indicator />
                  <Alert.Title>{TWO_STEP_TEXT.enrolled}</Alert.Title>
                </Alert.Root>
              )}
              {enrolled ? (
                <>
                  {!justEnrolled && <Text>{TWO_STEP_TEXT.signInAgainIntro}</Text>}
                  <Button colorPalette="teal" onClick={signInAgain}>
                    {TWO_STEP_TEXT.signInAgain}
                  </Button>
                </>
              ) : (
                <>
                  <Text>{TWO_STEP_TEXT.enrolIntro}</Text>
                  <EnrolPhoneForm
                    onEnrolled={() => {
                      setEnrolled(true);
                      setJustEnrolled(true);
                    }}
                  />
                  <Button variant="ghost" onClick={signInAgain}>
                    {TWO_STEP_TEXT.signOut}
                  </Button>
                </>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Center>
  );
}

/**
 * Shown instead of the console when the member's role requires two-step sign-in and this
 * session was opened without it (the server refuses it every request but recordLogin): enrol a
 * phone, or sign in again with the one enrolled. Outside the shell, like /login.
 */
import { Alert, Button, Text } from "@chakra-ui/react";
import { signOut } from "firebase/auth";
import { useState } from "react";
import { SignInFrame } from "../../ui/SignInFrame";
import { auth } from "../../app/firebase";
import { EnrolPhoneForm } from "./EnrolPhoneForm";
import { TWO_STEP_TEXT } from "./messages";
import { hasSecondFactor } from "./smsFactor";

export default function TwoStepRequired() {
  const [enrolled, setEnrolled] = useState(hasSecondFactor);
  const [justEnrolled, setJustEnrolled] = useState(false);
  const signInAgain = () => void signOut(auth).catch(() => undefined);

  return (
    <SignInFrame title={TWO_STEP_TEXT.title} subtitle={TWO_STEP_TEXT.requiredByRole}>
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
    </SignInFrame>
  );
}

import { Alert, Box, HStack, Separator, Text } from "@chakra-ui/react";
import { getRedirectResult } from "firebase/auth";
import { lazy, Suspense, useEffect, useState } from "react";
import { SignInFrame } from "../../ui/SignInFrame";
import { useAuth } from "../../app/auth/AuthContext";
import { errorCode, googleLoginErrorMessage } from "../../app/auth/authErrors";
import { auth } from "../../app/firebase";
import type { PageProps } from "../../ui/pageProps";
import { EmailLinkForm, openedFromSignInLink } from "./EmailLinkForm";
import { EmailLoginForm } from "./EmailLoginForm";
import { GoogleLoginButton } from "./GoogleLoginButton";

/** Firebase's answer to a password (or Google) sign-in of an account that has a second factor. */
const isSecondStepNeeded = (error: unknown): boolean => errorCode(error) === "auth/multi-factor-auth-required";

// The SMS second step (Firebase's multi-factor and reCAPTCHA code) loads only for an account that has one.
const SecondStepForm = lazy(() => import("../two-step/SecondStepForm"));

/** /login, without the shell: e-mail and password, or Google (spec §2, §7, §8). */
export default function LoginPage({ title }: PageProps) {
  const { state, clearRefusal } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Firebase's error when it stops a sign-in after the first factor: the code texted to the phone ends it.
  const [secondStep, setSecondStep] = useState<{ stopped: unknown } | null>(null);
  // A refusal comes from the auth provider, after it signed the person out.
  const refusal = state.status === "signedOut" ? state.refusal : null;
  const shownError = error ?? refusal;
  // An invitation's link (docs/staff.md): read once, the code leaves the address bar on success.
  const [fromLink] = useState(openedFromSignInLink);

  // Completes a Google sign-in that went through a full-page redirect, or reports its failure.
  useEffect(() => {
    getRedirectResult(auth).catch((redirectError: unknown) =>
      isSecondStepNeeded(redirectError) ? setSecondStep({ stopped: redirectError }) : setError(googleLoginErrorMessage(redirectError)),
    );
  }, []);

  const attempt = async (signIn: () => Promise<void>, describe: (e: unknown) => string) => {
    clearRefusal();
    setError(null);
    setBusy(true);
    try {
      await signIn();
    } catch (signInError) {
      if (isSecondStepNeeded(signInError)) setSecondStep({ stopped: signInError });
      else setError(describe(signInError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignInFrame title={title} subtitle="Espace réservé aux administrateurs.">
      {shownError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{shownError}</Alert.Title>
        </Alert.Root>
      )}
      {secondStep ? (
        <Suspense fallback={<Box minH="72" aria-busy="true" />}>
          <SecondStepForm stopped={secondStep.stopped} onCancel={() => setSecondStep(null)} />
        </Suspense>
      ) : (
        <>
          {fromLink ? <EmailLinkForm busy={busy} onSubmit={attempt} /> : <EmailLoginForm busy={busy} onSubmit={attempt} />}
          <HStack>
            <Separator flex="1" />
            <Text flexShrink="0" fontSize="sm" color="fg.muted">
              ou
            </Text>
            <Separator flex="1" />
          </HStack>
          <GoogleLoginButton busy={busy} onSignIn={attempt} />
        </>
      )}
    </SignInFrame>
  );
}

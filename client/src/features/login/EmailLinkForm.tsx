/**
 * The end of an invitation (docs/staff.md): the mail's one-time link opens /login with its code
 * (isSignInWithEmailLink). Firebase asks for the address again, so a link forwarded to someone
 * else cannot sign them in as its recipient; the page then completes signInWithEmailLink and
 * forgets the code (the address bar no longer holds it).
 */
import { Button, Field, Input, Stack, Text } from "@chakra-ui/react";
import { isSignInWithEmailLink, signInWithEmailLink } from "firebase/auth";
import { useState, type FormEvent } from "react";
import { auth } from "../../app/firebase";
import type { SignInAttempt } from "./attempt";

/** The page was opened from a sign-in link. */
export const openedFromSignInLink = () => isSignInWithEmailLink(auth, window.location.href);

export function linkSignInErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? "";
  if (code === "auth/invalid-action-code" || code === "auth/expired-action-code")
    return "Ce lien de connexion n’est plus valable\u00a0: demandez une nouvelle invitation.";
  if (code === "auth/invalid-email") return "Cette adresse ne correspond pas à l’invitation.";
  if (code === "auth/user-disabled") return "Ce compte est désactivé.";
  return "Connexion impossible avec ce lien. Réessayez.";
}

export function EmailLinkForm({ busy, onSubmit }: { busy: boolean; onSubmit: SignInAttempt }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError("Saisissez votre email.");
    setError(undefined);
    const link = window.location.href;
    void onSubmit(async () => {
      await signInWithEmailLink(auth, email.trim(), link);
      window.history.replaceState(null, "", window.location.pathname);
    }, linkSignInErrorMessage);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="4">
        <Text fontSize="sm">Pour terminer la connexion avec le lien reçu, confirmez l’adresse e-mail à laquelle il a été envoyé.</Text>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Email</Field.Label>
          <Input type="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="teal" loading={busy} w="full">
          Terminer la connexion
        </Button>
      </Stack>
    </form>
  );
}

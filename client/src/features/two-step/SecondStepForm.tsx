/**
 * The second step of a sign-in (docs/roles.md): Firebase stopped after the password or Google
 * because the account has a phone enrolled; the code texted to it ends the sign-in, and the
 * session's token then names its second factor, which the server checks on every request.
 */
import { Alert, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { CodeField, VerifierSlot } from "./CodeField";
import { TWO_STEP_TEXT, twoStepErrorMessage } from "./messages";
import { maskedPhone } from "./phone";
import { completeSignIn, phoneHint, releaseVerifier, secondStepOf, sendSignInCode, VERIFIER_ELEMENT_ID } from "./smsFactor";

/** `stopped`: Firebase's « auth/multi-factor-auth-required » error, which holds the sign-in to finish. */
export default function SecondStepForm({ stopped, onCancel }: { stopped: unknown; onCancel: () => void }) {
  const [resolver] = useState(() => secondStepOf(stopped));
  const hint = phoneHint(resolver);
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = useCallback(async () => {
    if (!hint) return;
    setError(null);
    setBusy(true);
    try {
      setVerificationId(await sendSignInCode(resolver, hint));
    } catch (cause) {
      setError(twoStepErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  }, [resolver, hint]);

  useEffect(() => {
    void send();
    return releaseVerifier;
  }, [send]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!verificationId) return;
    if (code.length !== 6) return setError(TWO_STEP_TEXT.codeRequired);
    setBusy(true);
    setError(null);
    try {
      await completeSignIn(resolver, verificationId, code);
    } catch (cause) {
      setError(twoStepErrorMessage(cause));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={TWO_STEP_TEXT.title}>
      <Stack gap="4">
        <Text fontWeight="semibold">{TWO_STEP_TEXT.title}</Text>
        {!hint ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>
              Aucun téléphone n’est enregistré sur ce compte : demandez au propriétaire de réinitialiser votre validation en deux étapes.
            </Alert.Title>
          </Alert.Root>
        ) : (
          <Text fontSize="sm" color="fg.muted" minH="5" aria-live="polite">
            {verificationId ? TWO_STEP_TEXT.sentTo(maskedPhone(hint.phoneNumber)) : TWO_STEP_TEXT.sending}
          </Text>
        )}
        <CodeField value={code} onChange={setCode} error={error} />
        <Button type="submit" colorPalette="teal" loading={busy} disabled={!verificationId} w="full">
          {TWO_STEP_TEXT.validate}
        </Button>
        <HStack justify="space-between">
          <Button variant="ghost" size="sm" onClick={() => void send()} disabled={busy || !hint}>
            {TWO_STEP_TEXT.resend}
          </Button>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {TWO_STEP_TEXT.cancel}
          </Button>
        </HStack>
      </Stack>
      <VerifierSlot id={VERIFIER_ELEMENT_ID} />
    </form>
  );
}

/** Enrols the signed-in member's phone as their second factor: number, code texted to it, done. */
import { Button, Field, Input, Stack } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { CodeField, VerifierSlot } from "./CodeField";
import { TWO_STEP_TEXT, twoStepErrorMessage } from "./messages";
import { PHONE_MESSAGES, toE164 } from "./phone";
import { completeEnrolment, releaseVerifier, sendEnrolmentCode, VERIFIER_ELEMENT_ID } from "./smsFactor";

export function EnrolPhoneForm({ onEnrolled }: { onEnrolled: () => void }) {
  const [phone, setPhone] = useState("");
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => releaseVerifier, []);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const number = phone.trim() ? toE164(phone) : null;
    if (!number) return setPhoneError(phone.trim() ? PHONE_MESSAGES.invalid : PHONE_MESSAGES.required);
    setPhoneError(null);
    setBusy(true);
    try {
      setVerificationId(await sendEnrolmentCode(number));
    } catch (cause) {
      setPhoneError(twoStepErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  const enrol = async (event: FormEvent) => {
    event.preventDefault();
    if (!verificationId) return;
    if (code.length !== 6) return setCodeError(TWO_STEP_TEXT.codeRequired);
    setBusy(true);
    setCodeError(null);
    try {
      await completeEnrolment(verificationId, code);
      onEnrolled();
    } catch (cause) {
      setCodeError(twoStepErrorMessage(cause));
      setBusy(false);
    }
  };

  return (
    <Stack gap="4">
      <form onSubmit={sendCode} noValidate aria-label={TWO_STEP_TEXT.phoneLabel}>
        <Stack gap="3">
          <Field.Root invalid={Boolean(phoneError)}>
            <Field.Label>{TWO_STEP_TEXT.phoneLabel}</Field.Label>
            <Input type="tel" autoComplete="tel" value={phone} onChange={(event) => setPhone(event.target.value)} placeholder="06 12 34 56 78" />
            {phoneError && <Field.ErrorText>{phoneError}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" variant={verificationId ? "outline" : "solid"} colorPalette="teal" loading={busy && !verificationId}>
            {verificationId ? TWO_STEP_TEXT.resend : TWO_STEP_TEXT.sendCode}
          </Button>
        </Stack>
      </form>
      {verificationId && (
        <form onSubmit={enrol} noValidate aria-label={TWO_STEP_TEXT.codeLabel}>
          <Stack gap="3">
            <CodeField value={code} onChange={setCode} error={codeError} />
            <Button type="submit" colorPalette="teal" loading={busy}>
              {TWO_STEP_TEXT.enrol}
            </Button>
          </Stack>
        </form>
      )}
      <VerifierSlot id={VERIFIER_ELEMENT_ID} />
    </Stack>
  );
}

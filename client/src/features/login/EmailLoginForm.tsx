import { Button, Field, Input, Stack } from "@chakra-ui/react";
import { signInWithEmailAndPassword } from "firebase/auth";
import { useState, type FormEvent } from "react";
import { emailLoginErrorMessage } from "../../app/auth/authErrors";
import { auth } from "../../app/firebase";
import type { SignInAttempt } from "./attempt";

type FieldErrors = { email?: string; password?: string };

export function EmailLoginForm({ busy, onSubmit }: { busy: boolean; onSubmit: SignInAttempt }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Checked here rather than by the browser, so the messages are French whatever its locale.
    const errors: FieldErrors = {
      email: email.trim() ? undefined : "Saisissez votre email.",
      password: password ? undefined : "Saisissez votre mot de passe.",
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    void onSubmit(async () => {
      await signInWithEmailAndPassword(auth, email.trim(), password);
    }, emailLoginErrorMessage);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="4">
        <Field.Root invalid={Boolean(fieldErrors.email)}>
          <Field.Label>Email</Field.Label>
          <Input type="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} />
          <Field.ErrorText>{fieldErrors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(fieldErrors.password)}>
          <Field.Label>Mot de passe</Field.Label>
          <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          <Field.ErrorText>{fieldErrors.password}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="teal" loading={busy} w="full">
          Se connecter
        </Button>
      </Stack>
    </form>
  );
}

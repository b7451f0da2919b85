import { Button } from "@chakra-ui/react";
import { FcGoogle } from "react-icons/fc";
import { googleLoginErrorMessage } from "../../app/auth/authErrors";
import { signInWithGoogle } from "../../app/auth/googleSignIn";
import type { SignInAttempt } from "./attempt";

export function GoogleLoginButton({ busy, onSignIn }: { busy: boolean; onSignIn: SignInAttempt }) {
  return (
    <Button
      variant="outline"
      w="full"
      disabled={busy}
      onClick={() => void onSignIn(signInWithGoogle, googleLoginErrorMessage)}
    >
      <FcGoogle aria-hidden />
      Se connecter avec Google
    </Button>
  );
}

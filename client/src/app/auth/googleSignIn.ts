import { GoogleAuthProvider, signInWithPopup, signInWithRedirect } from "firebase/auth";
import { auth } from "../firebase";
import { isMobileUserAgent, shouldFallBackToRedirect } from "./authErrors";

function googleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: "select_account", access_type: "offline" });
  provider.addScope("email");
  provider.addScope("profile");
  return provider;
}

/**
 * Google sign-in as the spec describes it: a popup, or a full-page redirect on mobile and when
 * the popup cannot do its job. When the redirect fails too, the popup's error is the one the
 * person understands, so that is the one thrown.
 */
export async function signInWithGoogle(): Promise<void> {
  const provider = googleProvider();
  if (isMobileUserAgent(navigator.userAgent)) {
    await signInWithRedirect(auth, provider);
    return;
  }
  try {
    await signInWithPopup(auth, provider);
  } catch (popupError) {
    if (!shouldFallBackToRedirect(popupError)) throw popupError;
    try {
      await signInWithRedirect(auth, provider);
    } catch {
      throw popupError;
    }
  }
}

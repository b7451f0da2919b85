/**
 * Firebase Authentication's SMS second factor, the console's only calls to it (docs/decisions.md:
 * TOTP in production sits behind this same seam; the Auth emulator emulates SMS codes only).
 * Each send needs an application verifier: an invisible reCAPTCHA, which the SDK replaces by its
 * own stand-in when it talks to the emulator.
 */
import {
  getMultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  type MultiFactorError,
  type MultiFactorResolver,
  type PhoneMultiFactorInfo,
} from "firebase/auth";
import { auth } from "../../app/firebase";

/** The invisible reCAPTCHA lives in this element (rendered by the forms, out of the layout). */
export const VERIFIER_ELEMENT_ID = "two-step-verifier";

let verifier: RecaptchaVerifier | null = null;
function appVerifier(): RecaptchaVerifier {
  verifier ??= new RecaptchaVerifier(auth, VERIFIER_ELEMENT_ID, { size: "invisible" });
  return verifier;
}
/** A form that unmounts drops its verifier (the element goes with it). */
export function releaseVerifier(): void {
  verifier?.clear();
  verifier = null;
}

/** The sign-in that Firebase stopped after the first factor. */
export const secondStepOf = (error: unknown): MultiFactorResolver => getMultiFactorResolver(auth, error as MultiFactorError);

/** The phone the second step texts: the first one enrolled. */
export const phoneHint = (resolver: MultiFactorResolver): PhoneMultiFactorInfo | null =>
  (resolver.hints.find((hint) => hint.factorId === PhoneMultiFactorGenerator.FACTOR_ID) as PhoneMultiFactorInfo | undefined) ?? null;

/** Texts a sign-in code to the enrolled phone; returns the verification id the code goes with. */
export function sendSignInCode(resolver: MultiFactorResolver, hint: PhoneMultiFactorInfo): Promise<string> {
  return new PhoneAuthProvider(auth).verifyPhoneNumber({ multiFactorHint: hint, session: resolver.session }, appVerifier());
}

/** Ends the sign-in with the code: the auth state then changes, with a token that names the second factor. */
export async function completeSignIn(resolver: MultiFactorResolver, verificationId: string, code: string): Promise<void> {
  await resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code)));
}

/** Whether the signed-in person has enrolled a second factor already. */
export const hasSecondFactor = (): boolean => (auth.currentUser ? multiFactor(auth.currentUser).enrolledFactors.length > 0 : false);

/** Texts an enrolment code to `phoneNumber` (E.164). */
export async function sendEnrolmentCode(phoneNumber: string): Promise<string> {
  const user = auth.currentUser;
  if (!user) throw new Error("nobody is signed in");
  const session = await multiFactor(user).getSession();
  return new PhoneAuthProvider(auth).verifyPhoneNumber({ phoneNumber, session }, appVerifier());
}

/** Enrols the phone with the code received. */
export async function completeEnrolment(verificationId: string, code: string): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new Error("nobody is signed in");
  await multiFactor(user).enroll(PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code)), "Téléphone");
}

/**
 * The two-step screens' French words, and Firebase's errors of the SMS factor in French (its
 * English « Firebase: Error (auth/…) » never reaches the operator).
 */
import { errorCode } from "../../app/auth/authErrors";

export const TWO_STEP_TEXT = {
  title: "Validation en deux étapes",
  codeLabel: "Code reçu par SMS",
  codeHelp: "Six chiffres, valables quelques minutes.",
  codeRequired: "Saisissez le code à six chiffres reçu par SMS.",
  sentTo: (phone: string) => `Un code vient d’être envoyé au ${phone}.`,
  sending: "Envoi du code…",
  validate: "Valider",
  resend: "Renvoyer un code",
  cancel: "Annuler",
  requiredByRole: "Votre rôle exige une validation en deux étapes\u00a0: un code reçu par SMS à chaque connexion, en plus du mot de passe.",
  enrolIntro: "Enregistrez votre téléphone portable\u00a0: un code vous sera demandé à chaque connexion.",
  phoneLabel: "Téléphone portable",
  sendCode: "Recevoir un code",
  enrol: "Enregistrer ce téléphone",
  enrolled: "Téléphone enregistré. Reconnectez-vous\u00a0: un code vous sera envoyé par SMS.",
  signInAgainIntro: "Votre téléphone est enregistré, mais cette session a été ouverte par mot de passe seul.",
  signInAgain: "Me reconnecter avec mon téléphone",
  signOut: "Se déconnecter",
} as const;

const FIREBASE_MESSAGES: Record<string, string> = {
  "auth/invalid-verification-code": "Code incorrect\u00a0: vérifiez les six chiffres reçus par SMS.",
  "auth/missing-verification-code": TWO_STEP_TEXT.codeRequired,
  "auth/code-expired": "Ce code a expiré\u00a0: demandez-en un nouveau.",
  "auth/invalid-phone-number": "Numéro invalide\u00a0: saisissez un numéro de téléphone portable.",
  "auth/too-many-requests": "Trop de tentatives, réessayez plus tard.",
  "auth/quota-exceeded": "Trop de SMS envoyés, réessayez plus tard.",
  "auth/requires-recent-login": "Par sécurité, reconnectez-vous avant d’enregistrer un téléphone.",
  "auth/unverified-email": "Votre adresse e-mail doit être vérifiée avant d’enregistrer un téléphone\u00a0: demandez au propriétaire.",
  "auth/second-factor-already-in-use": "Ce téléphone est déjà enregistré sur votre compte.",
  "auth/maximum-second-factor-count-exceeded": "Vous avez déjà enregistré le nombre maximal de téléphones.",
  "auth/network-request-failed": "Erreur réseau. Vérifiez votre connexion puis réessayez.",
};

export function twoStepErrorMessage(error: unknown): string {
  const code = errorCode(error);
  return (code ? FIREBASE_MESSAGES[code] : undefined) ?? "La validation en deux étapes a échoué. Réessayez.";
}

/**
 * Why a mail of the send log failed, in words an administrator can act on. The mail function
 * stores the SMTP library's own error ("connect ECONNREFUSED 127.0.0.1:1025", "550 5.1.1 …");
 * the dialog shows this explanation first and keeps that text as the technical detail.
 */
const CAUSES: ReadonlyArray<[RegExp, string]> = [
  [
    /ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|ECONNRESET|ESOCKET|EDNS|Greeting never received|Connection (timeout|closed)/i,
    "Le serveur d’envoi est injoignable. Vérifiez qu’il fonctionne et que la configuration SMTP est juste, puis relancez l’envoi.",
  ],
  [
    /EAUTH|Invalid login|\b53[45]\b|authentication/i,
    "Le serveur d’envoi a refusé l’identification. Vérifiez l’identifiant et le mot de passe SMTP, puis relancez l’envoi.",
  ],
  [
    /recipients? (were|was) rejected|EENVELOPE|\b55[0-3]\b|Mailbox unavailable|No recipients/i,
    "Le serveur d’envoi a refusé l’adresse du destinataire. Vérifiez-la, puis relancez l’envoi.",
  ],
  [/\b4[25]\d\b|try again later|too many/i, "Le serveur d’envoi est momentanément indisponible. Relancez l’envoi dans quelques minutes."],
];

const UNKNOWN_CAUSE = "L’envoi a échoué. Relancez-le. Si l’échec se répète, transmettez le détail technique à un développeur.";

export function mailFailureText(technical: string | null | undefined): string {
  const cause = technical ? CAUSES.find(([pattern]) => pattern.test(technical)) : undefined;
  return cause?.[1] ?? UNKNOWN_CAUSE;
}

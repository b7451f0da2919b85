/**
 * Phone numbers for the SMS second factor, as a French operator types them: « 06 12 34 56 78 »,
 * « +33 6 12 34 56 78 » or « 0033612345678 » all give +33612345678 (E.164, what Firebase takes).
 */
export const PHONE_MESSAGES = {
  required: "Saisissez votre numéro de téléphone portable.",
  invalid: "Numéro invalide\u00a0: saisissez un numéro français (06 12 34 56 78) ou international (+32 470 12 34 56).",
} as const;

/** The number in E.164, or null when it cannot be one. */
export function toE164(typed: string): string | null {
  const compact = typed.replace(/[\s.\-()]/g, "");
  let international: string;
  if (/^0[1-9]\d{8}$/.test(compact)) international = `+33${compact.slice(1)}`;
  else if (compact.startsWith("00")) international = `+${compact.slice(2)}`;
  else international = compact;
  return /^\+[1-9]\d{7,14}$/.test(international) ? international : null;
}

/** « •••• 78 »: the end of a number, as a second step names the phone it texted. */
export const maskedPhone = (phoneNumber: string | null | undefined): string => (phoneNumber ? `••••\u00a0${phoneNumber.slice(-2)}` : "votre téléphone");

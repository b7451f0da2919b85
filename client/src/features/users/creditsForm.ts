/**
 * The arithmetic and checks of the credits and loyalty-points modals, before anything is sent
 * (the server checks again, with the same rules for both balances: docs/users.md). "add" and
 * "remove" adjust by an amount, "set" sets a new balance.
 */
import { MAX_REASON_LENGTH, messages } from "@atelier/domain/userErrors";
import { MAX_BALANCE, ruleMessages } from "@atelier/domain/credits";

export { MAX_BALANCE, MAX_REASON_LENGTH };

export type CreditsMode = "add" | "remove" | "set";

export type CreditsPlan =
  | { ok: true; mode: CreditsMode; before: number; after: number; delta: number; reason: string }
  | { ok: false; amountError: string | null; reasonError: string | null; after: number | null };

export function planCredits(before: number, mode: CreditsMode, amountText: string, reasonText: string): CreditsPlan {
  return planBalance(before, mode, amountText, reasonText, "crédits");
}

/** Loyalty points are only ever set to a new value (the API has no adjustment for them). */
export function planLoyaltyPoints(before: number, amountText: string, reasonText: string): CreditsPlan {
  return planBalance(before, "set", amountText, reasonText, "points");
}

function planBalance(before: number, mode: CreditsMode, amountText: string, reasonText: string, unit: string): CreditsPlan {
  const amount = Number(amountText.replace(",", "."));
  const reason = reasonText.trim();
  let amountError: string | null = null;
  let after: number | null = null;
  if (amountText.trim() === "" || !Number.isFinite(amount)) amountError = `Saisissez un nombre de ${unit}.`;
  else if (!Number.isInteger(amount)) amountError = "Le nombre doit être un entier (sans décimales).";
  else if (amount < 0) amountError = "Saisissez un nombre positif.";
  else {
    after = mode === "set" ? amount : mode === "add" ? before + amount : before - amount;
    if (mode !== "set" && amount === 0) amountError = "Le montant à ajouter ou retirer ne peut pas être nul.";
    else if (after < 0) amountError = `Le solde ne peut pas devenir négatif (solde actuel : ${before}).`;
    else if (after > MAX_BALANCE) amountError = ruleMessages.aboveMax;
    else if (after === before) amountError = "La nouvelle valeur est identique à la valeur actuelle.";
  }
  const reasonError = !reason ? messages.required("Le motif") : reason.length > MAX_REASON_LENGTH ? messages.tooLong("Le motif", MAX_REASON_LENGTH) : null;
  if (amountError || reasonError || after === null) return { ok: false, amountError, reasonError, after };
  return { ok: true, mode, before, after, delta: after - before, reason };
}

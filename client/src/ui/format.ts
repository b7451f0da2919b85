/**
 * French formatting, in one place (spec: EUR, French locale). Intl adds the narrow no-break
 * spaces French typography wants ("1 234,50 €").
 */
const euro = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
const integer = new Intl.NumberFormat("fr-FR");
const dateTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Paris" });
const date = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeZone: "Europe/Paris" });

export const formatEuro = (amount: number) => euro.format(amount);
/** Catalogue prices travel in integer cents (1250 → "12,50 €"). */
export const formatCents = (cents: number) => euro.format(cents / 100);
export const formatInteger = (n: number) => integer.format(n);

/** Dates are shown in the shop's time zone, Europe/Paris, whatever the browser's. */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : "—");
export const formatDate = (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : "—");

/** The spec's short id: first 6 characters upper-cased, or N/A. */
export const shortId = (id: string | null | undefined) => (id ? id.slice(0, 6).toUpperCase() : "N/A");

/** How an audit entry reads in French: who, and each changed field's name and values. */
import { formatDateTime } from "../../ui/format";

/** Names of the fields the console's writes record; any other shows its path. */
const FIELD_LABELS: Record<string, string> = {
  status: "Statut",
  credits: "Crédits",
  delta: "Variation",
  reason: "Motif",
  transactionId: "Transaction",
  loyaltyPoints: "Points fidélité",
  isBlocked: "Bloqué",
  isAdmin: "Administrateur",
  lastLoginAt: "Dernière connexion",
  trackingNumber: "Numéro de suivi",
  text: "Texte",
  note: "Note",
  noteId: "Note",
  paidAt: "Payée le",
  shippedAt: "Expédiée le",
  deliveredAt: "Livrée le",
  refundedAt: "Remboursée le",
  cancelledAt: "Annulée le",
  "moderation.isModerated": "Modérée",
  "moderation.status": "Décision",
  "moderation.reason": "Motif du refus",
  "moderation.moderatedAt": "Décidée le",
  "moderation.moderatedBy": "Décidée par",
  assigneeUid: "Attribué à",
  name: "Nom",
  title: "Titre",
  slug: "Slug",
  subject: "Objet",
  isActive: "Actif",
  version: "Version",
  alt: "Texte alternatif",
  ids: "Ordre",
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const BOOLEANS: Record<string, string> = { true: "oui", false: "non" };

/** A value as the API gives it (text, or JSON): instants in Paris time, booleans in French. */
export function displayChangeValue(value: string | null): string {
  if (value === null || value === "") return "vide";
  if (ISO_INSTANT.test(value)) return formatDateTime(value);
  return BOOLEANS[value] ?? value;
}

type Actor = { fullName?: string | null; email?: string | null } | null | undefined;

/** The administrator's name, else e-mail, else the uid of an account that no longer exists. */
export const actorName = (actor: Actor, actorUid: string) => actor?.fullName || actor?.email || `Compte supprimé (${actorUid})`;

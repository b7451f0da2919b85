/**
 * How an audit entry's fields read in French (docs/audit-log.md « Champs »): for each kind of
 * target, every field its audited writes record, with its label and how its values read (a
 * status in French, euros, a name for a uid). Internal fields (search keys, stamps the entry
 * already shows) are `HIDDEN`: the log leaves them out rather than show them raw.
 * auditFields.test.ts reads the writes' sources and fails on a recorded field missing here.
 */
import { NOTIFICATION_KIND_LABELS } from "@atelier/domain/notifications/memberNotifications";
import { feedbackStatusLabels, contactStatusLabels } from "@atelier/domain/inbox";
import { APPROVAL_KIND_LABELS } from "@atelier/domain/approvals/approvals";
import { REQUEST_KIND_LABELS, REQUEST_STATE_LABELS } from "@atelier/domain/personalData/requests";
import { MAIL_SWITCHES, MAIL_TEMPLATES, type MailSwitch } from "@atelier/domain/mailTemplates";
import { ORDER_STATUS_LABELS } from "@atelier/domain/orderStatusChange";
import { BUILT_IN_ROLE_DEFINITIONS, NO_ROLE, PERMISSION_LABELS } from "@atelier/domain/staff/permissions";

/** How a field's values read: as stored, or through a French vocabulary, or as a person's name. */
export type ValueKind = "text" | "yesNo" | "euros" | "cents" | "percent" | "count" | "user" | keyof typeof VOCABULARIES;
export interface FieldSpec {
  label: string;
  kind?: ValueKind;
}
export const HIDDEN = null;
type Fields = Record<string, FieldSpec | typeof HIDDEN>;

const VOCABULARIES = {
  orderStatus: ORDER_STATUS_LABELS as Record<string, string>,
  contentStatus: { DRAFT: "Brouillon", SCHEDULED: "Programmé", PUBLISHED: "Publié" } as Record<string, string>,
  feedbackStatus: feedbackStatusLabels as Record<string, string>,
  contactStatus: contactStatusLabels as Record<string, string>,
  moderationStatus: { APPROVED: "Approuvée", REJECTED: "Refusée" } as Record<string, string>,
  refundDestination: { PAYMENT: "Moyen de paiement", CREDITS: "Solde de crédits" } as Record<string, string>,
  staffRole: {
    ...Object.fromEntries(Object.values(BUILT_IN_ROLE_DEFINITIONS).map((role) => [role.id, role.name])),
    [NO_ROLE]: "Aucun rôle",
  } as Record<string, string>,
  permissions: PERMISSION_LABELS as Record<string, string>,
  approvalStatus: { pending: "En attente d'approbation", approved: "Approuvée", rejected: "Rejetée" } as Record<string, string>,
  approvalKind: APPROVAL_KIND_LABELS as Record<string, string>,
  personalDataRequestKind: REQUEST_KIND_LABELS as Record<string, string>,
  personalDataRequestState: REQUEST_STATE_LABELS as Record<string, string>,
  notificationKinds: NOTIFICATION_KIND_LABELS as Record<string, string>,
  mailState: { PENDING: "En attente", PROCESSING: "En cours d’envoi", RETRY: "Relancé", SUCCESS: "Envoyé", ERROR: "Échec" } as Record<string, string>,
};

/** Written on every catalogue and content record: the entry itself says who and when. */
const STAMPS: Fields = { version: HIDDEN, updatedAt: HIDDEN, updatedBy: HIDDEN, createdAt: HIDDEN, createdBy: HIDDEN };

const CATALOGUE_COMMON: Fields = {
  ...STAMPS,
  name: { label: "Nom" },
  description: { label: "Description" },
  isActive: { label: "Actif", kind: "yesNo" },
  position: { label: "Position", kind: "count" },
  duplicatedFrom: HIDDEN,
  ids: { label: "Ordre" },
};
const STYLE: Fields = {
  ...CATALOGUE_COMMON,
  prompt: { label: "Prompt" },
  previewUrl: { label: "Image d’aperçu" },
  creditCost: { label: "Coût en crédits", kind: "count" },
};

const CONTENT: Fields = {
  ...STAMPS,
  title: { label: "Titre" },
  slug: { label: "Adresse (slug)" },
  body: { label: "Contenu" },
  seoTitle: { label: "Titre SEO" },
  seoDescription: { label: "Description SEO" },
  status: { label: "Statut", kind: "contentStatus" },
  publishAt: { label: "Publication programmée le" },
  excerpt: { label: "Extrait" },
  coverImagePath: { label: "Image de couverture" },
  tags: { label: "Étiquettes" },
  authorId: { label: "Auteur", kind: "user" },
};

const MAIL_SWITCH_FIELDS: Fields = Object.fromEntries(
  MAIL_SWITCHES.map((key: MailSwitch) => {
    const template = MAIL_TEMPLATES.find((t) => t.switch === key);
    return [`emails.${key}`, { label: `Envoi de « ${template?.label ?? key} »`, kind: "yesNo" }];
  }),
);

export const AUDIT_FIELDS: Record<string, Fields> = {
  user: {
    uid: HIDDEN,
    email: { label: "E-mail" },
    firstName: { label: "Prénom" },
    lastName: { label: "Nom" },
    photoURL: { label: "Photo" },
    createdAt: { label: "Inscrit le" },
    credits: { label: "Crédits", kind: "count" },
    delta: { label: "Variation", kind: "count" },
    reason: { label: "Motif" },
    transactionId: HIDDEN,
    loyaltyPoints: { label: "Points fidélité", kind: "count" },
    isAdmin: { label: "Administrateur", kind: "yesNo" },
    isBlocked: { label: "Bloqué", kind: "yesNo" },
    secondFactors: { label: "Seconds facteurs enregistrés", kind: "count" },
    // The erasure's start (docs/personal-data.md): the name the records now carry, and which run.
    pseudonym: { label: "Pseudonyme" },
    run: { label: "Passage", kind: "count" },
    // Granting or revoking rights and the migration to roles write the member's role (docs/roles.md).
    staffRole: { label: "Rôle", kind: "staffRole" },
    lastLoginAt: { label: "Dernière connexion" },
    // Kept for the list's search and filters (@atelier/domain/userSearchKeys): not the operator's business.
    emailKey: HIDDEN,
    firstNameKey: HIDDEN,
    lastNameKey: HIDDEN,
    fullNameKey: HIDDEN,
    hasCredits: HIDDEN,
  },
  staff: {
    email: { label: "E-mail" },
    isAdmin: { label: "Administrateur", kind: "yesNo" },
    staffRole: { label: "Rôle", kind: "staffRole" },
    // A custom role's name beside its id (the vocabulary knows only the built-in roles).
    staffRoleName: { label: "Nom du rôle" },
    staffDisabled: { label: "Désactivé", kind: "yesNo" },
    self: { label: "Ses propres sessions", kind: "yesNo" },
    mailId: HIDDEN,
    // Their notification preferences (docs/notifications.md).
    inApp: { label: "Notifications affichées", kind: "notificationKinds" },
    mail: { label: "Notifications envoyées par e-mail", kind: "notificationKinds" },
    orderCentsAtLeast: { label: "Commandes payées à partir de", kind: "cents" },
  },
  // Custom roles (docs/roles.md): their name, permissions, and the members whose copy was updated.
  staffRole: {
    ...STAMPS,
    name: { label: "Nom" },
    permissions: { label: "Permissions", kind: "permissions" },
    membersUpdated: { label: "Membres mis à jour", kind: "count" },
  },
  order: {
    status: { label: "Statut", kind: "orderStatus" },
    paidAt: { label: "Payée le" },
    shippedAt: { label: "Expédiée le" },
    deliveredAt: { label: "Livrée le" },
    refundedAt: { label: "Remboursée le" },
    cancelledAt: { label: "Annulée le" },
    creditNote: { label: "Avoir émis" },
    refundedCents: { label: "Remboursé en tout", kind: "cents" },
    amountCents: { label: "Montant remboursé", kind: "cents" },
    refundTo: { label: "Remboursé sur", kind: "refundDestination" },
    credits: { label: "Crédits versés", kind: "count" },
    reason: { label: "Motif" },
    note: { label: "Note interne" },
    updatedAt: HIDDEN,
    trackingNumber: { label: "Numéro de suivi" },
    text: { label: "Note" },
    noteId: HIDDEN,
    reprintId: { label: "Réimpression créée" },
    reprintOf: { label: "Réimpression de la commande" },
    reprintLines: { label: "Lignes réimprimées" },
  },
  creation: {
    "moderation.isModerated": { label: "Modérée", kind: "yesNo" },
    "moderation.status": { label: "Décision", kind: "moderationStatus" },
    "moderation.reason": { label: "Motif du refus" },
    "moderation.moderatedAt": { label: "Décidée le" },
    "moderation.moderatedBy": { label: "Décidée par", kind: "user" },
  },
  feedback: {
    status: { label: "Statut", kind: "feedbackStatus" },
    note: { label: "Note" },
    assigneeUid: { label: "Attribué à", kind: "user" },
  },
  contactMessage: {
    status: { label: "Statut", kind: "contactStatus" },
    mailId: HIDDEN,
    reply: { label: "Réponse" },
  },
  emailTemplate: {
    ...STAMPS,
    subject: { label: "Objet" },
    html: { label: "Corps (HTML)" },
    text: { label: "Corps (texte)" },
    mailId: HIDDEN,
    to: { label: "Destinataire" },
  },
  mail: {
    state: { label: "État", kind: "mailState" },
    error: { label: "Erreur" },
  },
  settings: {
    ...STAMPS,
    shopName: { label: "Nom de la boutique" },
    contactEmail: { label: "E-mail de contact" },
    senderEmail: { label: "E-mail d’expédition" },
    creditPacks: { label: "Packs de crédits" },
    creditsPerGeneration: { label: "Crédits par génération", kind: "count" },
    loyaltyRate: { label: "Taux de fidélité" },
    requireApproval: { label: "Modération avant publication", kind: "yesNo" },
    autoRejectKeywords: { label: "Mots refusés automatiquement" },
    notifyAuthorOnRejection: { label: "Prévenir l’auteur d’un refus", kind: "yesNo" },
    vatRate: { label: "Taux de TVA", kind: "percent" },
    seller: { label: "Identité légale du vendeur" },
    roleIds: { label: "Rôles soumis à la validation en deux étapes" },
    membersChanged: { label: "Membres concernés", kind: "count" },
    maintenanceMode: { label: "Mode maintenance", kind: "yesNo" },
    approvals: { label: "Seuils d’approbation" },
    "approvals.refundAboveCents": { label: "Remboursements soumis à approbation au-delà de", kind: "cents" },
    "approvals.creditGrantAbove": { label: "Crédits accordés soumis à approbation au-delà de", kind: "count" },
    "approvals.rightsChanges": { label: "Droits et rôles soumis à approbation", kind: "yesNo" },
    "approvals.vatAndIdentityChanges": { label: "TVA et identité légale soumises à approbation", kind: "yesNo" },
    // Retention (docs/personal-data.md « Conservation »): the owner's months, and what the nightly purge deleted.
    retention: { label: "Délais de conservation" },
    "retention.contactMessagesMonths": { label: "Messages de contact conservés (mois)", kind: "count" },
    "retention.feedbackMonths": { label: "Feedbacks conservés (mois)", kind: "count" },
    "retention.mailMonths": { label: "Journal des e-mails conservé (mois)", kind: "count" },
    purgedContactMessages: { label: "Messages de contact supprimés", kind: "count" },
    purgedFeedback: { label: "Feedbacks supprimés", kind: "count" },
    purgedMail: { label: "E-mails du journal supprimés", kind: "count" },
    ...MAIL_SWITCH_FIELDS,
  },
  // Four-eyes approval (docs/approvals.md): a request's life, from « En attente d'approbation » to its decision.
  approvalRequest: {
    status: { label: "État", kind: "approvalStatus" },
    kind: { label: "Nature", kind: "approvalKind" },
    summary: { label: "Demande" },
    reason: { label: "Motif" },
    requestedBy: { label: "Demandée par", kind: "user" },
    comment: { label: "Commentaire" },
    refusal: { label: "Refus des règles" },
    heldTargetType: HIDDEN,
    heldTargetId: HIDDEN,
    expiresAt: { label: "Expire le" },
    approversNotified: { label: "Membres prévenus", kind: "count" },
  },
  personalDataRequest: {
    userId: { label: "Client", kind: "user" },
    kind: { label: "Nature", kind: "personalDataRequestKind" },
    state: { label: "État", kind: "personalDataRequestState" },
    receivedOn: { label: "Reçue le" },
    dueOn: { label: "Échéance" },
    note: { label: "Note" },
    answer: { label: "Réponse au client" },
    mailed: { label: "Réponse envoyée par e-mail", kind: "yesNo" },
  },
  aggregates: {
    driftCount: { label: "Écarts constatés", kind: "count" },
    repairedCount: { label: "Écarts corrigés", kind: "count" },
  },
  mediaFile: {
    ...STAMPS,
    fullPath: { label: "Fichier" },
    size: { label: "Taille (octets)", kind: "count" },
    contentType: { label: "Type" },
    alt: { label: "Texte alternatif" },
    customMetadata: { label: "Métadonnées" },
  },
  textToImageStyle: { ...STYLE, negativePrompt: { label: "Prompt négatif" } },
  imageToImagePrompt: { ...STYLE, strength: { label: "Intensité" } },
  printingProduct: {
    ...CATALOGUE_COMMON,
    format: { label: "Format" },
    material: { label: "Matière" },
    basePrice: { label: "Prix de base", kind: "euros" },
    printCost: { label: "Coût d’impression", kind: "euros" },
    imageUrl: { label: "Image" },
    variants: { label: "Variantes" },
  },
  deliveryMethod: {
    ...CATALOGUE_COMMON,
    carrier: { label: "Transporteur" },
    price: { label: "Prix", kind: "euros" },
    freeAbove: { label: "Gratuit dès", kind: "euros" },
    minDays: { label: "Délai minimum (jours)", kind: "count" },
    maxDays: { label: "Délai maximum (jours)", kind: "count" },
    countries: { label: "Pays" },
  },
  staticPage: CONTENT,
  blogPost: CONTENT,
};

/**
 * A field's spec; `undefined` when the table does not know it (an entry older than its field:
 * shown under its path), `null` when it is hidden. A field nested under a known object field
 * (`customMetadata.credit`, `variants` items) reads under that field's label.
 */
export function auditField(targetType: string, field: string): FieldSpec | null | undefined {
  const fields = Object.hasOwn(AUDIT_FIELDS, targetType) ? AUDIT_FIELDS[targetType]! : {};
  if (Object.hasOwn(fields, field)) return fields[field];
  const parent = field.split(".")[0]!;
  if (parent !== field && Object.hasOwn(fields, parent)) {
    const spec = fields[parent];
    return spec && { label: `${spec.label} (${field.slice(parent.length + 1)})` };
  }
  return undefined;
}

const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
const integer = new Intl.NumberFormat("fr-FR");
const decimal = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });

/** A list shown as its items (« FR, BE »), each through `word` (a vocabulary); objects stay JSON. */
function listText(value: string, word: (item: string) => string = (item) => item): string {
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed) && parsed.every((item) => typeof item === "string" || typeof item === "number")) {
      return parsed.length === 0 ? "aucun" : parsed.map((item) => word(String(item))).join(", ");
    }
  } catch {
    // not JSON: shown as it is
  }
  return value;
}

/**
 * A value as the log shows it (the API's text: a string, or JSON): statuses in French, money in
 * euros, yes/no; an instant stays ISO (the console writes it in Paris time); a `user` stays its
 * uid unless `names` has it (the console names administrators from its own list).
 */
export function auditValueText(spec: FieldSpec | undefined, value: string | null, names?: ReadonlyMap<string, string>): string | null {
  if (value === null) return null;
  const kind = spec?.kind ?? "text";
  const number = Number(value);
  switch (kind) {
    case "text":
      return value.startsWith("[") ? listText(value) : value;
    case "yesNo":
      return value === "true" ? "oui" : value === "false" ? "non" : value;
    case "euros":
      return Number.isFinite(number) ? euros.format(number) : value;
    case "cents":
      return Number.isFinite(number) ? euros.format(number / 100) : value;
    case "percent":
      return Number.isFinite(number) ? `${decimal.format(number)}\u202f%` : value;
    case "count":
      return Number.isFinite(number) ? integer.format(number) : value;
    case "user":
      return names?.get(value) ?? value;
    default: {
      // A list (a custom role's permissions) reads item by item.
      const words = VOCABULARIES[kind];
      return value.startsWith("[") ? listText(value, (item) => words[item] ?? item) : (words[value] ?? value);
    }
  }
}

/**
 * Who may do what in the back-office (docs/roles.md). The spec's rule stays whole: only a record
 * whose `isAdmin` is exactly true (and not blocked) gets in at all. A member's role then narrows
 * what they may do, permission by permission, named in the shop's own terms.
 *
 * The server enforces these (server/src/auth/permissions.ts, every field declaring its
 * permission in its module); the console only follows the list the session query returns.
 */

/** Every permission, in the order the staff screen lists them. */
export const PERMISSIONS = [
  "ORDERS_READ",
  "FULFILMENT",
  "REFUNDS",
  "CUSTOMERS_READ",
  "CREDITS",
  "CUSTOMERS_BLOCK",
  "MODERATION",
  "CATALOGUE",
  "CONTENT",
  "INBOX",
  "EMAIL_TEMPLATES",
  "FINANCES",
  "PERSONAL_DATA",
  "SETTINGS",
  "STAFF",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** French names, as a refusal names what is missing (« votre rôle ne permet pas : Remboursements »). */
export const PERMISSION_LABELS: Record<Permission, string> = {
  ORDERS_READ: "Commandes",
  FULFILMENT: "Préparation et expédition",
  REFUNDS: "Remboursements",
  CUSTOMERS_READ: "Clients",
  CREDITS: "Crédits et fidélité",
  CUSTOMERS_BLOCK: "Blocage des clients",
  MODERATION: "Modération",
  CATALOGUE: "Catalogue",
  CONTENT: "Contenu",
  INBOX: "Messages",
  EMAIL_TEMPLATES: "Modèles d’e-mails",
  FINANCES: "Finances",
  PERSONAL_DATA: "Données personnelles",
  SETTINGS: "Paramètres",
  STAFF: "Équipe et droits",
};

/** What each permission covers, in a sentence (the staff screen, the API's descriptions). */
export const PERMISSION_DESCRIPTIONS: Record<Permission, string> = {
  ORDERS_READ: "Voir les commandes, leur contenu, leur adresse et leur historique.",
  FULFILMENT: "Changer le statut des commandes, les numéros de suivi, les bons de préparation et le travail en masse.",
  REFUNDS: "Rembourser, réimprimer et annuler une commande payée.",
  CUSTOMERS_READ: "Voir les clients, leurs créations et leurs commandes.",
  CREDITS: "Voir et ajuster les crédits et les points de fidélité des clients.",
  CUSTOMERS_BLOCK: "Bloquer et débloquer un compte client.",
  MODERATION: "Approuver et rejeter les créations.",
  CATALOGUE: "Produits, modes de livraison et styles d’images.",
  CONTENT: "Pages, articles de blog et médiathèque.",
  INBOX: "Feedbacks, messages de contact et réponses.",
  EMAIL_TEMPLATES: "Modèles d’e-mails et journal des envois.",
  FINANCES: "Chiffres, transactions, factures, avoirs et exports comptables.",
  PERSONAL_DATA: "Exporter et effacer les données personnelles d’un client, tenir le registre des demandes (RGPD).",
  SETTINGS: "Paramètres de la boutique, TVA et identité du vendeur.",
  STAFF: "Membres de l’équipe, rôles, invitations et droits administrateur.",
};

/** The roles every shop has. A custom role is made of permissions and stored (staffRoles/{id}). */
export const BUILT_IN_ROLES = ["OWNER", "MANAGER", "FULFILMENT", "SUPPORT", "MODERATION", "ACCOUNTING"] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

export interface RoleDefinition {
  id: string;
  name: string;
  permissions: readonly Permission[];
}

const except = (...left: Permission[]): Permission[] => PERMISSIONS.filter((p) => !left.includes(p));

export const BUILT_IN_ROLE_DEFINITIONS: Record<BuiltInRole, RoleDefinition> = {
  OWNER: { id: "OWNER", name: "Propriétaire", permissions: [...PERMISSIONS] },
  MANAGER: { id: "MANAGER", name: "Gestion", permissions: except("STAFF", "SETTINGS", "PERSONAL_DATA") },
  FULFILMENT: { id: "FULFILMENT", name: "Préparation", permissions: ["ORDERS_READ", "FULFILMENT"] },
  SUPPORT: { id: "SUPPORT", name: "Service client", permissions: ["ORDERS_READ", "CUSTOMERS_READ", "CREDITS", "INBOX"] },
  MODERATION: { id: "MODERATION", name: "Modération", permissions: ["MODERATION", "CUSTOMERS_READ", "CUSTOMERS_BLOCK"] },
  ACCOUNTING: { id: "ACCOUNTING", name: "Comptabilité", permissions: ["ORDERS_READ", "FINANCES"] },
};

export const isPermission = (value: unknown): value is Permission => typeof value === "string" && (PERMISSIONS as readonly string[]).includes(value);
export const isBuiltInRole = (value: unknown): value is BuiltInRole => typeof value === "string" && (BUILT_IN_ROLES as readonly string[]).includes(value);

/** The role a member without one is given: « Aucun rôle », no permission (an administrator just named, until the owner picks). */
export const NO_ROLE = "NONE";

/**
 * What a member's record says they may do. `staffRole` is the role's id; a custom role's
 * permissions are copied on the record (`staffPermissions`) whenever the role or the member
 * changes, so the request that reads the caller's record reads nothing more.
 * A record written before roles existed has no `staffRole`: it is read as the owner's, which
 * is what it could do then (a shop with one administrator sees no change); the migration
 * (`npm run staff:migrate`) writes it out.
 */
export function memberPermissions(record: { staffRole?: unknown; staffPermissions?: unknown } | null | undefined): Permission[] {
  if (!record) return [];
  const role = record.staffRole;
  if (role === undefined || role === null) return [...PERMISSIONS];
  if (isBuiltInRole(role)) return [...BUILT_IN_ROLE_DEFINITIONS[role].permissions];
  if (role === NO_ROLE || typeof role !== "string") return [];
  const stored = Array.isArray(record.staffPermissions) ? record.staffPermissions.filter(isPermission) : [];
  return PERMISSIONS.filter((p) => stored.includes(p));
}

/** The member's role as the console names it; a custom role's name is copied on the record like its permissions. */
export function memberRole(record: { staffRole?: unknown; staffRoleName?: unknown }): { id: string; name: string } {
  const role = record.staffRole;
  if (role === undefined || role === null) return { id: "OWNER", name: BUILT_IN_ROLE_DEFINITIONS.OWNER.name };
  if (isBuiltInRole(role)) return { id: role, name: BUILT_IN_ROLE_DEFINITIONS[role].name };
  if (role === NO_ROLE || typeof role !== "string") return { id: NO_ROLE, name: "Aucun rôle" };
  return { id: role, name: typeof record.staffRoleName === "string" && record.staffRoleName ? record.staffRoleName : "Rôle personnalisé" };
}

/** The permissions of `required` that `held` lacks, in the table's order. */
export function missingPermissions(held: readonly Permission[], required: Iterable<Permission>): Permission[] {
  const need = new Set(required);
  return PERMISSIONS.filter((p) => need.has(p) && !held.includes(p));
}

/** The French refusal naming what is missing: « Accès refusé - votre rôle ne permet pas : Remboursements, Finances ». */
export function permissionRefusal(missing: readonly Permission[]): string {
  return `Accès refusé - votre rôle ne permet pas\u00a0: ${missing.map((p) => PERMISSION_LABELS[p]).join(", ")}`;
}

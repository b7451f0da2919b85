/**
 * The audit log's vocabulary (docs/audit-log.md): every action an admin write records, with its
 * French label, and every kind of target, with its French name and where the console shows it.
 * `AuditEntry.action` (firestore/auditLog.ts) is typed from this table, so an action written
 * without a label does not compile; auditActions.test.ts also reads the sources for action
 * strings, so one that slips past the types still fails a test.
 */

/** The catalogue's resources: the audit targetType and action prefix of each catalogue screen. */
export const CATALOGUE_RESOURCES = ["textToImageStyle", "imageToImagePrompt", "printingProduct", "deliveryMethod"] as const;
export type CatalogueResource = (typeof CATALOGUE_RESOURCES)[number];
export const CATALOGUE_VERBS = ["create", "update", "setActive", "duplicate", "reorder", "delete"] as const;
export type CatalogueVerb = (typeof CATALOGUE_VERBS)[number];

/** « Style texte-vers-image créé »…: one noun (all masculine), its plural for a reorder. */
const catalogueLabels = <R extends CatalogueResource>(resource: R, noun: string, plural: string) =>
  ({
    [`${resource}.create`]: `${noun} créé`,
    [`${resource}.update`]: `${noun} modifié`,
    [`${resource}.setActive`]: `${noun} activé ou désactivé`,
    [`${resource}.duplicate`]: `${noun} dupliqué`,
    [`${resource}.reorder`]: `${plural} réordonnés`,
    [`${resource}.delete`]: `${noun} supprimé`,
  }) as Record<`${R}.${CatalogueVerb}`, string>;

export const AUDIT_ACTION_LABELS = {
  "order.changeStatus": "Statut de commande modifié",
  "order.addNote": "Note ajoutée à la commande",
  "order.setTrackingNumber": "Numéro de suivi modifié",
  "order.reprint": "Réimpression créée",
  "order.refund": "Remboursement (avoir émis)",
  "user.create": "Compte créé",
  "user.login": "Connexion à l’administration",
  "user.setCredits": "Crédits définis",
  "user.adjustCredits": "Crédits ajustés",
  "user.setLoyaltyPoints": "Points de fidélité modifiés",
  "user.block": "Utilisateur bloqué",
  "user.unblock": "Utilisateur débloqué",
  "user.grantAdmin": "Droits administrateur accordés",
  "user.revokeAdmin": "Droits administrateur retirés",
  "staff.invite": "Membre de l’équipe invité",
  "staff.notificationPreferences": "Préférences de notification modifiées",
  "staff.changeRole": "Rôle d’un membre modifié",
  "staff.deactivate": "Membre de l’équipe désactivé",
  "staff.reactivate": "Membre de l’équipe réactivé",
  "staff.signOut": "Sessions d’un membre déconnectées",
  "staffRole.create": "Rôle personnalisé créé",
  "staffRole.update": "Rôle personnalisé modifié",
  "staffRole.delete": "Rôle personnalisé supprimé",
  "user.staffMigrate": "Rôle Propriétaire attribué (migration)",
  "creation.moderate": "Création modérée",
  "feedback.setStatus": "Statut de feedback modifié",
  "feedback.addNote": "Note ajoutée au feedback",
  "feedback.assign": "Feedback attribué",
  "contactMessage.setStatus": "Statut de message modifié",
  "contactMessage.markRead": "Message marqué comme lu",
  "contactMessage.reply": "Réponse envoyée",
  "emailTemplate.update": "Modèle d’e-mail modifié",
  "emailTemplate.sendTest": "E-mail de test envoyé",
  "mail.retry": "Envoi d’e-mail relancé",
  "settings.setEmailEnabled": "Envoi automatique d’e-mail modifié",
  "settings.update": "Paramètres modifiés",
  "settings.maintenance": "Mode maintenance activé ou désactivé",
  "aggregates.verify": "Écart des chiffres avec les données constaté par la vérification",
  "media.upload": "Média importé",
  "media.update": "Média modifié",
  "media.delete": "Média supprimé",
  "staticPage.create": "Page statique créée",
  "staticPage.update": "Page statique modifiée",
  "staticPage.restore": "Page statique restaurée",
  "blogPost.create": "Article créé",
  "blogPost.update": "Article modifié",
  "blogPost.restore": "Article restauré",
  "savedView.create": "Vue enregistrée",
  "savedView.update": "Vue enregistrée modifiée",
  "savedView.delete": "Vue enregistrée supprimée",
  "settings.setTwoStepRequirement": "Validation en deux étapes exigée ou levée pour des rôles",
  "user.resetTwoStep": "Validation en deux étapes réinitialisée",
  "change.undo": "Modification annulée",
  // Four-eyes approval (issue 35, docs/approvals.md).
  "approvalRequest.create": "Demande d’approbation créée",
  "approvalRequest.approve": "Demande approuvée et exécutée",
  "approvalRequest.reject": "Demande rejetée",
  "approvalRequest.refuse": "Approbation refusée par les règles",
  "settings.setApprovalThresholds": "Seuils d’approbation modifiés",
  "settings.setRetention": "Délais de conservation modifiés",
  "settings.purgeExpired": "Données expirées supprimées",
  // Customer data rights (issue 37, docs/personal-data.md).
  "user.exportPersonalData": "Données personnelles exportées",
  "user.erasePersonalData": "Données personnelles effacées",
  "personalDataRequest.record": "Demande RGPD enregistrée",
  "personalDataRequest.close": "Demande RGPD close",
  ...catalogueLabels("textToImageStyle", "Style texte-vers-image", "Styles texte-vers-image"),
  ...catalogueLabels("imageToImagePrompt", "Prompt IA", "Prompts IA"),
  ...catalogueLabels("printingProduct", "Produit d’impression", "Produits d’impression"),
  ...catalogueLabels("deliveryMethod", "Mode de livraison", "Modes de livraison"),
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTION_LABELS, value);

/** The label of an action; an entry written before its action had one shows the raw action. */
export const auditActionLabel = (action: string): string => (isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action);

/**
 * Each kind of target: its French name and the console path that shows one (null: no screen
 * shows a single one). `list` is the path of the whole collection (a reorder's target).
 */
const TARGETS: Record<string, { label: string; path: (id: string) => string | null; list?: string }> = {
  order: { label: "Commande", path: (id) => `/orders/${encodeURIComponent(id)}`, list: "/orders" },
  user: { label: "Utilisateur", path: (id) => `/users/${encodeURIComponent(id)}`, list: "/users" },
  creation: { label: "Création", path: (id) => `/creations?details=${encodeURIComponent(id)}`, list: "/creations" },
  feedback: { label: "Feedback", path: (id) => `/feedback/${encodeURIComponent(id)}`, list: "/feedback" },
  contactMessage: { label: "Message de contact", path: (id) => `/contact-messages/${encodeURIComponent(id)}`, list: "/contact-messages" },
  textToImageStyle: { label: "Style texte-vers-image", path: (id) => `/text-to-image/${encodeURIComponent(id)}`, list: "/text-to-image" },
  imageToImagePrompt: { label: "Prompt IA", path: (id) => `/ai-prompts/${encodeURIComponent(id)}`, list: "/ai-prompts" },
  printingProduct: { label: "Produit d’impression", path: (id) => `/impression/${encodeURIComponent(id)}`, list: "/impression" },
  deliveryMethod: { label: "Mode de livraison", path: (id) => `/delivery-methods/${encodeURIComponent(id)}`, list: "/delivery-methods" },
  staticPage: { label: "Page statique", path: (id) => `/static-pages/${encodeURIComponent(id)}`, list: "/static-pages" },
  blogPost: { label: "Article de blog", path: (id) => `/blog/${encodeURIComponent(id)}`, list: "/blog" },
  emailTemplate: { label: "Modèle d’e-mail", path: (name) => `/emails?template=${encodeURIComponent(name)}`, list: "/emails" },
  mail: { label: "E-mail envoyé", path: (id) => `/emails?tab=journal&mail=${encodeURIComponent(id)}`, list: "/emails?tab=journal" },
  mediaFile: { label: "Média", path: (fullPath) => `/media?file=${encodeURIComponent(fullPath)}`, list: "/media" },
  savedView: { label: "Vue enregistrée", path: () => null },
  staff: { label: "Membre de l’équipe", path: () => "/settings/staff", list: "/settings/staff" },
  staffRole: { label: "Rôle personnalisé", path: () => "/settings/staff?tab=roles", list: "/settings/staff?tab=roles" },
  settings: { label: "Paramètres", path: () => "/settings" },
  approvalRequest: { label: "Demande d’approbation", path: () => "/approvals", list: "/approvals" },
  aggregates: { label: "Chiffres du tableau de bord", path: () => "/" },
  // The register (its « Traitées » tab keeps a closed one); the entry's `after.userId` names the customer.
  personalDataRequest: { label: "Demande RGPD", path: () => "/personal-data-requests", list: "/personal-data-requests" },
};

/** The target types the log's filter offers, with their names, in the table's order. */
export const AUDIT_TARGET_TYPES = Object.entries(TARGETS).map(([value, { label }]) => ({ value, label }));

export const auditTargetTypeLabel = (targetType: string): string => TARGETS[targetType]?.label ?? targetType;

/**
 * Where the console shows an entry's target: its detail screen, its collection for a reorder,
 * nothing once deleted or for a kind of target no screen shows.
 */
export function auditTargetPath(action: string, targetType: string, targetId: string): string | null {
  const target = Object.hasOwn(TARGETS, targetType) ? TARGETS[targetType] : undefined;
  if (!target) return null;
  if (action.endsWith(".delete")) return null;
  if (action.endsWith(".reorder")) return target.list ?? null;
  return target.path(targetId);
}

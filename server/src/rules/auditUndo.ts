/**
 * Whether each audited action can be undone, and how (docs/undo.md): the rule beside the label
 * (auditActions.ts). Typed on every action, so an action added without deciding its undo does
 * not compile.
 *
 * - `reversible`: « Annuler » reverses it, on the server, in one audited transaction, if the record
 *   is still as the change left it. `how` is the undo engine's recipe (undo/undoers.ts), `permission`
 *   what the member who undoes must hold (the original write's).
 * - `irreversible`: never undone, for the reason given (money paid out, a legal document, a mail sent).
 * - `elsewhere`: undone with the screen's own action, not from the history; the reason says where.
 */
import type { Permission } from "@atelier/domain/staff/permissions";
import type { AuditAction, CatalogueResource } from "./auditActions";

export type UndoRecipe =
  "orderStatus" | "fields" | "versionedFields" | "template" | "content" | "savedView" | "settings" | "credits" | "orderNote" | "moderation";

export type UndoRule =
  // permission null: any member, the record's own rules deciding (a saved view: who may edit it).
  | { kind: "reversible"; how: UndoRecipe; permission: Permission | null; effect: string }
  | { kind: "irreversible"; reason: string }
  | { kind: "elsewhere"; reason: string };

const reversible = (how: UndoRecipe, permission: Permission | null, effect: string): UndoRule => ({ kind: "reversible", how, permission, effect });
const irreversible = (reason: string): UndoRule => ({ kind: "irreversible", reason });
const elsewhere = (reason: string): UndoRule => ({ kind: "elsewhere", reason });

const MAIL_SENT = irreversible("Un e-mail envoyé ne peut pas être rappelé.");
const RIGHTS = elsewhere("Les droits se changent depuis l’équipe (Paramètres › Équipe), où chaque changement est vérifié.");
const NOT_A_CHANGE = irreversible("Cette entrée constate un fait, elle ne modifie rien.");

const catalogueRules = (resource: CatalogueResource) =>
  ({
    [`${resource}.update`]: reversible("versionedFields", "CATALOGUE", "Les valeurs précédentes reviennent (nouvelle version)."),
    [`${resource}.setActive`]: reversible("versionedFields", "CATALOGUE", "L’élément revient à son état actif ou inactif précédent."),
    [`${resource}.create`]: elsewhere("Supprimez l’élément créé depuis sa liste."),
    [`${resource}.duplicate`]: elsewhere("Supprimez la copie depuis sa liste."),
    [`${resource}.reorder`]: elsewhere("Réordonnez la liste par glisser-déposer."),
    [`${resource}.delete`]: irreversible("Un élément supprimé n’est plus enregistré : recréez-le."),
  }) as Record<`${CatalogueResource}.${"create" | "update" | "setActive" | "duplicate" | "reorder" | "delete"}`, UndoRule>;

export const AUDIT_UNDO: Record<AuditAction, UndoRule> = {
  "order.changeStatus": reversible("orderStatus", "FULFILMENT", "La commande revient à son statut précédent."),
  "order.addNote": reversible("orderNote", "FULFILMENT", "La note est retirée de la commande."),
  "order.setTrackingNumber": reversible("fields", "FULFILMENT", "Le numéro de suivi précédent revient."),
  "order.reprint": elsewhere("La réimpression est une nouvelle commande : annulez-la depuis sa fiche."),
  "order.refund": irreversible("Un remboursement versé ne se reprend pas, et son avoir est un document légal."),
  "user.create": irreversible("La création d’un compte ne s’annule pas."),
  "user.login": NOT_A_CHANGE,
  "user.exportPersonalData": irreversible("Une archive remise ne se reprend pas."),
  "user.erasePersonalData": irreversible("Des données effacées ne reviennent pas\u00a0: c’est ce que le client a demandé."),
  "personalDataRequest.record": irreversible("Le registre garde chaque demande reçue\u00a0: une demande enregistrée se clôt, elle ne s’efface pas."),
  "personalDataRequest.close": irreversible("La réponse est partie au client\u00a0: elle ne se reprend pas."),
  "user.setCredits": reversible("credits", "CREDITS", "Une écriture inverse rétablit le solde (la ligne d’origine reste au relevé)."),
  "user.adjustCredits": reversible("credits", "CREDITS", "Une écriture inverse rétablit le solde (la ligne d’origine reste au relevé)."),
  "user.setLoyaltyPoints": reversible("fields", "CREDITS", "Les points de fidélité précédents reviennent."),
  "user.block": elsewhere("Le blocage a fermé les sessions du client : débloquez-le depuis sa fiche."),
  "user.unblock": elsewhere("Bloquez de nouveau le client depuis sa fiche."),
  "user.grantAdmin": RIGHTS,
  "user.revokeAdmin": RIGHTS,
  "staff.invite": RIGHTS,
  "staff.notificationPreferences": irreversible("Ce sont les préférences d’un membre : il les change lui-même depuis la cloche des notifications."),
  "staff.changeRole": RIGHTS,
  "staff.deactivate": RIGHTS,
  "staff.reactivate": RIGHTS,
  "staff.signOut": irreversible("Des sessions fermées ne se rouvrent pas."),
  "staffRole.create": RIGHTS,
  "staffRole.update": RIGHTS,
  "staffRole.delete": RIGHTS,
  "user.staffMigrate": RIGHTS,
  "creation.moderate": reversible(
    "moderation",
    "MODERATION",
    "La création revient à son état de modération précédent (en attente s’il s’agissait de la première décision).",
  ),
  "feedback.setStatus": elsewhere("Remettez le statut depuis le feedback (le compteur des non-traités suit chaque statut)."),
  "feedback.addNote": elsewhere("Ajoutez une note rectificative au feedback."),
  "feedback.assign": elsewhere("Réattribuez le feedback depuis sa fiche."),
  "contactMessage.setStatus": elsewhere("Remettez le statut depuis le message (le compteur des non-lus suit chaque statut)."),
  "contactMessage.markRead": elsewhere("Marquez le message comme non lu depuis sa fiche."),
  "contactMessage.reply": MAIL_SENT,
  "emailTemplate.update": reversible(
    "template",
    "EMAIL_TEMPLATES",
    "Le modèle revient à sa version précédente (une nouvelle version ; celle qu’il remplace reste dans l’historique).",
  ),
  "emailTemplate.sendTest": MAIL_SENT,
  "mail.retry": MAIL_SENT,
  "settings.setEmailEnabled": reversible("settings", "EMAIL_TEMPLATES", "L’envoi automatique revient à son réglage précédent."),
  "settings.update": reversible("settings", "SETTINGS", "Les paramètres précédents reviennent (nouvelle version)."),
  "settings.maintenance": reversible("settings", "SETTINGS", "Le mode maintenance revient à son état précédent."),
  "aggregates.verify": NOT_A_CHANGE,
  "media.upload": elsewhere("Supprimez le média depuis la médiathèque."),
  "media.update": elsewhere("Modifiez de nouveau le média depuis la médiathèque."),
  "media.delete": irreversible("Le fichier supprimé n’est plus stocké."),
  "staticPage.create": elsewhere("Dépubliez ou supprimez la page depuis sa fiche."),
  "staticPage.update": reversible(
    "content",
    "CONTENT",
    "La page revient à son texte et son statut précédents (nouvelle révision ; celle-ci reste dans « Révisions »).",
  ),
  "staticPage.restore": reversible("content", "CONTENT", "La page revient au texte qu’elle avait avant la restauration."),
  "blogPost.create": elsewhere("Dépubliez ou supprimez l’article depuis sa fiche."),
  "blogPost.update": reversible(
    "content",
    "CONTENT",
    "L’article revient à son texte et son statut précédents (nouvelle révision ; celle-ci reste dans « Révisions »).",
  ),
  "blogPost.restore": reversible("content", "CONTENT", "L’article revient au texte qu’il avait avant la restauration."),
  "savedView.create": reversible("savedView", null, "La vue enregistrée est retirée."),
  "savedView.update": reversible("savedView", null, "La vue reprend son nom, ses filtres et son partage précédents."),
  "savedView.delete": elsewhere("Enregistrez de nouveau la vue depuis la liste."),
  "settings.setTwoStepRequirement": RIGHTS,
  "user.resetTwoStep": irreversible("Le membre doit enregistrer de nouveau son second facteur."),
  "approvalRequest.create": elsewhere("Une demande en attente se rejette depuis la file des approbations."),
  "approvalRequest.approve": irreversible("L’écriture approuvée est faite : annulez-la depuis sa propre entrée du journal."),
  "approvalRequest.reject": irreversible("Une demande rejetée est close : refaites la demande."),
  "approvalRequest.refuse": NOT_A_CHANGE,
  "settings.setApprovalThresholds": elsewhere("Les seuils d’approbation se changent depuis les paramètres, par leur propriétaire."),
  "settings.setRetention": elsewhere("Les délais de conservation se changent depuis les paramètres (« Conservation des données »)."),
  "settings.purgeExpired": irreversible("Des données supprimées à l’échéance de leur délai de conservation ne reviennent pas."),
  "change.undo": irreversible("Une annulation ne s’annule pas : refaites la modification."),
  ...catalogueRules("textToImageStyle"),
  ...catalogueRules("imageToImagePrompt"),
  ...catalogueRules("printingProduct"),
  ...catalogueRules("deliveryMethod"),
};

/** What an entry recorded, as far as the rules look at it. */
export interface UndoableEntry {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Why a status change cannot go back, from its entry alone: money or legal documents followed it. */
export function statusUndoRefusal(entry: UndoableEntry): string | null {
  const to = entry.after?.status;
  if (to === "refunded") return "Un remboursement versé ne se reprend pas, et son avoir est un document légal.";
  if (entry.after?.creditNote)
    return `L’avoir ${String(entry.after.creditNote)} émis à l’annulation est un document légal : la commande ne revient pas en arrière.`;
  if (to === "paid") return "Le paiement a émis la facture, un document légal : remboursez la commande plutôt.";
  if (typeof entry.before?.status !== "string") return "Le statut d’avant n’est pas connu.";
  return null;
}

/** Why an entry cannot be undone at all (its kind, or what it did), or null: it may be, if its records did not change since. */
export function entryRefusal(entry: UndoableEntry): string | null {
  const rule = undoRuleOf(entry.action);
  if (rule.kind !== "reversible") return rule.reason;
  return rule.how === "orderStatus" ? statusUndoRefusal(entry) : null;
}

/** The rule of a stored action; an action the code no longer writes is not undone. */
export function undoRuleOf(action: string): UndoRule {
  return Object.hasOwn(AUDIT_UNDO, action) ? AUDIT_UNDO[action as AuditAction] : irreversible("Cette action n’est plus connue : elle ne s’annule pas.");
}

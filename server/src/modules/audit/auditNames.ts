/**
 * Names for the audit log (docs/audit-log.md « Noms »): the target of an entry, read through the
 * request's DataLoaders (batched with every other load of the page; at most one read an entry,
 * as limits/costModel.ts prices AuditEntry.targetLabel). A name the entry itself records (a
 * record's name, a page's title) costs nothing. The uids a field holds (an assignee, a
 * moderator) are administrators: the console names them from the administrators it already
 * lists and the entry's actor, so a page of 100 entries stays within the cost ceiling.
 */
import type { AuditRecord } from "../../firestore/auditLog";
import type { UserRecord } from "../../firestore/users/record";
import type { Loaders } from "../../loaders";
import { auditField, auditValueText, HIDDEN } from "../../rules/auditFields";
import { auditChanges } from "../../rules/auditDiff";
import { MAIL_TEMPLATES } from "@atelier/domain/mailTemplates";

const personName = (user: UserRecord | null | Error | undefined): string | null =>
  !user || user instanceof Error ? null : [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || null;

/** The spec's short id: « #ABC123 ». */
const shortRef = (id: string) => `#${id.slice(0, 6).toUpperCase()}`;

/** A string the entry recorded under `field`, after then before. */
const recorded = (entry: AuditRecord, field: string): string | null => {
  for (const state of [entry.after, entry.before]) {
    const value = state?.[field];
    if (typeof value === "string" && value.trim()) return value;
  }
  return null;
};

type CatalogueLoader = Loaders["textToImageStyle" | "imageToImageStyle" | "printingProduct" | "deliveryMethod"];

async function catalogueName(entry: AuditRecord, loader: CatalogueLoader): Promise<string | null> {
  const name = recorded(entry, "name");
  if (name) return name;
  const record = await (loader as { load: (id: string) => Promise<{ name: string } | null> }).load(entry.targetId).catch(() => null);
  return record?.name ?? null;
}

export async function auditTargetLabel(entry: AuditRecord, loaders: Loaders): Promise<string | null> {
  const { targetType, targetId, action } = entry;
  if (action.endsWith(".reorder")) return null;
  switch (targetType) {
    case "user":
      return personName(await loaders.user.load(targetId).catch(() => null)) ?? recorded(entry, "email");
    case "order":
      return shortRef(targetId);
    case "creation":
      return shortRef(targetId);
    case "textToImageStyle":
      return catalogueName(entry, loaders.textToImageStyle);
    case "imageToImagePrompt":
      return catalogueName(entry, loaders.imageToImageStyle);
    case "printingProduct":
      return catalogueName(entry, loaders.printingProduct);
    case "deliveryMethod":
      return catalogueName(entry, loaders.deliveryMethod);
    case "staticPage":
    case "blogPost":
      return recorded(entry, "title");
    case "emailTemplate":
      return MAIL_TEMPLATES.find((t) => t.name === targetId)?.label ?? null;
    case "mediaFile":
      return targetId.split("/").at(-1) || null;
    case "settings":
      return "Paramètres de la boutique";
    default:
      return null;
  }
}

/** The entry's changes as the log shows them: hidden fields left out, labels, values in French. */
export function auditChangesShown(entry: AuditRecord) {
  return auditChanges(entry.before, entry.after).flatMap((change) => {
    const spec = auditField(entry.targetType, change.field);
    if (spec === HIDDEN) return [];
    return [
      {
        ...change,
        label: spec?.label ?? change.field,
        beforeText: auditValueText(spec, change.before),
        afterText: auditValueText(spec, change.after),
        valuesAreUserIds: spec?.kind === "user",
      },
    ];
  });
}

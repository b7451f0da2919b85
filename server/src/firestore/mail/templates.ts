/**
 * The back-office's e-mail templates: the definitions (@atelier/domain/mailTemplates) joined with their
 * `templates/{name}` documents and the switches of settings/app; their saves (version rule,
 * checked content, audited) and the switches' (audited, version of settings/app).
 */
import type { Firestore } from "firebase-admin/firestore";
import {
  checkTemplateContent,
  mailTemplateDefinition,
  MAIL_TEMPLATES,
  unknownTemplate,
  type MailSwitch,
  type MailTemplateDefinition,
  type TemplateContent,
} from "@atelier/domain/mailTemplates";
import { inputField, userError } from "@atelier/domain/userErrors";
import { handlebarsSyntaxError } from "../../mail/render";
import { auditedWrites } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { mailSettingsFromData, settingsFromData, settingsRef, type MailSettings, type ShopSettingsRecord } from "../settings/record";
import { revisionStore } from "../revisions/revisions";
import { refuseIfStale } from "../versionCheck";
import { TEMPLATES, templateFromData, type TemplateRecord } from "./record";

/** What the API shows of a template: its definition, its stored content, whether it is sent. */
export interface EmailTemplateView extends TemplateRecord {
  definition: MailTemplateDefinition;
  enabled: boolean;
}

const view = (definition: MailTemplateDefinition, record: TemplateRecord, settings: MailSettings): EmailTemplateView => ({
  ...record,
  definition,
  enabled: definition.switch ? settings.switches[definition.switch] : true,
});

/** The rules' check, then Handlebars' own parse of each part (what the rules let through must compile). */
export function checkTemplate(input: TemplateContent, definition: MailTemplateDefinition, base = inputField()) {
  const checked = checkTemplateContent(input, definition, base);
  if (checked.errors.length > 0) return checked;
  for (const part of ["subject", "html", "text"] as const) {
    const error = handlebarsSyntaxError(checked.value[part]);
    if (error) checked.errors.push(userError([...base, part], `Syntaxe Handlebars invalide : ${error}`, "INVALID_TEMPLATE"));
  }
  return checked;
}

export function mailTemplates(firestore: Firestore, meter: CostMeter) {
  const writes = auditedWrites(firestore, meter);
  const revisions = revisionStore(meter);
  const ref = (name: string) => firestore.collection(TEMPLATES).doc(name);

  async function readSettings(): Promise<MailSettings> {
    const snap = await settingsRef(firestore).get();
    meter.documentsRead(1);
    return mailSettingsFromData(snap.data());
  }

  return {
    /** Every template, in the definitions' order: one getAll (templates and settings/app). */
    async templates(): Promise<EmailTemplateView[]> {
      const snaps = await firestore.getAll(settingsRef(firestore), ...MAIL_TEMPLATES.map((t) => ref(t.name)));
      meter.documentsRead(snaps.length);
      const settings = mailSettingsFromData(snaps[0]!.data());
      return MAIL_TEMPLATES.map((definition, i) => view(definition, templateFromData(definition.name, snaps[i + 1]!.data() ?? {}), settings));
    },

    settings: readSettings,

    /** The template's kept versions, newest first (at most MAX_REVISIONS reads). */
    revisions: (name: string) => revisions.list(ref(name)),

    /** A template's new content, if it is still at `version`. */
    updateTemplate: (actorUid: string, name: string, version: number, content: TemplateContent) =>
      writes.run(actorUid, async (w): Promise<EmailTemplateView> => {
        const definition = mailTemplateDefinition(name);
        if (!definition) return w.refuse([unknownTemplate(inputField("name"))]);
        const [templateSnap, settingsSnap] = await w.getAll([ref(name), settingsRef(firestore)]);
        const current = templateFromData(name, templateSnap!.data() ?? {});
        await refuseIfStale(w, firestore, current, version);
        const checked = checkTemplate(content, definition);
        if (checked.errors.length > 0) return w.refuse(checked.errors);
        const fields = { ...checked.value, version: current.version + 1, updatedAt: w.now, updatedBy: actorUid };
        if (templateSnap!.exists) {
          const previous = { subject: current.subject, html: current.html, text: current.text };
          revisions.keep(w, ref(name), { version: current.version, savedAt: templateSnap!.get("updatedAt"), savedBy: current.updatedBy, data: previous });
        }
        w.tx.set(ref(name), fields, { merge: true });
        w.audit({
          action: "emailTemplate.update",
          targetType: "emailTemplate",
          targetId: name,
          before: { subject: current.subject, html: current.html, text: current.text, version: current.version },
          after: { ...checked.value, version: fields.version },
        });
        const record: TemplateRecord = { name, ...checked.value, version: fields.version, updatedAt: w.now.toDate().toISOString(), updatedBy: actorUid };
        return view(definition, record, mailSettingsFromData(settingsSnap!.data()));
      }),

    /** Switches one mail on or off, if settings/app is still at `version`. */
    setEnabled: (actorUid: string, key: MailSwitch, enabled: boolean, version: number) =>
      writes.run(actorUid, async (w): Promise<ShopSettingsRecord> => {
        const settings = settingsFromData((await w.get(settingsRef(firestore))).data());
        await refuseIfStale(w, firestore, settings, version);
        const next = { version: settings.version + 1, updatedAt: w.now, updatedBy: actorUid };
        w.tx.set(settingsRef(firestore), { emails: { [key]: enabled }, ...next }, { merge: true });
        w.audit({
          action: "settings.setEmailEnabled",
          targetType: "settings",
          targetId: "app",
          before: { [`emails.${key}`]: settings.switches[key] },
          after: { [`emails.${key}`]: enabled },
        });
        return {
          ...settings,
          switches: { ...settings.switches, [key]: enabled },
          version: next.version,
          updatedAt: w.now.toDate().toISOString(),
          updatedBy: actorUid,
        };
      }),
  };
}

import type { EmailSwitch, MailDeliveryState, MailFilter, Resolvers } from "../../generated/graphql";
import type { EmailTemplateView, MailLogFilter } from "../../firestore/mail";
import { checkTemplate } from "../../firestore/mail/templates";
import { renderTemplate } from "../../mail/render";
import { mailTemplateDefinition, MAIL_SWITCHES, sampleData, unknownTemplate, type MailSwitch } from "@atelier/domain/mailTemplates";
import { inputField } from "@atelier/domain/userErrors";
import { connection, sharedConnection, totalCountResolver } from "../../schema/connection";
import { dayRangeInstants } from "../../schema/dayRange";
import { actor, payload, refused } from "../../schema/mutationPayload";

/** EmailSwitch on the wire ↔ the `emails.<key>` of settings/app. */
const switchKey = (value: EmailSwitch): MailSwitch => value.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as MailSwitch;
const switchEnum = (key: MailSwitch): EmailSwitch => key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase() as EmailSwitch;

const logFilter = (filter: MailFilter | null | undefined): MailLogFilter => ({
  state: filter?.state,
  templateName: filter?.templateName,
  recipient: filter?.recipient,
  ...dayRangeInstants(filter?.period),
});

export const mailResolvers: Resolvers = {
  Query: {
    emailTemplates: (_, __, ctx) => ctx.loaders.calls.share("Query.emailTemplates", null, null, () => ctx.repos.mail.templates()),
    emailSettings: (_, __, ctx) => ctx.loaders.calls.share("Query.emailSettings", null, null, () => ctx.repos.mail.settings()),
    emailTemplatePreview: (_, { input }) => {
      const definition = mailTemplateDefinition(input.name);
      if (!definition) return { subject: null, html: null, text: null, userErrors: [unknownTemplate(inputField("name"))] };
      const checked = checkTemplate(input, definition);
      if (checked.errors.length > 0) return { subject: null, html: null, text: null, userErrors: checked.errors };
      return { ...renderTemplate(checked.value, sampleData(definition)), userErrors: [] };
    },
    mails: (_, args, ctx) => {
      const filter = logFilter(args.filter);
      return sharedConnection(ctx, "Query.mails", null, args, () =>
        connection(ctx.repos.mail.page({ first: args.first, after: args.after }, filter), () => ctx.repos.mail.count(filter)),
      );
    },
    mail: async (_, { id }, ctx) => (await ctx.repos.mail.getMany([id]))[0] ?? null,
  },
  Mutation: {
    updateEmailTemplate: async (_, { input }, ctx) =>
      payload(
        "template",
        await ctx.repos.mail.updateTemplate(actor(ctx), input.name, input.version, { subject: input.subject, html: input.html, text: input.text }),
      ),
    setEmailEnabled: async (_, { input }, ctx) => {
      const result = await ctx.repos.mail.setEnabled(actor(ctx), switchKey(input.key), input.enabled, input.version);
      return { ...payload("settings", result), shopSettings: result.ok ? result.value : null };
    },
    sendTestEmail: async (_, { input }, ctx) => {
      if (!mailTemplateDefinition(input.name)) return refused({ mail: null }, [unknownTemplate(inputField("name"))]);
      return payload("mail", await ctx.repos.mail.sendTest(actor(ctx), input.name));
    },
    retryMail: async (_, { input }, ctx) => payload("mail", await ctx.repos.mail.retry(actor(ctx), input.id)),
  },
  EmailTemplate: {
    label: (t: EmailTemplateView) => t.definition.label,
    description: (t) => t.definition.description,
    variables: (t) => t.definition.variables,
    switch: (t) => (t.definition.switch ? switchEnum(t.definition.switch) : null),
    updatedBy: (t, _, ctx) => (t.updatedBy ? ctx.loaders.user.load(t.updatedBy) : null),
    revisions: (t, _, ctx) => ctx.loaders.calls.share("EmailTemplate.revisions", t.name, null, () => ctx.repos.mail.revisions(t.name)),
  },
  EmailTemplateRevision: {
    savedBy: (r, _, ctx) => (r.savedBy ? ctx.loaders.user.load(r.savedBy) : null),
    subject: (r) => (typeof r.data.subject === "string" ? r.data.subject : ""),
    html: (r) => (typeof r.data.html === "string" ? r.data.html : ""),
    text: (r) => (typeof r.data.text === "string" ? r.data.text : ""),
  },
  EmailSettings: {
    id: () => "app",
    switches: (settings) => MAIL_SWITCHES.map((key) => ({ key: switchEnum(key), enabled: settings.switches[key] })),
  },
  MailConnection: totalCountResolver,
  Mail: {
    templateLabel: (mail) => (mail.templateName ? (mailTemplateDefinition(mail.templateName)?.label ?? null) : null),
    state: (mail) => mail.state as MailDeliveryState,
    messageId: (mail) => mail.info?.messageId ?? null,
    accepted: (mail) => mail.info?.accepted ?? [],
    rejected: (mail) => mail.info?.rejected ?? [],
  },
};

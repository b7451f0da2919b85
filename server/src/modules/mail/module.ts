/** E-mails: the templates, their switches and preview, the sent mails' journal (docs/mail.md). */
import { MAX_REVISIONS } from "../../firestore/revisions/revisions";
import { connectionCosts, ONE, page } from "../../limits/costModel";
import { MAIL_TEMPLATES } from "@atelier/domain/mailTemplates";
import { mailRepository } from "../../firestore/mail";
import { defineModule } from "../serverModule";
import { mailResolvers } from "./mail";
import { INHERIT, wrappers } from "../../auth/fieldAccess";

declare module "../../firestore" {
  interface Repositories {
    mail: ReturnType<typeof mailRepository>;
  }
}

export default defineModule({
  repositories: { mail: mailRepository },
  resolvers: [mailResolvers],
  access: {
    "Query.emailTemplates": "EMAIL_TEMPLATES",
    "Query.emailSettings": "EMAIL_TEMPLATES",
    "Query.emailTemplatePreview": "EMAIL_TEMPLATES",
    "Query.mails": "EMAIL_TEMPLATES",
    "Query.mail": "EMAIL_TEMPLATES",
    "Mutation.updateEmailTemplate": "EMAIL_TEMPLATES",
    "Mutation.setEmailEnabled": "EMAIL_TEMPLATES",
    "Mutation.sendTestEmail": "EMAIL_TEMPLATES",
    "Mutation.retryMail": "EMAIL_TEMPLATES",
    EmailTemplate: "EMAIL_TEMPLATES",
    EmailTemplateVariable: "EMAIL_TEMPLATES",
    EmailTemplateRevision: "EMAIL_TEMPLATES",
    EmailSettings: "EMAIL_TEMPLATES",
    EmailSwitchState: "EMAIL_TEMPLATES",
    EmailTemplatePreview: "EMAIL_TEMPLATES",
    Mail: "EMAIL_TEMPLATES",
    ...wrappers("Mail"),
    EmailTemplatePayload: INHERIT,
    EmailSettingsPayload: INHERIT,
    MailPayload: INHERIT,
  },
  costs: {
    // The templates and settings/app in one getAll; the preview reads nothing.
    "Query.emailTemplates": { reads: 1 + MAIL_TEMPLATES.length, items: MAIL_TEMPLATES.length },
    "Query.emailSettings": ONE,
    "EmailSettings.switches": { items: MAIL_TEMPLATES.length },
    "EmailTemplate.variables": { items: 10 },
    "EmailTemplate.updatedBy": ONE,
    "EmailTemplate.revisions": { reads: MAX_REVISIONS, items: MAX_REVISIONS },
    "EmailTemplateRevision.savedBy": ONE,
    "Query.emailTemplatePreview": {},
    "Query.mails": { reads: page },
    ...connectionCosts("MailConnection", "mail"),
    "Query.mail": ONE,
    // The template and settings/app, and the author of a newer version when stale.
    "Mutation.updateEmailTemplate": { reads: 3 },
    "Mutation.setEmailEnabled": { reads: 2 },
    "Mutation.sendTestEmail": { reads: 2 },
    "Mutation.retryMail": ONE,
  },
});

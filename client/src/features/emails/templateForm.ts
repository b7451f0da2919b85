/**
 * The template editor's form: subject, HTML and text, checked as typed with the server's own
 * rules (@atelier/domain/mailTemplates: required parts, lengths, known variables, no triple braces,
 * balanced {{#if}}/{{#unless}} blocks), in the same French words as the API's userErrors.
 */
import { z } from "zod";
import type { EmailTemplateFieldsFragment } from "../../gql/graphql";
import { withServerRules } from "../../ui/form";
import { checkTemplateContent, type MailTemplateDefinition } from "@atelier/domain/mailTemplates";

/** The definition the rules need, from what the API says of the template. */
export const definitionOf = (template: EmailTemplateFieldsFragment): MailTemplateDefinition => ({
  name: template.name,
  label: template.label,
  description: template.description,
  switch: null,
  variables: template.variables,
});

export const templateSchema = (template: EmailTemplateFieldsFragment) =>
  withServerRules(
    z.object({ subject: z.string(), html: z.string(), text: z.string() }),
    (values) => checkTemplateContent(values, definitionOf(template), []).errors,
  );

export type TemplateFormValues = z.input<ReturnType<typeof templateSchema>>;

export const templateFormValues = (template: Pick<EmailTemplateFieldsFragment, "subject" | "html" | "text">): TemplateFormValues => ({
  subject: template.subject,
  html: template.html,
  text: template.text,
});

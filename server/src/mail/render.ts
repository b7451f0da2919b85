/**
 * Renders a template's parts with Handlebars, as the « Trigger Email from Firestore » extension
 * does: `{{x}}` HTML-escaped in the HTML part; the subject and the plain text are not HTML, so
 * they are rendered without escaping (an « & » in a name stays an « & »). Templates are checked
 * on save (@atelier/domain/mailTemplates: no triple-stash, known variables only), so customer data only
 * ever reaches the HTML through an escaping `{{ }}`.
 */
import Handlebars from "handlebars";
import type { TemplateContent } from "@atelier/domain/mailTemplates";

// An isolated environment: no helper or partial registered elsewhere reaches the templates.
const handlebars = Handlebars.create();

const compile = (source: string, escape: boolean) =>
  handlebars.compile(source, { noEscape: !escape, strict: false, knownHelpersOnly: true, knownHelpers: { if: true, unless: true } });

export type RenderedMessage = TemplateContent;

/** The three parts rendered with `data`; throws Handlebars' own error on a template it cannot parse. */
export function renderTemplate(template: TemplateContent, data: Record<string, unknown>): RenderedMessage {
  return {
    subject: compile(template.subject, false)(data).replace(/\s+/g, " ").trim(),
    html: compile(template.html, true)(data),
    text: compile(template.text, false)(data),
  };
}

/** Handlebars' own parse of a part, as a last check after the rules' (null when it parses). */
export function handlebarsSyntaxError(source: string): string | null {
  try {
    handlebars.parse(source);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message.split("\n")[0]! : String(error);
  }
}

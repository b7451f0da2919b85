/**
 * The e-mail templates the back-office sends (docs/mail.md): their names, the variables each may
 * use, the sample data of their preview, the `settings/app` switch that turns each on or off, and
 * the check of an edited template — the same in the API and in the console's form.
 *
 * Templates are Handlebars (the « Trigger Email from Firestore » extension's `templates`
 * collection), restricted to what this check understands: `{{variable}}` (HTML-escaped),
 * `{{#if variable}}…{{else}}…{{/if}}`, `{{#unless variable}}…{{/unless}}` and comments. The
 * triple-stash `{{{variable}}}` is refused: it does not escape, and the data of these mails comes
 * from customers (names, messages). Pure and dependency-free (the console imports it).
 */
import { inputField, messages, requiredText, tooLong, userError, type UserError } from "./userErrors";

/** The `settings/app` `emails.<key>` switches, one per mail the back-office sends. */
export const MAIL_SWITCHES = ["contactReply", "orderPaid", "orderShipped", "orderDelivered", "orderRefunded", "creationRejected", "creditsAdjusted"] as const;
export type MailSwitch = (typeof MAIL_SWITCHES)[number];

/** A switch absent from `settings/app` reads as this: every mail on, except credits adjusted. */
export const MAIL_SWITCH_DEFAULTS: Record<MailSwitch, boolean> = {
  contactReply: true,
  orderShipped: true,
  orderDelivered: true,
  orderPaid: true,
  orderRefunded: true,
  creationRejected: true,
  creditsAdjusted: false,
};

export interface TemplateVariable {
  name: string;
  /** What it holds, in French, listed beside the editor. */
  description: string;
  sample: string;
}

export interface MailTemplateDefinition {
  /** The document id in `templates`, and `template.name` in a `mail` document. */
  name: string;
  label: string;
  description: string;
  /** The switch in `settings/app` that turns this mail off; null: always sent (a test, a welcome). */
  switch: MailSwitch | null;
  variables: TemplateVariable[];
}

const shopName: TemplateVariable = { name: "shopName", description: "Nom de la boutique", sample: "Atelier" };
const firstName: TemplateVariable = { name: "firstName", description: "Prénom du destinataire", sample: "Camille" };
const orderId: TemplateVariable = { name: "orderId", description: "Numéro de la commande", sample: "CMD-2041" };
const orderTotal: TemplateVariable = { name: "orderTotal", description: "Montant de la commande", sample: "54,90 €" };

export const MAIL_TEMPLATES: readonly MailTemplateDefinition[] = [
  {
    name: "contact-reply",
    label: "Réponse à un message de contact",
    description: "Envoyé quand un administrateur répond à un message de contact.",
    switch: "contactReply",
    variables: [
      shopName,
      { name: "name", description: "Nom de l'expéditeur du message", sample: "Camille Martin" },
      { name: "subject", description: "Objet du message d'origine", sample: "Question sur ma commande" },
      { name: "originalMessage", description: "Message d'origine", sample: "Bonjour, quand ma commande partira-t-elle ?" },
      { name: "reply", description: "Réponse de l'administrateur", sample: "Bonjour, elle part demain." },
    ],
  },
  {
    name: "order-paid",
    label: "Commande payée",
    description: "Envoyé quand une commande est payée, avec sa facture en pièce jointe (PDF).",
    switch: "orderPaid",
    variables: [shopName, firstName, orderId, orderTotal, { name: "invoiceNumber", description: "Numéro de la facture", sample: "FA-2026-000123" }],
  },
  {
    name: "order-shipped",
    label: "Commande expédiée",
    description: "Envoyé quand une commande passe au statut « Expédiée ».",
    switch: "orderShipped",
    variables: [shopName, firstName, orderId, orderTotal, { name: "trackingNumber", description: "Numéro de suivi du colis", sample: "6A12345678901" }],
  },
  {
    name: "order-delivered",
    label: "Commande livrée",
    description: "Envoyé quand une commande passe au statut « Livrée ».",
    switch: "orderDelivered",
    variables: [shopName, firstName, orderId, orderTotal],
  },
  {
    name: "order-refunded",
    label: "Commande remboursée",
    description: "Envoyé quand une commande passe au statut « Remboursée ».",
    switch: "orderRefunded",
    variables: [shopName, firstName, orderId, orderTotal],
  },
  {
    name: "creation-rejected",
    label: "Création refusée",
    description: "Envoyé à l'auteur d'une création refusée en modération (si la modération le prévoit).",
    switch: "creationRejected",
    variables: [shopName, firstName, { name: "reason", description: "Motif du refus", sample: "L'image reprend une marque déposée." }],
  },
  {
    name: "credits-adjusted",
    label: "Crédits ajustés",
    description: "Envoyé quand un administrateur modifie le solde de crédits d'un client.",
    switch: "creditsAdjusted",
    variables: [
      shopName,
      firstName,
      { name: "delta", description: "Variation de crédits (+5, -3)", sample: "+5" },
      { name: "balance", description: "Nouveau solde de crédits", sample: "12" },
      { name: "reason", description: "Motif de l'ajustement", sample: "Geste commercial" },
    ],
  },
  {
    name: "approval-requested",
    label: "Approbation demandée",
    description: "Envoyé aux membres qui peuvent approuver une demande « En attente d'approbation » (remboursement, crédits, droits, TVA…).",
    switch: null,
    variables: [
      shopName,
      firstName,
      { name: "requesterName", description: "Membre qui a fait la demande", sample: "Hélène Rousseau" },
      { name: "kind", description: "Nature de la demande", sample: "Remboursement" },
      { name: "summary", description: "Ce que la demande fera une fois approuvée", sample: "Remboursement de 120,00 € de la commande #AB12CD" },
      { name: "reason", description: "Motif donné par son auteur", sample: "Colis endommagé" },
      { name: "expiresAt", description: "Date à laquelle la demande expire", sample: "15 mars 2026 à 10:00" },
      { name: "link", description: "Adresse de la file des approbations", sample: "https://admin.atelier.test/approvals" },
    ],
  },
  {
    name: "personal-data-request-answered",
    label: "Demande RGPD close",
    description:
      "Envoyé au client quand sa demande relative à ses données personnelles (accès, rectification, effacement, portabilité) est traitée ou refusée.",
    switch: null,
    variables: [
      shopName,
      firstName,
      { name: "kind", description: "Nature de la demande", sample: "Effacement (art. 17)" },
      { name: "receivedOn", description: "Date de réception de la demande", sample: "2 décembre 2026" },
      { name: "outcome", description: "Ce qui a été fait, en une phrase", sample: "Votre demande a été traitée." },
      { name: "answer", description: "Réponse de l’équipe (le motif, pour un refus)", sample: "Vos données personnelles ont été effacées." },
    ],
  },
  {
    name: "welcome",
    label: "Bienvenue",
    description: "Envoyé par la boutique à la création d'un compte client.",
    switch: null,
    variables: [shopName, firstName],
  },
  {
    name: "test",
    label: "Message de test",
    description: "Envoyé par « Envoyer un test » : vérifie que l'envoi fonctionne.",
    switch: null,
    variables: [shopName, firstName, { name: "sentAt", description: "Date et heure de l'envoi", sample: "23/11/2026 14:05" }],
  },
];

export const mailTemplateDefinition = (name: string): MailTemplateDefinition | undefined => MAIL_TEMPLATES.find((t) => t.name === name);

/** The preview's data: each variable's sample. */
export const sampleData = (definition: MailTemplateDefinition): Record<string, string> =>
  Object.fromEntries(definition.variables.map((v) => [v.name, v.sample]));

export const MAX_SUBJECT_LENGTH = 200;
export const MAX_BODY_LENGTH = 50_000;

/** One `{{…}}` tag as this check reads it. */
type Tag =
  | { kind: "variable"; name: string }
  | { kind: "open"; helper: string; name: string }
  | { kind: "else" }
  | { kind: "close"; helper: string }
  | { kind: "comment" }
  | { kind: "raw"; name: string }
  | { kind: "unsupported"; text: string };

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const BLOCK_HELPERS = ["if", "unless"];

function readTag(inside: string): Tag {
  const text = inside.replace(/^~|~$/g, "").trim();
  if (text.startsWith("!")) return { kind: "comment" };
  if (text === "else" || text === "^") return { kind: "else" };
  const open = /^#\s*([A-Za-z]+)\s+(\S+)$/.exec(text);
  if (open) return BLOCK_HELPERS.includes(open[1]!) && NAME.test(open[2]!) ? { kind: "open", helper: open[1]!, name: open[2]! } : { kind: "unsupported", text };
  const close = /^\/\s*([A-Za-z]+)$/.exec(text);
  if (close) return { kind: "close", helper: close[1]! };
  if (NAME.test(text)) return { kind: "variable", name: text };
  return { kind: "unsupported", text };
}

/** Every tag of a template, in order, or where it stops making sense (an unclosed `{{`). */
function scan(source: string): { tags: Tag[]; unclosed: boolean } {
  const tags: Tag[] = [];
  let at = 0;
  for (;;) {
    const start = source.indexOf("{{", at);
    if (start < 0) return { tags, unclosed: false };
    if (source.startsWith("{{!--", start)) {
      const end = source.indexOf("--}}", start);
      if (end < 0) return { tags, unclosed: true };
      tags.push({ kind: "comment" });
      at = end + 4;
      continue;
    }
    if (source.startsWith("{{{", start)) {
      const end = source.indexOf("}}}", start);
      if (end < 0) return { tags, unclosed: true };
      tags.push({ kind: "raw", name: source.slice(start + 3, end).trim() });
      at = end + 3;
      continue;
    }
    const end = source.indexOf("}}", start);
    if (end < 0) return { tags, unclosed: true };
    tags.push(readTag(source.slice(start + 2, end)));
    at = end + 2;
  }
}

/** The variables a template uses (in `{{x}}` and in `{{#if x}}`), each once, in order. */
export function templateVariables(source: string): string[] {
  const names: string[] = [];
  for (const tag of scan(source).tags) {
    const name = tag.kind === "variable" || tag.kind === "open" || tag.kind === "raw" ? tag.name : null;
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * The variables a template prints (`{{x}}`) that `data` leaves missing or blank, each once: what
 * would read « L'équipe  » in the mail. A `{{x}}` inside a `{{#if x}}` (or `{{#unless x}}`) block
 * on that same variable is the template's own choice to print nothing, so it is not counted.
 */
export function emptyPlaceholders(template: TemplateContent, data: Record<string, unknown>): string[] {
  const empty: string[] = [];
  for (const source of [template.subject, template.html, template.text]) {
    const guards: string[] = [];
    for (const tag of scan(source).tags) {
      if (tag.kind === "open") guards.push(tag.name);
      else if (tag.kind === "close") guards.pop();
      else if (tag.kind === "variable" || tag.kind === "raw") {
        const value = data[tag.name];
        const blank = value === undefined || value === null || String(value).trim() === "";
        if (blank && !guards.includes(tag.name) && !empty.includes(tag.name)) empty.push(tag.name);
      }
    }
  }
  return empty;
}

/** What is wrong with one part (subject, html or text) of a template, in French; [] when nothing. */
export function templateSyntaxErrors(source: string, allowed: readonly string[]): string[] {
  const errors: string[] = [];
  const add = (message: string) => {
    if (!errors.includes(message)) errors.push(message);
  };
  const { tags, unclosed } = scan(source);
  const open: string[] = [];
  for (const tag of tags) {
    switch (tag.kind) {
      case "raw":
        add(`Les accolades triples {{{${tag.name}}}} sont interdites : elles n'échappent pas le HTML. Utilisez {{${tag.name}}}.`);
        break;
      case "variable":
      case "open":
        if (!allowed.includes(tag.name)) add(`Variable inconnue : {{${tag.name}}}. Variables disponibles : ${allowed.join(", ")}.`);
        if (tag.kind === "open") open.push(tag.helper);
        break;
      case "else":
        if (open.length === 0) add("{{else}} hors d'un bloc {{#if}} ou {{#unless}}.");
        break;
      case "close": {
        const expected = open.pop();
        if (expected === undefined) add(`Bloc fermé sans avoir été ouvert : {{/${tag.helper}}}.`);
        else if (expected !== tag.helper) add(`Blocs mal imbriqués : {{/${tag.helper}}} ferme un bloc {{#${expected}}}.`);
        break;
      }
      case "unsupported":
        add(`Expression non prise en charge : {{${tag.text}}}. Seuls {{variable}}, {{#if}} et {{#unless}} sont permis.`);
        break;
      case "comment":
        break;
    }
  }
  for (const helper of open) add(`Bloc non fermé : {{#${helper}}} attend {{/${helper}}}.`);
  if (unclosed) add("Accolades non fermées : « {{ » sans « }} ».");
  return errors;
}

export interface TemplateContent {
  subject: string;
  html: string;
  text: string;
}

/**
 * An edited template's parts, checked against its definition's variables: the trimmed values,
 * or the French user errors on `base` + the part's name (["input", "subject"] by default).
 */
export function checkTemplateContent(
  input: TemplateContent,
  definition: MailTemplateDefinition,
  base: string[] = inputField(),
): { value: TemplateContent; errors: UserError[] } {
  const allowed = definition.variables.map((v) => v.name);
  const errors: UserError[] = [];
  const subject = requiredText(input.subject, [...base, "subject"], "L'objet", MAX_SUBJECT_LENGTH);
  errors.push(...subject.errors);
  const html = requiredText(input.html, [...base, "html"], "Le contenu HTML", MAX_BODY_LENGTH);
  errors.push(...html.errors);
  const text = input.text.trim();
  if (text.length > MAX_BODY_LENGTH) errors.push(tooLong([...base, "text"], "Le texte brut", MAX_BODY_LENGTH));
  const parts = { subject: subject.value, html: html.value, text };
  for (const part of ["subject", "html", "text"] as const) {
    for (const message of templateSyntaxErrors(parts[part], allowed)) errors.push(userError([...base, part], message, "INVALID_TEMPLATE"));
  }
  return { value: parts, errors };
}

export const unknownTemplate = (field: string[]) => userError(field, messages.notFound("Modèle d'e-mail"), "NOT_FOUND");

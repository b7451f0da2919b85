import {
  checkTemplateContent,
  emptyPlaceholders,
  mailTemplateDefinition,
  MAIL_TEMPLATES,
  sampleData,
  templateSyntaxErrors,
  templateVariables,
} from "./mailTemplates";

const shipped = mailTemplateDefinition("order-shipped")!;
const allowed = shipped.variables.map((v) => v.name);

describe("variables d'un modèle", () => {
  it("liste chaque variable une fois, dans l'ordre, y compris celles des blocs", () => {
    expect(templateVariables("Bonjour {{firstName}}, {{#if trackingNumber}}suivi {{trackingNumber}}{{/if}} {{ orderId }} {{firstName}}")).toEqual([
      "firstName",
      "trackingNumber",
      "orderId",
    ]);
  });

  it("ignore les commentaires", () => {
    expect(templateVariables("{{!-- {{secret}} --}}{{! note }}{{shopName}}")).toEqual(["shopName"]);
  });
});

describe("vérification d'un modèle", () => {
  it("accepte les variables connues, if/unless/else et les commentaires", () => {
    expect(templateSyntaxErrors("{{#if trackingNumber}}{{trackingNumber}}{{else}}—{{/if}}{{#unless firstName}}Client{{/unless}}{{!c}}", allowed)).toEqual([]);
  });

  it("refuse une variable inconnue en nommant celles qui existent", () => {
    expect(templateSyntaxErrors("{{prenom}}", allowed)).toEqual([`Variable inconnue : {{prenom}}. Variables disponibles : ${allowed.join(", ")}.`]);
  });

  it("refuse les accolades triples, qui n'échappent pas le HTML", () => {
    expect(templateSyntaxErrors("{{{firstName}}}", allowed)[0]).toMatch(/^Les accolades triples \{\{\{firstName\}\}\} sont interdites/);
  });

  it("refuse les blocs non fermés, fermés sans ouverture ou mal imbriqués", () => {
    expect(templateSyntaxErrors("{{#if firstName}}x", allowed)).toEqual(["Bloc non fermé : {{#if}} attend {{/if}}."]);
    expect(templateSyntaxErrors("x{{/if}}", allowed)).toEqual(["Bloc fermé sans avoir été ouvert : {{/if}}."]);
    expect(templateSyntaxErrors("{{#if firstName}}{{#unless orderId}}{{/if}}{{/unless}}", allowed)[0]).toBe(
      "Blocs mal imbriqués : {{/if}} ferme un bloc {{#unless}}.",
    );
    expect(templateSyntaxErrors("{{else}}", allowed)).toEqual(["{{else}} hors d'un bloc {{#if}} ou {{#unless}}."]);
  });

  it("refuse les accolades non fermées et les expressions non prises en charge", () => {
    expect(templateSyntaxErrors("Bonjour {{firstName", allowed)).toEqual(["Accolades non fermées : « {{ » sans « }} »."]);
    expect(templateSyntaxErrors("{{#each items}}{{/each}}", allowed)[0]).toMatch(/^Expression non prise en charge : \{\{#each items\}\}/);
    expect(templateSyntaxErrors("{{lookup a b}}", allowed)[0]).toMatch(/^Expression non prise en charge/);
  });

  it("rapporte chaque erreur sur la partie concernée et exige l'objet et le HTML", () => {
    const { errors } = checkTemplateContent({ subject: " ", html: "{{inconnue}}", text: "{{#if orderId}}" }, shipped);
    expect(errors.map((e) => [e.field.join("."), e.code])).toEqual([
      ["input.subject", "REQUIRED"],
      ["input.html", "INVALID_TEMPLATE"],
      ["input.text", "INVALID_TEMPLATE"],
    ]);
  });

  it("accepte les modèles par défaut de chaque définition avec leurs données d'exemple", () => {
    for (const definition of MAIL_TEMPLATES) {
      const source = Object.keys(sampleData(definition))
        .map((name) => `{{${name}}}`)
        .join(" ");
      expect(checkTemplateContent({ subject: source, html: source, text: source }, definition).errors).toEqual([]);
    }
  });
});

describe("variables laissées vides par les données d'un envoi", () => {
  const reply = { subject: "Re : {{subject}}", html: "<p>L'équipe {{shopName}}</p>", text: "Client de {{shopName}}. {{#if reason}}Motif : {{reason}}{{/if}}" };

  it("signale une variable absente ou blanche, une seule fois", () => {
    expect(emptyPlaceholders(reply, { subject: "Question" })).toEqual(["shopName"]);
    expect(emptyPlaceholders(reply, { subject: "Question", shopName: "  " })).toEqual(["shopName"]);
    expect(emptyPlaceholders(reply, { subject: "", shopName: "Atelier" })).toEqual(["subject"]);
  });

  it("accepte des données complètes, et une variable vide gardée par son propre {{#if}}", () => {
    expect(emptyPlaceholders(reply, { subject: "Question", shopName: "Atelier" })).toEqual([]);
    expect(emptyPlaceholders(reply, { subject: "Question", shopName: "Atelier", reason: "" })).toEqual([]);
  });

  it("une variable gardée par une autre condition compte", () => {
    expect(emptyPlaceholders({ subject: "", html: "{{#if reason}}{{shopName}}{{/if}}", text: "" }, { reason: "x" })).toEqual(["shopName"]);
  });
});

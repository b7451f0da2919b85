import type { EmailTemplateFieldsFragment } from "../../gql/graphql";
import { templateSchema } from "./templateForm";

const template = {
  name: "order-shipped",
  label: "Commande expédiée",
  description: "",
  subject: "",
  html: "",
  text: "",
  variables: [
    { name: "orderId", description: "", sample: "CMD-1" },
    { name: "trackingNumber", description: "", sample: "6A" },
  ],
  switch: "ORDER_SHIPPED",
  enabled: true,
  version: 1,
  updatedAt: null,
  updatedBy: null,
} as EmailTemplateFieldsFragment;

const issues = (values: { subject: string; html: string; text: string }) => {
  const result = templateSchema(template).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("formulaire d'un modèle d'e-mail (règles du serveur)", () => {
  it("accepte un modèle aux variables connues", () => {
    expect(issues({ subject: "Commande {{orderId}}", html: "{{#if trackingNumber}}{{trackingNumber}}{{/if}}", text: "" })).toEqual([]);
  });

  it("refuse, champ par champ, une variable inconnue, un bloc non fermé et un objet vide, dans les mots de l'API", () => {
    expect(issues({ subject: "", html: "{{prenom}}", text: "{{#if orderId}}" })).toEqual([
      ["subject", "L'objet est obligatoire."],
      ["html", "Variable inconnue : {{prenom}}. Variables disponibles : orderId, trackingNumber."],
      ["text", "Bloc non fermé : {{#if}} attend {{/if}}."],
    ]);
  });
});

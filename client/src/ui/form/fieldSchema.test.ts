/**
 * Each field the domain defines is validated by the form exactly as the server checks it: same
 * message for the same value, and the same text bound for the live counter. Every definition of
 * the catalogue forms and the settings is tried, so a new field is covered by adding it.
 */
import { z } from "zod";
import { DELIVERY_METHOD_FIELDS } from "@atelier/domain/catalogue/deliveryMethod";
import { IMAGE_TO_IMAGE_PROMPT_FIELDS } from "@atelier/domain/catalogue/imageToImagePrompt";
import { PRINTING_PRODUCT_FIELDS, PRODUCT_VARIANT_FIELDS } from "@atelier/domain/catalogue/printingProduct";
import { TEXT_TO_IMAGE_STYLE_FIELDS } from "@atelier/domain/catalogue/textToImageStyle";
import { checkNumberField, checkTextField, type FieldDefinition, type NumberFieldDefinition } from "@atelier/domain/fields";
import { SETTINGS_FIELDS } from "@atelier/domain/settings/settings";
import { fieldSchema } from "./schema";
import { textBounds } from "./textBounds";

const DEFINITIONS: Record<string, Record<string, FieldDefinition>> = {
  DELIVERY_METHOD_FIELDS,
  IMAGE_TO_IMAGE_PROMPT_FIELDS,
  PRINTING_PRODUCT_FIELDS,
  PRODUCT_VARIANT_FIELDS,
  TEXT_TO_IMAGE_STYLE_FIELDS,
  SETTINGS_FIELDS,
};
const cases = Object.entries(DEFINITIONS).flatMap(([set, fields]) =>
  Object.entries(fields).map(([name, definition]) => [`${set}.${name}`, definition] as const),
);

const formMessages = (definition: FieldDefinition, value: unknown) => {
  const result = (fieldSchema(definition as never) as z.ZodTypeAny).safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

/** Values on both sides of each bound, plus a blank/null one. */
function probes(definition: FieldDefinition): unknown[] {
  if (definition.kind === "text") return ["", "  ", "x".repeat(definition.max), "x".repeat(definition.max + 1)];
  const { min, max } = definition as NumberFieldDefinition;
  return [null, min - 1, min, max, max + 1];
}

const serverMessages = (definition: FieldDefinition, value: unknown) =>
  (definition.kind === "text" ? checkTextField(definition, value as string, ["f"]).errors : checkNumberField(definition, value as number | null, ["f"])).map(
    (error) => error.message,
  );

describe("un champ défini dans le domaine", () => {
  it.each(cases)("%s : le formulaire dit ce que dit le serveur, aux mêmes bornes", (_, definition) => {
    for (const value of probes(definition)) expect([value, formMessages(definition, value)]).toEqual([value, serverMessages(definition, value)]);
  });

  it("donne au compteur la borne du domaine", () => {
    const schema = z.object({ description: fieldSchema(DELIVERY_METHOD_FIELDS.description), carrier: fieldSchema(DELIVERY_METHOD_FIELDS.carrier) });
    expect(textBounds(schema).get("description")).toBe(DELIVERY_METHOD_FIELDS.description.max);
    expect(textBounds(schema).get("carrier")).toBe(DELIVERY_METHOD_FIELDS.carrier.max);
  });
});

/**
 * The text-to-image style form: its values, the zod schema — each field as it is typed, then the
 * server's own checkTextToImageStyle (unique name, image path) — and the conversions from the
 * record and to TextToImageStyleInput. An empty credit cost means the shop's default.
 */
import { z } from "zod";
import type { TextToImageStyleFieldsFragment, TextToImageStyleInput } from "../../gql/graphql";
import { fieldSchema, withServerRules } from "../../ui/form";
import { checkTextToImageStyle, TEXT_TO_IMAGE_STYLE_FIELDS as FIELDS } from "@atelier/domain/catalogue/textToImageStyle";

/** `otherNames`: the names of the list's other styles; `currentImage`: the preview the record has. */
export const textToImageStyleSchema = (otherNames: readonly string[], currentImage?: string | null) =>
  withServerRules(
    z.object({
      name: fieldSchema(FIELDS.name),
      prompt: fieldSchema(FIELDS.prompt),
      negativePrompt: fieldSchema(FIELDS.negativePrompt),
      previewPath: z.string().nullable(),
      creditCost: fieldSchema(FIELDS.creditCost),
      /** Read on create only: afterwards the list's switch changes it. */
      isActive: z.boolean(),
    }),
    (values) => checkTextToImageStyle(values, { base: [], otherNames, currentImage }).errors,
  );

type Schema = ReturnType<typeof textToImageStyleSchema>;
export type TextToImageStyleFormValues = z.input<Schema>;
export type TextToImageStyleValues = z.output<Schema>;

export const emptyTextToImageStyle: TextToImageStyleFormValues = {
  name: "",
  prompt: "",
  negativePrompt: "",
  previewPath: null,
  creditCost: null,
  isActive: true,
};

export const textToImageStyleFormValues = (style: TextToImageStyleFieldsFragment): TextToImageStyleFormValues => ({
  name: style.name,
  prompt: style.prompt ?? "",
  negativePrompt: style.negativePrompt ?? "",
  previewPath: style.previewPath,
  creditCost: style.creditCost,
  isActive: style.isActive,
});

export const textToImageStyleInput = (values: TextToImageStyleValues): TextToImageStyleInput => ({
  ...values,
  prompt: values.prompt || null,
  negativePrompt: values.negativePrompt || null,
});

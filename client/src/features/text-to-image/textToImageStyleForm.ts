/**
 * The text-to-image style form: its values, the zod schema — each field as it is typed, then the
 * server's own checkTextToImageStyle (unique name, image path) — and the conversions from the
 * record and to TextToImageStyleInput. An empty credit cost means the shop's default.
 */
import { z } from "zod";
import type { TextToImageStyleFieldsFragment, TextToImageStyleInput } from "../../gql/graphql";
import { optionalText, optionalWholeNumber, requiredText, withServerRules } from "../../ui/form";
import { checkTextToImageStyle } from "@atelier/domain/catalogue/textToImageStyle";
import { MAX_CREDIT_COST, MAX_NAME_LENGTH, MAX_PROMPT_LENGTH } from "@atelier/domain/catalogue/common";

/** `otherNames`: the names of the list's other styles; `currentImage`: the preview the record has. */
export const textToImageStyleSchema = (otherNames: readonly string[], currentImage?: string | null) =>
  withServerRules(
    z.object({
      name: requiredText("Le nom", MAX_NAME_LENGTH),
      prompt: optionalText("Le prompt", MAX_PROMPT_LENGTH),
      negativePrompt: optionalText("Le prompt négatif", MAX_PROMPT_LENGTH),
      previewPath: z.string().nullable(),
      creditCost: optionalWholeNumber("Le coût en crédits", 0, MAX_CREDIT_COST),
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

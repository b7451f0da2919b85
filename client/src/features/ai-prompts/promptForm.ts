/**
 * The image-to-image prompt form: its zod schema (the server's limits and French messages), the
 * values a new prompt starts with, a prompt's values for editing, and the API input it sends.
 * The strength is typed with a decimal comma (« 0,65 ») in a DecimalField.
 */
import { z } from "zod";
import type { ImageToImagePromptFieldsFragment, ImageToImagePromptInput } from "../../gql/graphql";
import { optionalWholeNumber, requiredText } from "../../ui/form";
import { messages } from "../../ui/form/serverRules";
import { checkStrength, MAX_CREDIT_COST, MAX_NAME_LENGTH, MAX_PROMPT_LENGTH } from "./promptRules";

/** More than two decimals does not parse (DecimalField gives NaN): say what is expected. */
export const UNREADABLE_STRENGTH = "Saisissez un nombre de 0 à 1 avec au plus deux décimales, par exemple 0,65.";

const strength = z
  .custom<number | null>((value) => value === null || typeof value === "number")
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    if (value === null) fail(messages.required("La force"));
    else if (Number.isNaN(value)) fail(UNREADABLE_STRENGTH);
    else checkStrength(value, []).forEach((error) => fail(error.message));
  })
  .transform((value) => value as number);

export const promptSchema = z.object({
  name: requiredText("Le nom", MAX_NAME_LENGTH),
  prompt: requiredText("Le prompt", MAX_PROMPT_LENGTH),
  strength,
  previewPath: z.string().nullable(),
  creditCost: optionalWholeNumber("Le coût en crédits", 0, MAX_CREDIT_COST),
  isActive: z.boolean(),
});

export type PromptFormFields = z.input<typeof promptSchema>;
export type PromptFormValues = z.output<typeof promptSchema>;

/** A prompt's values for editing; a new one is empty, active, at the usual strength of 0,65. */
export function promptFields(prompt?: ImageToImagePromptFieldsFragment | null): PromptFormFields {
  if (!prompt) return { name: "", prompt: "", strength: 0.65, previewPath: null, creditCost: null, isActive: true };
  return {
    name: prompt.name,
    prompt: prompt.prompt,
    strength: prompt.strength,
    previewPath: prompt.previewPath,
    creditCost: prompt.creditCost,
    isActive: prompt.isActive,
  };
}

/** The API input; an empty credit cost is null: the shop's default. */
export const imageToImagePromptInput = (values: PromptFormValues): ImageToImagePromptInput => ({
  ...values,
  creditCost: values.creditCost ?? null,
});

const strengthFormat = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** « 0,65 »: how the list shows a strength. */
export const formatStrength = (value: number): string => strengthFormat.format(value);

/**
 * The image-to-image prompt form: its values, the zod schema — each field as it is typed, then
 * the server's own checkImageToImagePrompt (unique name, strength 0–1 with two decimals, image
 * path) — and the conversions from the record and to ImageToImagePromptInput. The strength is
 * typed with a decimal comma (« 0,65 ») in a DecimalField; an empty credit cost means the shop's
 * default.
 */
import { z } from "zod";
import type { ImageToImagePromptFieldsFragment, ImageToImagePromptInput } from "../../gql/graphql";
import { fieldSchema, withServerRules } from "../../ui/form";
import { checkImageToImagePrompt, IMAGE_TO_IMAGE_PROMPT_FIELDS as FIELDS } from "@atelier/domain/catalogue/imageToImagePrompt";
import { messages } from "@atelier/domain/userErrors";
import { formatDecimal } from "../../ui/format";

/** DecimalField reads more than two decimals as NaN: say what is expected. */
export const UNREADABLE_STRENGTH = "Saisissez un nombre de 0 à 1 avec au plus deux décimales, par exemple 0,65.";

/** Present and readable here; its bounds are the server check's (« La force doit être comprise entre 0 et 1. »). */
const strength = z
  .custom<number | null>((value) => value === null || typeof value === "number")
  .superRefine((value, ctx) => {
    if (value === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.required("La force") });
    else if (Number.isNaN(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: UNREADABLE_STRENGTH });
  })
  .transform((value) => value as number);

/** `otherNames`: the names of the list's other prompts; `prompt`: the one edited (none on create). */
export const promptSchema = (otherNames: readonly string[], prompt?: ImageToImagePromptFieldsFragment) =>
  withServerRules(
    z.object({
      name: fieldSchema(FIELDS.name),
      prompt: fieldSchema(FIELDS.prompt),
      strength,
      previewPath: z.string().nullable(),
      creditCost: fieldSchema(FIELDS.creditCost),
      isActive: z.boolean(),
    }),
    (values) => checkImageToImagePrompt(values, { base: [], otherNames, currentImage: prompt?.previewPath }).errors,
  );

type Schema = ReturnType<typeof promptSchema>;
export type PromptFormValues = z.input<Schema>;
export type PromptValues = z.output<Schema>;

/** A new prompt: to fill in, active, at the demo prompts' usual strength. */
export const emptyPrompt: PromptFormValues = { name: "", prompt: "", strength: 0.65, previewPath: null, creditCost: null, isActive: true };

export const promptFormValues = (prompt: ImageToImagePromptFieldsFragment): PromptFormValues => ({
  name: prompt.name,
  prompt: prompt.prompt,
  strength: prompt.strength,
  previewPath: prompt.previewPath,
  creditCost: prompt.creditCost,
  isActive: prompt.isActive,
});

export const imageToImagePromptInput = (values: PromptValues): ImageToImagePromptInput => values;

/** « 0,65 »: how the list shows a strength. */
export const formatStrength = (value: number): string => formatDecimal(value, 2, true);

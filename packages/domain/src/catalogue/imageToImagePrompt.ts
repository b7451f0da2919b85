/** An image-to-image prompt's rules (aiPrompts): what a form may save. */
import { userError, type UserError } from "../userErrors";
import { checkTextField, textField } from "../fields";
import {
  allErrors,
  at,
  checkCreditCost,
  checkImagePath,
  checkName,
  CREDIT_COST_FIELD,
  MAX_PROMPT_LENGTH,
  NAME_FIELD,
  type CatalogueCheck,
  type CatalogueRecordOf,
  type Checked,
  type References,
} from "./common";

export interface ImageToImagePromptInput {
  name: string;
  prompt: string;
  strength: number;
  previewPath?: string | null;
  creditCost?: number | null;
  isActive?: boolean | null;
}

export interface ImageToImagePromptValues {
  name: string;
  prompt: string;
  strength: number;
  previewPath: string | null;
  creditCost: number | null;
  isActive: boolean;
}

/** A stored ImageToImagePrompt, as the API reads it: codegen maps the GraphQL type `ImageToImagePrompt` to it by its name. */
export type ImageToImagePromptRecord = CatalogueRecordOf<ImageToImagePromptValues>;

/** The form's fields, defined once for this check and the console's form (the strength has its own messages). */
export const IMAGE_TO_IMAGE_PROMPT_FIELDS = {
  name: NAME_FIELD,
  prompt: textField("Le prompt", MAX_PROMPT_LENGTH, { required: true }),
  creditCost: CREDIT_COST_FIELD,
} as const;

export const imageToImagePromptReferences: References = {
  subject: "Ce prompt",
  usedBy: "est utilisé par",
  one: "création",
  many: "créations",
};

export const strengthMessages = {
  outOfRange: "La force doit être comprise entre 0 et 1.",
  tooPrecise: "La force ne peut pas avoir plus de deux décimales.",
} as const;

/** 0 to 1 with at most two decimals (0.65, not 0.655): compared in hundredths to avoid float noise. */
export function checkStrength(value: number, field: string[]): UserError[] {
  if (!Number.isFinite(value) || value < 0 || value > 1) return [userError(field, strengthMessages.outOfRange, "OUT_OF_RANGE")];
  const hundredths = value * 100;
  if (Math.abs(hundredths - Math.round(hundredths)) > 1e-9) return [userError(field, strengthMessages.tooPrecise, "TOO_PRECISE")];
  return [];
}

export function checkImageToImagePrompt(input: ImageToImagePromptInput, check: CatalogueCheck): Checked<ImageToImagePromptValues> {
  const name = checkName(input.name, at(check.base, "name"), check.otherNames);
  const prompt = checkTextField(IMAGE_TO_IMAGE_PROMPT_FIELDS.prompt, input.prompt, at(check.base, "prompt"));
  const strength = checkStrength(input.strength, at(check.base, "strength"));
  const previewPath = checkImagePath(input.previewPath, at(check.base, "previewPath"), check.currentImage);
  const creditCost = checkCreditCost(input.creditCost, at(check.base, "creditCost"));
  return {
    value: {
      name: name.value,
      prompt: prompt.value,
      strength: Math.round(input.strength * 100) / 100,
      previewPath: previewPath.value,
      creditCost: creditCost.value,
      isActive: input.isActive ?? true,
    },
    errors: allErrors(name, prompt, strength, previewPath, creditCost),
  };
}

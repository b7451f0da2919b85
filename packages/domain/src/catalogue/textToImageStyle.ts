/** A text-to-image style's rules (textToImageStyles): what a form may save. */
import { optionalText } from "../userErrors";
import {
  allErrors,
  at,
  checkCreditCost,
  checkImagePath,
  checkName,
  MAX_PROMPT_LENGTH,
  type CatalogueCheck,
  type Checked,
  type References,
} from "./common";

export interface TextToImageStyleInput {
  name: string;
  prompt?: string | null;
  negativePrompt?: string | null;
  previewPath?: string | null;
  creditCost?: number | null;
  isActive?: boolean | null;
}

/** What is stored (money-free; texts trimmed, blanks as null). */
export interface TextToImageStyleValues {
  name: string;
  prompt: string | null;
  negativePrompt: string | null;
  previewPath: string | null;
  creditCost: number | null;
  isActive: boolean;
}

export const textToImageStyleReferences: References = {
  subject: "Ce style",
  usedBy: "est utilisé par",
  one: "création",
  many: "créations",
};

export function checkTextToImageStyle(input: TextToImageStyleInput, check: CatalogueCheck): Checked<TextToImageStyleValues> {
  const name = checkName(input.name, at(check.base, "name"), check.otherNames);
  const prompt = optionalText(input.prompt, at(check.base, "prompt"), "Le prompt", MAX_PROMPT_LENGTH);
  const negativePrompt = optionalText(input.negativePrompt, at(check.base, "negativePrompt"), "Le prompt négatif", MAX_PROMPT_LENGTH);
  const previewPath = checkImagePath(input.previewPath, at(check.base, "previewPath"), check.currentImage);
  const creditCost = checkCreditCost(input.creditCost, at(check.base, "creditCost"));
  return {
    value: {
      name: name.value,
      prompt: prompt.value,
      negativePrompt: negativePrompt.value,
      previewPath: previewPath.value,
      creditCost: creditCost.value,
      isActive: input.isActive ?? true,
    },
    errors: allErrors(name, prompt, negativePrompt, previewPath, creditCost),
  };
}

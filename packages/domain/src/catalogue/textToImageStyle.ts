/** A text-to-image style's rules (textToImageStyles): what a form may save. */
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

/** A stored TextToImageStyle, as the API reads it: codegen maps the GraphQL type `TextToImageStyle` to it by its name. */
export type TextToImageStyleRecord = CatalogueRecordOf<TextToImageStyleValues>;

/** The form's fields, defined once for this check and the console's form (docs/domain.md). */
export const TEXT_TO_IMAGE_STYLE_FIELDS = {
  name: NAME_FIELD,
  prompt: textField("Le prompt", MAX_PROMPT_LENGTH),
  negativePrompt: textField("Le prompt négatif", MAX_PROMPT_LENGTH),
  creditCost: CREDIT_COST_FIELD,
} as const;
const FIELDS = TEXT_TO_IMAGE_STYLE_FIELDS;

export const textToImageStyleReferences: References = {
  subject: "Ce style",
  usedBy: "est utilisé par",
  one: "création",
  many: "créations",
};

export function checkTextToImageStyle(input: TextToImageStyleInput, check: CatalogueCheck): Checked<TextToImageStyleValues> {
  const name = checkName(input.name, at(check.base, "name"), check.otherNames);
  const prompt = checkTextField(FIELDS.prompt, input.prompt, at(check.base, "prompt"));
  const negativePrompt = checkTextField(FIELDS.negativePrompt, input.negativePrompt, at(check.base, "negativePrompt"));
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

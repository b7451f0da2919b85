/**
 * The server's pure rules for image-to-image prompts (server/src/rules/catalogue), which the
 * form shares: same limits, same French messages.
 */
export { MAX_CREDIT_COST, MAX_NAME_LENGTH, MAX_PROMPT_LENGTH } from "../../../../server/src/rules/catalogue/common";
export { checkStrength } from "../../../../server/src/rules/catalogue/imageToImagePrompt";

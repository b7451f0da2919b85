/**
 * The server's pure check of an image-to-image prompt (server/src/rules/catalogue), which the
 * form runs too. (ui/form/serverRules.ts re-exports the other resources' checks; this one
 * belongs there too.)
 */
export { checkImageToImagePrompt } from "../../../../server/src/rules/catalogue/imageToImagePrompt";

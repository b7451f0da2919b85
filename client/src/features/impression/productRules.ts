/**
 * The server's pure rules for printing products (server/src/rules/catalogue), which the form
 * shares: same limits, same French messages, same margin arithmetic.
 */
export { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, MAX_SHORT_TEXT_LENGTH, nameKey } from "../../../../server/src/rules/catalogue/common";
export { MAX_VARIANTS } from "../../../../server/src/rules/catalogue/limits";
export { margin, variantMessages } from "../../../../server/src/rules/catalogue/printingProduct";

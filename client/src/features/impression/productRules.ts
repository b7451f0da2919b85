/**
 * The server's pure rules for printing products (server/src/rules/catalogue) that the form and
 * the list share: the whole-product check (variants included), the variant limit and the margin
 * arithmetic. (ui/form/serverRules.ts re-exports the other resources' rules; these belong there too.)
 */
export { MAX_VARIANTS } from "../../../../server/src/rules/catalogue/limits";
export { checkPrintingProduct, margin } from "../../../../server/src/rules/catalogue/printingProduct";

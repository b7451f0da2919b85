/**
 * The server's pure rules the console shares (server/src/rules imports nothing outside itself):
 * the same French messages, bounds and whole-form checks in the form as in the API's
 * userErrors. Imported from here only, so the relative path into the server lives in one place.
 */
export { MAX_REASON_LENGTH, messages, type UserError } from "../../../../server/src/rules/userErrors";
export { frenchEuros, MAX_CENTS, MAX_CREDIT_COST, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, MAX_PROMPT_LENGTH, MAX_SHORT_TEXT_LENGTH } from "../../../../server/src/rules/catalogue/common";
export { checkDeliveryMethod, MAX_DAYS } from "../../../../server/src/rules/catalogue/deliveryMethod";
export { checkTextToImageStyle } from "../../../../server/src/rules/catalogue/textToImageStyle";
export { checkTemplateContent, MAX_BODY_LENGTH, MAX_SUBJECT_LENGTH, templateVariables, type MailTemplateDefinition } from "../../../../server/src/rules/mailTemplates";

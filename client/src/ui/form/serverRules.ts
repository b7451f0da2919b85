/**
 * The server's pure rules the console shares (server/src/rules imports nothing outside itself):
 * the same French messages, bounds and whole-form checks in the form as in the API's
 * userErrors. Imported from here only, so the relative path into the server lives in one place.
 */
export { MAX_REASON_LENGTH, messages, type UserError } from "../../../../server/src/rules/userErrors";
export { frenchEuros, MAX_CENTS, MAX_CREDIT_COST, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, MAX_PROMPT_LENGTH, MAX_SHORT_TEXT_LENGTH } from "../../../../server/src/rules/catalogue/common";
export { checkDeliveryMethod, MAX_DAYS } from "../../../../server/src/rules/catalogue/deliveryMethod";
export { checkTextToImageStyle } from "../../../../server/src/rules/catalogue/textToImageStyle";
export { checkImageToImagePrompt } from "../../../../server/src/rules/catalogue/imageToImagePrompt";
export { MAX_VARIANTS, USAGE_COUNT_CAP } from "../../../../server/src/rules/catalogue/limits";
export { checkPrintingProduct, margin } from "../../../../server/src/rules/catalogue/printingProduct";
export { checkBlogPost, checkContent, CONTENT_LIMITS, contentMessages } from "../../../../server/src/rules/content/contentEntry";
export { slugify } from "../../../../server/src/rules/content/slug";
export { parisInstant, parisLocalTime } from "../../../../server/src/rules/content/schedule";
export { checkTemplateContent, MAX_BODY_LENGTH, MAX_SUBJECT_LENGTH, templateVariables, type MailTemplateDefinition } from "../../../../server/src/rules/mailTemplates";
export { MAIL_TEMPLATES } from "../../../../server/src/rules/mailTemplates";
export { checkSettings, MAX_CREDIT_PACKS, MAX_LOYALTY_RATE, MAX_PACK_CREDITS, MAX_SHOP_NAME_LENGTH } from "../../../../server/src/rules/settings/settings";
export { checkPeriod, MAX_PERIOD_DAYS, periodPreset, PERIOD_PRESET_LABELS, PERIOD_PRESETS, previousPeriod, type Period, type PeriodPreset } from "../../../../server/src/rules/finances/period";
export { change, vatSplit } from "../../../../server/src/rules/finances/figures";
export { monthsOf } from "../../../../server/src/rules/finances/period";
export { TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS } from "../../../../server/src/rules/finances/transactionLabels";

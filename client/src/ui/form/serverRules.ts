/**
 * The server's pure rules the console shares (they import nothing outside server/src/rules):
 * the same French messages and limits in the form as in the API's userErrors. Imported from
 * here only, so the relative path into the server lives in one place.
 */
export { messages, type UserError } from "../../../../server/src/rules/userErrors";

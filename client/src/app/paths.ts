/**
 * Every address of the console, written once. The route table (routeTable.ts) takes its patterns
 * from `PATHS`; links are made by the builders below, which encode every id (a record's id may
 * hold « / », « ? », « # » or a space) and write the query string with the URL vocabulary
 * (urlParams.ts, docs/urls.md). No other file of client/src writes a console path: paths.test.ts
 * scans for one. A screen that no other screen links to (a new catalogue list) may keep its
 * address in its route table entry alone: its page reads it as `basePath` (docs/new-screen.md).
 *
 * Pure data and functions, no React: the e2e suite and the scripts import it from Node.
 */
import { HOME_PATH, LOGIN_ROUTE } from "./entryPaths";

export { LOGIN_ROUTE } from "./entryPaths";

export const PATHS = {
  login: LOGIN_ROUTE.path,
  dashboard: HOME_PATH,
  users: "/users",
  user: "/users/:id",
  creations: "/creations",
  orders: "/orders",
  order: "/orders/:id",
  feedbacks: "/feedback",
  feedback: "/feedback/:id",
  contactMessages: "/contact-messages",
  contactMessage: "/contact-messages/:id",
  aiPrompts: "/ai-prompts",
  aiPrompt: "/ai-prompts/:id",
  textToImageStyles: "/text-to-image",
  textToImageStyle: "/text-to-image/:id",
  products: "/impression",
  product: "/impression/:id",
  deliveryMethods: "/delivery-methods",
  deliveryMethod: "/delivery-methods/:id",
  emails: "/emails",
  media: "/media",
  blogPosts: "/blog",
  blogPost: "/blog/:id",
  staticPages: "/static-pages",
  staticPage: "/static-pages/:id",
  finances: "/finances",
  // /finances' sections, each its own chunk and URL (docs/finances.md « Sections »).
  financesTransactions: "/finances/transactions",
  financesDocuments: "/finances/factures",
  settings: "/settings",
  apiExplorer: "/api",
  auditLog: "/settings/audit",
  staff: "/settings/staff",
  approvals: "/approvals",
  // The register of personal-data requests (docs/personal-data.md « Registre des demandes »).
  personalDataRequests: "/personal-data-requests",
} as const;

export type PathName = keyof typeof PATHS;

/** The `…/:id` segment of a catalogue or inbox drawer that creates a record. */
export const NEW_RECORD = "new";

type Query = Record<string, string | null | undefined>;

/** `path?query#hash`, leaving out empty values (URLSearchParams encodes the rest). */
export function withQuery(path: string, query: Query = {}, hash?: string): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return `${path}${text ? `?${text}` : ""}${hash ? `#${hash}` : ""}`;
}

/** A record's page or drawer: the list's path and its id, encoded. */
const recordPath = (list: string, id: string) => `${list}/${encodeURIComponent(id)}`;

// A screen without an id or a query is `PATHS.<name>` itself.

// Users and orders: their own detail pages. `dialog` opens one of the page's dialogs.
export const usersPath = (query: { role?: string } = {}) => withQuery(PATHS.users, query);
export const userPath = (id: string, query: { dialog?: "credits" } = {}) => withQuery(recordPath(PATHS.users, id), query);
export const orderPath = (id: string, query: { dialog?: "status" } = {}) => withQuery(recordPath(PATHS.orders, id), query);

/** The moderation grid: `highlight` scrolls to a creation and marks it, `details` opens its dialog. */
export const creationsPath = (query: { highlight?: string; details?: string } = {}) => withQuery(PATHS.creations, query);

// Inboxes and catalogue screens: the list, and its drawer on `…/:id` (`new` for a new record).
export const feedbackPath = (id: string) => recordPath(PATHS.feedbacks, id);
export const contactMessagePath = (id: string) => recordPath(PATHS.contactMessages, id);
export const blogPostPath = (id: string) => recordPath(PATHS.blogPosts, id);
export const newBlogPostPath = () => blogPostPath(NEW_RECORD);
export const staticPagePath = (id: string) => recordPath(PATHS.staticPages, id);

/** /finances' sections: « Synthèse » (/finances), « Transactions », « Factures et avoirs ». */
export type FinanceSection = "summary" | "transactions" | "documents";
const FINANCE_SECTION_PATHS: Record<FinanceSection, string> = {
  summary: PATHS.finances,
  transactions: PATHS.financesTransactions,
  documents: PATHS.financesDocuments,
};

/** A section of /finances; on « Transactions », `q` filters the ledger by a customer. */
export const financesPath = (section: FinanceSection = "summary", query: { q?: string } = {}) => withQuery(FINANCE_SECTION_PATHS[section], query);

/** /settings, at one of its sections. */
export const settingsPath = (section?: "emails" | "maintenance") => withQuery(PATHS.settings, {}, section);

/** The audit log, filtered to one record (« Voir tout » of an entity's history). */
export const auditLogPath = (query: { targetType?: string; targetId?: string } = {}) => withQuery(PATHS.auditLog, query);

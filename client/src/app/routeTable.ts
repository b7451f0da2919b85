/**
 * The console's route table as data: every screen's path, its title (spec §1–2, word for word;
 * the document title is '<title> - Admin'), its sidebar entry and the chunk that renders it. The
 * one list of screens: the shell's routes, the sidebar, the palette, the preloads (routes.tsx) and
 * the e2e suite, the Lighthouse audit and the screenshots (e2e/support/expectations.ts) all read it.
 *
 * No React here (icons and lazy pages are in routes.tsx, keyed by `screen`), so Node imports it.
 * A new screen: a line here (`records: true` for a list with a drawer) and its name in
 * `ScreenChunk`; its page is found by its file name (`pageFileName`), so routes.tsx has no line
 * for it; its path in paths.ts once another screen links to it (docs/new-screen.md). Its
 * `permission` says what a member's role needs to open it (docs/roles.md « Console »): the
 * sidebar, the palette and the shell follow it; the server refuses the data all the same.
 */
import { APPROVER_PERMISSIONS } from "@atelier/domain/approvals/approvals";
import { missingPermissions, type Permission } from "@atelier/domain/staff/permissions";
import { PATHS } from "./paths";

export { LOGIN_ROUTE } from "./paths";

/** A chunk of the console: routes sharing one (a list and its drawer) keep the page mounted. */
export type ScreenChunk =
  | "dashboard"
  | "userList"
  | "userDetail"
  | "creations"
  | "orderList"
  | "orderDetail"
  | "feedback"
  | "contactMessages"
  | "aiPrompts"
  | "textToImage"
  | "impression"
  | "deliveryMethods"
  | "emails"
  | "media"
  | "blog"
  | "staticPages"
  | "finances"
  | "financesTransactions"
  | "financesDocuments"
  | "settings"
  | "apiExplorer"
  | "auditLog"
  | "staff"
  | "approvals"
  | "personalDataRequests";

/**
 * The page that renders a chunk, by convention: `features/<folder>/<Chunk>Page.tsx`, the chunk's
 * name capitalised (`deliveryMethods` → `DeliveryMethodsPage`). routes.tsx finds it there.
 */
export const pageFileName = (chunk: ScreenChunk) => `${chunk[0]!.toUpperCase()}${chunk.slice(1)}Page`;

/** A counter shown as a badge on the entry: an inbox's unread (InboxCounts), the approvals waiting (pendingApprovalCount). */
export type NavBadge = "feedbackUnread" | "contactUnread" | "approvalsPending";

/** The icons of the sidebar, by name (the components are in routes.tsx). */
export type NavIcon =
  | "dashboard"
  | "users"
  | "creations"
  | "orders"
  | "feedback"
  | "contact"
  | "imageToImage"
  | "textToImage"
  | "products"
  | "delivery"
  | "emails"
  | "media"
  | "blog"
  | "pages"
  | "finances"
  | "approvals"
  | "personalDataRequests"
  | "settings";

export type RouteEntry = {
  path: string;
  /** Page heading; the document title is '<title> - Admin' (spec §1). */
  title: string;
  screen: ScreenChunk;
  /**
   * What the member's role needs to open the screen: every permission its page's queries need
   * (the server refuses the whole operation otherwise), or `{ anyOf }` when one of them will do
   * (« Approbations » lists what the role may decide). Absent: every member may open it.
   */
  permission?: Permission | readonly Permission[] | { anyOf: readonly Permission[] };
  /**
   * A section of a screen in sections (docs/urls.md): its tab's label, which the palette shows
   * (the title is the screen's, the same on every section).
   */
  section?: string;
  /** Present when the screen has a sidebar entry. */
  nav?: { label: string; icon: NavIcon; badge?: NavBadge };
  /**
   * A catalogue or inbox list whose drawer opens over it on `<path>/:id` (`new` for a new
   * record): the table adds that route, same title and chunk, so the list stays mounted.
   */
  records?: true;
};

/** The entry, then the route of its records' drawer when it has one. */
const withRecords = (entry: RouteEntry): RouteEntry[] => {
  if (!entry.records) return [entry];
  const { nav: _nav, records: _records, ...drawer } = entry;
  return [entry, { ...drawer, path: `${entry.path}/:id` }];
};

/** The path of a route's list: what a page opens its drawer under (`PageProps.basePath`). */
export const listPath = (path: string) => path.replace(/\/:id$/, "");

/**
 * Every screen inside the shell (spec §2). Listed in sidebar order, which is the order of the
 * entries that have `nav`; detail screens sit next to their list. A catalogue or inbox list and
 * its drawer (`…/new`, `…/:id`) are one screen on two routes, so opening the drawer keeps the list.
 */
const ENTRIES: readonly RouteEntry[] = [
  { path: PATHS.dashboard, title: "Dashboard", screen: "dashboard", nav: { label: "Dashboard", icon: "dashboard" } },
  { path: PATHS.users, title: "Gestion des Utilisateurs", screen: "userList", permission: "CUSTOMERS_READ", nav: { label: "Utilisateurs", icon: "users" } },
  { path: PATHS.user, title: "Détail de l’utilisateur", screen: "userDetail", permission: "CUSTOMERS_READ" },
  { path: PATHS.creations, title: "Modération des Créations", screen: "creations", permission: "MODERATION", nav: { label: "Créations", icon: "creations" } },
  { path: PATHS.orders, title: "Gestion des Commandes", screen: "orderList", permission: "ORDERS_READ", nav: { label: "Commandes", icon: "orders" } },
  { path: PATHS.order, title: "Détail de la commande", screen: "orderDetail", permission: "ORDERS_READ" },
  {
    path: PATHS.feedbacks,
    title: "Gestion des Feedbacks",
    screen: "feedback",
    permission: "INBOX",
    records: true,
    nav: { label: "Feedbacks", icon: "feedback", badge: "feedbackUnread" },
  },
  {
    path: PATHS.contactMessages,
    title: "Messages de Contact",
    screen: "contactMessages",
    permission: "INBOX",
    records: true,
    nav: { label: "Messages Contact", icon: "contact", badge: "contactUnread" },
  },
  {
    path: PATHS.aiPrompts,
    title: "Prompts IA",
    screen: "aiPrompts",
    permission: "CATALOGUE",
    records: true,
    nav: { label: "ImageToImage", icon: "imageToImage" },
  },
  {
    path: PATHS.textToImageStyles,
    title: "Styles texte-vers-image",
    screen: "textToImage",
    permission: "CATALOGUE",
    records: true,
    nav: { label: "TextToImage", icon: "textToImage" },
  },
  {
    path: PATHS.products,
    title: "Gestion Impression",
    screen: "impression",
    permission: "CATALOGUE",
    records: true,
    nav: { label: "Produits", icon: "products" },
  },
  {
    path: PATHS.deliveryMethods,
    title: "Modes de Livraison",
    screen: "deliveryMethods",
    permission: "CATALOGUE",
    records: true,
    nav: { label: "Modes de livraison", icon: "delivery" },
  },
  { path: PATHS.emails, title: "Gestion des Emails", screen: "emails", permission: "EMAIL_TEMPLATES", nav: { label: "Emails", icon: "emails" } },
  { path: PATHS.media, title: "Media Library", screen: "media", permission: "CONTENT", nav: { label: "Médias", icon: "media" } },
  { path: PATHS.blogPosts, title: "Gestion du Blog", screen: "blog", permission: "CONTENT", records: true, nav: { label: "Blog", icon: "blog" } },
  {
    path: PATHS.staticPages,
    title: "Pages Statiques",
    screen: "staticPages",
    permission: "CONTENT",
    records: true,
    nav: { label: "Pages statiques", icon: "pages" },
  },
  // « Synthèse »; its two other sections are screens of their own (own URL, own chunk, own
  // queries), same title and permission: an accountant opens one thing at a time (docs/finances.md).
  {
    path: PATHS.finances,
    title: "Suivi Financier",
    screen: "finances",
    permission: "FINANCES",
    section: "Synthèse",
    nav: { label: "Finances", icon: "finances" },
  },
  { path: PATHS.financesTransactions, title: "Suivi Financier", screen: "financesTransactions", permission: "FINANCES", section: "Transactions" },
  { path: PATHS.financesDocuments, title: "Suivi Financier", screen: "financesDocuments", permission: "FINANCES", section: "Factures et avoirs" },
  // Four-eyes approval (docs/approvals.md): the queue of the kinds the member's role may decide.
  {
    path: PATHS.approvals,
    title: "Approbations",
    screen: "approvals",
    permission: { anyOf: APPROVER_PERMISSIONS },
    nav: { label: "Approbations", icon: "approvals", badge: "approvalsPending" },
  },
  // The register of personal-data requests (issue 37, docs/personal-data.md): its work queue's badge comes from its path.
  {
    path: PATHS.personalDataRequests,
    title: "Demandes RGPD",
    screen: "personalDataRequests",
    permission: "PERSONAL_DATA",
    nav: { label: "Demandes RGPD", icon: "personalDataRequests" },
  },
  { path: PATHS.settings, title: "Paramètres", screen: "settings", permission: "SETTINGS", nav: { label: "Paramètres", icon: "settings" } },
  // Reached from the palette and from /settings, not the sidebar (docs/api-explorer.md).
  { path: PATHS.apiExplorer, title: "Explorateur GraphQL", screen: "apiExplorer" },
  { path: PATHS.auditLog, title: "Journal d’audit", screen: "auditLog", permission: "STAFF" },
  { path: PATHS.staff, title: "Équipe", screen: "staff", permission: "STAFF" },
];

/** Every route inside the shell: the entries, each list followed by its drawer's route. */
export const SHELL_ROUTES: readonly RouteEntry[] = ENTRIES.flatMap(withRecords);

/**
 * The routes that show a page of their own: every shell route but the drawers of a list (a
 * `…/:id` sharing its list's chunk). What the e2e suite, the audit and the screenshots visit.
 */
/** The permissions a route needs, as a list (none: every member may open it); for `anyOf`, its first when none is held. */
export const routePermissions = (route: Pick<RouteEntry, "permission">, held: readonly Permission[] = []): readonly Permission[] => {
  const { permission } = route;
  if (permission === undefined) return [];
  if (typeof permission === "string") return [permission];
  if ("anyOf" in permission) return permission.anyOf.some((p) => held.includes(p)) ? [] : permission.anyOf.slice(0, 1);
  return permission as readonly Permission[];
};

/** What `held` lacks to open `route`, in the permission table's order; empty when it may open it. */
export const missingForRoute = (route: Pick<RouteEntry, "permission">, held: readonly Permission[]): Permission[] =>
  missingPermissions(held, routePermissions(route, held));

/** Whether a member holding `held` may open `route`. */
export const mayOpen = (route: Pick<RouteEntry, "permission">, held: readonly Permission[]): boolean => missingForRoute(route, held).length === 0;

/**
 * The first sidebar screen a member holding `held` may open: where the « Accès refusé » page sends
 * them back (the dashboard, open to every member with the cards their role reads). Null when none.
 */
export function firstOpenScreen(held: readonly Permission[]): RouteEntry | null {
  return ENTRIES.find((entry) => entry.nav && mayOpen(entry, held)) ?? null;
}

/**
 * Whether a member holding `held` may open the list at `href` (a work queue's link: a list's path
 * and its query string). An address that is no list of the table is left to the shell.
 */
export function mayOpenList(href: string, held: readonly Permission[]): boolean {
  const path = href.split(/[?#]/)[0];
  const route = SHELL_ROUTES.find((candidate) => candidate.path === path);
  return !route || mayOpen(route, held);
}

export const SCREEN_ROUTES: readonly RouteEntry[] = SHELL_ROUTES.filter(
  (route, index) => !route.path.includes(":") || SHELL_ROUTES.findIndex((other) => other.screen === route.screen) === index,
);

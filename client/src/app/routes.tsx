import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { matchPath } from "react-router-dom";
import type { IconType } from "react-icons";
import {
  LuFileText,
  LuImages,
  LuLayoutDashboard,
  LuMail,
  LuMessageSquare,
  LuMessagesSquare,
  LuNewspaper,
  LuPalette,
  LuPrinter,
  LuSettings,
  LuShoppingCart,
  LuSparkles,
  LuTruck,
  LuUsers,
  LuWallet,
  LuWandSparkles,
} from "react-icons/lu";
import type { PageProps } from "../ui/pageProps";

// The shell's route table: it loads with the shell's chunk (Shell.tsx), never on /login, whose
// route lives in loginRoute.ts (docs/bundle.md). Add each new screen here, with a lazy page.

export type AppRoute = {
  path: string;
  /** Page heading; the document title is '<title> - Admin' (spec §1). */
  title: string;
  /** Each screen is its own chunk, loaded on first visit (or ahead of it: preloadScreen). */
  Page: LazyExoticComponent<ComponentType<PageProps>>;
  /** Starts downloading the screen's chunk and those it imports (every shell route has one). */
  load?: () => Promise<PageModule>;
  /** Present when the screen has a sidebar entry. */
  nav?: { label: string; icon: IconType; badge?: NavBadge };
};

/** An unread counter (InboxCounts) shown as a badge on the entry. */
export type NavBadge = "feedbackUnread" | "contactUnread";

type PageModule = { default: ComponentType<PageProps> };

/** A screen's chunk: `Page` renders it, `load` fetches it ahead of the first render. */
function screen(load: () => Promise<PageModule>): Pick<AppRoute, "Page" | "load"> {
  return { Page: lazy(load), load };
}

// Catalogue screens: the list and its drawer (`…/new`, `…/:id`) are one page on two routes,
// sharing one lazy component (one screen) so that opening the drawer keeps the list mounted. The inboxes too
// (/feedback/:id, /contact-messages/:id).
const deliveryMethodsScreen = screen(() => import("../features/delivery-methods/DeliveryMethodsPage"));
const feedbackScreen = screen(() => import("../features/feedback/FeedbackPage"));
const contactMessagesScreen = screen(() => import("../features/contact-messages/ContactMessagesPage"));
const blogScreen = screen(() => import("../features/blog/BlogPage"));
const staticPagesScreen = screen(() => import("../features/static-pages/StaticPagesPage"));
const textToImageScreen = screen(() => import("../features/text-to-image/TextToImagePage"));
const aiPromptsScreen = screen(() => import("../features/ai-prompts/AiPromptsPage"));
const impressionScreen = screen(() => import("../features/impression/ImpressionPage"));

/**
 * Every screen inside the shell (spec §2). Listed in sidebar order, which is the order of the
 * entries that have `nav`; detail screens sit next to their list.
 */
export const shellRoutes: AppRoute[] = [
  {
    path: "/",
    title: "Dashboard",
    ...screen(() => import("../features/dashboard/DashboardPage")),
    nav: { label: "Dashboard", icon: LuLayoutDashboard },
  },
  {
    path: "/users",
    title: "Gestion des Utilisateurs",
    ...screen(() => import("../features/users/UserListPage")),
    nav: { label: "Utilisateurs", icon: LuUsers },
  },
  {
    path: "/users/:id",
    title: "Détail de l’utilisateur",
    ...screen(() => import("../features/users/UserDetailPage")),
  },
  {
    path: "/creations",
    title: "Modération des Créations",
    ...screen(() => import("../features/creations/CreationsPage")),
    nav: { label: "Créations", icon: LuPalette },
  },
  {
    path: "/orders",
    title: "Gestion des Commandes",
    ...screen(() => import("../features/orders/OrderListPage")),
    nav: { label: "Commandes", icon: LuShoppingCart },
  },
  {
    path: "/orders/:id",
    title: "Détail de la commande",
    ...screen(() => import("../features/orders/OrderDetailPage")),
  },
  {
    path: "/feedback",
    title: "Gestion des Feedbacks",
    ...feedbackScreen,
    nav: { label: "Feedbacks", icon: LuMessageSquare, badge: "feedbackUnread" },
  },
  { path: "/feedback/:id", title: "Gestion des Feedbacks", ...feedbackScreen },
  {
    path: "/contact-messages",
    title: "Messages de Contact",
    ...contactMessagesScreen,
    nav: { label: "Messages Contact", icon: LuMessagesSquare, badge: "contactUnread" },
  },
  { path: "/contact-messages/:id", title: "Messages de Contact", ...contactMessagesScreen },
  {
    path: "/ai-prompts",
    title: "Prompts IA",
    ...aiPromptsScreen,
    nav: { label: "ImageToImage", icon: LuWandSparkles },
  },
  { path: "/ai-prompts/:id", title: "Prompts IA", ...aiPromptsScreen },
  {
    path: "/text-to-image",
    title: "Styles texte-vers-image",
    ...textToImageScreen,
    nav: { label: "TextToImage", icon: LuSparkles },
  },
  { path: "/text-to-image/:id", title: "Styles texte-vers-image", ...textToImageScreen },
  {
    path: "/impression",
    title: "Gestion Impression",
    ...impressionScreen,
    nav: { label: "Produits", icon: LuPrinter },
  },
  { path: "/impression/:id", title: "Gestion Impression", ...impressionScreen },
  {
    path: "/delivery-methods",
    title: "Modes de Livraison",
    ...deliveryMethodsScreen,
    nav: { label: "Modes de livraison", icon: LuTruck },
  },
  { path: "/delivery-methods/:id", title: "Modes de Livraison", ...deliveryMethodsScreen },
  {
    path: "/emails",
    title: "Gestion des Emails",
    ...screen(() => import("../features/emails/EmailsPage")),
    nav: { label: "Emails", icon: LuMail },
  },
  {
    path: "/media",
    title: "Media Library",
    ...screen(() => import("../features/media/MediaPage")),
    nav: { label: "Médias", icon: LuImages },
  },
  {
    path: "/blog",
    title: "Gestion du Blog",
    ...blogScreen,
    nav: { label: "Blog", icon: LuNewspaper },
  },
  { path: "/blog/:id", title: "Gestion du Blog", ...blogScreen },
  {
    path: "/static-pages",
    title: "Pages Statiques",
    ...staticPagesScreen,
    nav: { label: "Pages statiques", icon: LuFileText },
  },
  { path: "/static-pages/:id", title: "Pages Statiques", ...staticPagesScreen },
  {
    path: "/finances",
    title: "Suivi Financier",
    ...screen(() => import("../features/finances/FinancesPage")),
    nav: { label: "Finances", icon: LuWallet },
  },
  {
    path: "/settings",
    title: "Paramètres",
    ...screen(() => import("../features/settings/SettingsPage")),
    nav: { label: "Paramètres", icon: LuSettings },
  },
  // Reached from the palette and from /settings, not the sidebar (docs/api-explorer.md).
  { path: "/api", title: "Explorateur GraphQL", ...screen(() => import("../features/api-explorer/ApiExplorerPage")) },
  { path: "/settings/audit", title: "Journal d’audit", ...screen(() => import("../features/audit/AuditLogPage")) },
];

/**
 * Starts downloading the chunk of the screen at `pathname`: called as soon as the shell's chunk
 * arrives (shellChunk.ts), while the administrator check runs, so the screen's code is there when
 * the shell renders instead of being asked for then (one round trip less before its first paint).
 */
export function preloadScreen(pathname: string): void {
  const route = shellRoutes.find((candidate) => matchPath(candidate.path, pathname));
  // A failed download is tried again, and reported, when the screen renders.
  void route?.load?.().catch(() => undefined);
}

/**
 * On the dev server only (`npm start`): once the browser is idle, fetches every screen's chunk, one
 * after the other, so that a screen's first visit does not wait for the dev server to serve its
 * modules one by one (Feedbacks' 85 modules took 0.6 s, after 2 s for the shell on a loaded
 * machine; docs/bundle.md « Dev server »). The GraphQL explorer (Monaco) is left to its own
 * visit. The production build leaves this out (`import.meta.env.DEV` is false there).
 */
let everyScreenRequested = false;

export function preloadEveryScreenInDev(): void {
  // The shell's chunk is asked for at every admin check: one background pass is enough.
  if (!import.meta.env.DEV || everyScreenRequested) return;
  everyScreenRequested = true;
  const loaders = [...new Set(shellRoutes.filter((route) => route.path !== "/api").map((route) => route.load))];
  const next = async () => {
    for (const load of loaders) await load?.().catch(() => undefined);
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(() => void next(), { timeout: 5000 });
  else setTimeout(() => void next(), 2000);
}

export type NavEntry = { path: string; label: string; icon: IconType; badge?: NavBadge };

export const navEntries: NavEntry[] = shellRoutes.flatMap((route) =>
  route.nav ? [{ path: route.path, ...route.nav }] : [],
);

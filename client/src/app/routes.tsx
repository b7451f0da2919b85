import { lazy, type ComponentType, type LazyExoticComponent } from "react";
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
  /** Each screen is its own chunk, loaded on first visit. */
  Page: LazyExoticComponent<ComponentType<PageProps>>;
  /** Present when the screen has a sidebar entry. */
  nav?: { label: string; icon: IconType; badge?: NavBadge };
};

/** An unread counter (InboxCounts) shown as a badge on the entry. */
export type NavBadge = "feedbackUnread" | "contactUnread";

// Catalogue screens: the list and its drawer (`…/new`, `…/:id`) are one page on two routes,
// sharing one lazy component so that opening the drawer keeps the list mounted. The inboxes too
// (/feedback/:id, /contact-messages/:id).
const DeliveryMethodsPage = lazy(() => import("../features/delivery-methods/DeliveryMethodsPage"));
const FeedbackPage = lazy(() => import("../features/feedback/FeedbackPage"));
const ContactMessagesPage = lazy(() => import("../features/contact-messages/ContactMessagesPage"));
const BlogPage = lazy(() => import("../features/blog/BlogPage"));
const StaticPagesPage = lazy(() => import("../features/static-pages/StaticPagesPage"));
const TextToImagePage = lazy(() => import("../features/text-to-image/TextToImagePage"));
const AiPromptsPage = lazy(() => import("../features/ai-prompts/AiPromptsPage"));
const ImpressionPage = lazy(() => import("../features/impression/ImpressionPage"));

/**
 * Every screen inside the shell (spec §2). Listed in sidebar order, which is the order of the
 * entries that have `nav`; detail screens sit next to their list.
 */
export const shellRoutes: AppRoute[] = [
  {
    path: "/",
    title: "Dashboard",
    Page: lazy(() => import("../features/dashboard/DashboardPage")),
    nav: { label: "Dashboard", icon: LuLayoutDashboard },
  },
  {
    path: "/users",
    title: "Gestion des Utilisateurs",
    Page: lazy(() => import("../features/users/UserListPage")),
    nav: { label: "Utilisateurs", icon: LuUsers },
  },
  {
    path: "/users/:id",
    title: "Détail de l’utilisateur",
    Page: lazy(() => import("../features/users/UserDetailPage")),
  },
  {
    path: "/creations",
    title: "Modération des Créations",
    Page: lazy(() => import("../features/creations/CreationsPage")),
    nav: { label: "Créations", icon: LuPalette },
  },
  {
    path: "/orders",
    title: "Gestion des Commandes",
    Page: lazy(() => import("../features/orders/OrderListPage")),
    nav: { label: "Commandes", icon: LuShoppingCart },
  },
  {
    path: "/orders/:id",
    title: "Détail de la commande",
    Page: lazy(() => import("../features/orders/OrderDetailPage")),
  },
  {
    path: "/feedback",
    title: "Gestion des Feedbacks",
    Page: FeedbackPage,
    nav: { label: "Feedbacks", icon: LuMessageSquare, badge: "feedbackUnread" },
  },
  { path: "/feedback/:id", title: "Gestion des Feedbacks", Page: FeedbackPage },
  {
    path: "/contact-messages",
    title: "Messages de Contact",
    Page: ContactMessagesPage,
    nav: { label: "Messages Contact", icon: LuMessagesSquare, badge: "contactUnread" },
  },
  { path: "/contact-messages/:id", title: "Messages de Contact", Page: ContactMessagesPage },
  {
    path: "/ai-prompts",
    title: "Prompts IA",
    Page: AiPromptsPage,
    nav: { label: "ImageToImage", icon: LuWandSparkles },
  },
  { path: "/ai-prompts/:id", title: "Prompts IA", Page: AiPromptsPage },
  {
    path: "/text-to-image",
    title: "Styles texte-vers-image",
    Page: TextToImagePage,
    nav: { label: "TextToImage", icon: LuSparkles },
  },
  { path: "/text-to-image/:id", title: "Styles texte-vers-image", Page: TextToImagePage },
  {
    path: "/impression",
    title: "Gestion Impression",
    Page: ImpressionPage,
    nav: { label: "Produits", icon: LuPrinter },
  },
  { path: "/impression/:id", title: "Gestion Impression", Page: ImpressionPage },
  {
    path: "/delivery-methods",
    title: "Modes de Livraison",
    Page: DeliveryMethodsPage,
    nav: { label: "Modes de livraison", icon: LuTruck },
  },
  { path: "/delivery-methods/:id", title: "Modes de Livraison", Page: DeliveryMethodsPage },
  {
    path: "/emails",
    title: "Gestion des Emails",
    Page: lazy(() => import("../features/emails/EmailsPage")),
    nav: { label: "Emails", icon: LuMail },
  },
  {
    path: "/media",
    title: "Media Library",
    Page: lazy(() => import("../features/media/MediaPage")),
    nav: { label: "Médias", icon: LuImages },
  },
  {
    path: "/blog",
    title: "Gestion du Blog",
    Page: BlogPage,
    nav: { label: "Blog", icon: LuNewspaper },
  },
  { path: "/blog/:id", title: "Gestion du Blog", Page: BlogPage },
  {
    path: "/static-pages",
    title: "Pages Statiques",
    Page: StaticPagesPage,
    nav: { label: "Pages statiques", icon: LuFileText },
  },
  { path: "/static-pages/:id", title: "Pages Statiques", Page: StaticPagesPage },
  {
    path: "/finances",
    title: "Suivi Financier",
    Page: lazy(() => import("../features/finances/FinancesPage")),
    nav: { label: "Finances", icon: LuWallet },
  },
  {
    path: "/settings",
    title: "Paramètres",
    Page: lazy(() => import("../features/settings/SettingsPage")),
    nav: { label: "Paramètres", icon: LuSettings },
  },
  // Reached from the palette and from /settings, not the sidebar (docs/api-explorer.md).
  { path: "/api", title: "Explorateur GraphQL", Page: lazy(() => import("../features/api-explorer/ApiExplorerPage")) },
  { path: "/settings/audit", title: "Journal d’audit", Page: lazy(() => import("../features/audit/AuditLogPage")) },
];

export type NavEntry = { path: string; label: string; icon: IconType; badge?: NavBadge };

export const navEntries: NavEntry[] = shellRoutes.flatMap((route) =>
  route.nav ? [{ path: route.path, ...route.nav }] : [],
);

import type { ComponentType, LazyExoticComponent } from "react";
import { matchPath } from "react-router-dom";
import type { IconType } from "react-icons";
import {
  LuFileCheck,
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
  LuShieldCheck,
  LuShoppingCart,
  LuSparkles,
  LuTruck,
  LuUsers,
  LuWallet,
  LuWandSparkles,
} from "react-icons/lu";
import { lazyChunk } from "../ui/lazyChunk";
import type { PageProps } from "../ui/pageProps";
import { listPath, pageFileName, SHELL_ROUTES, type NavBadge, type NavIcon, type RouteEntry, type ScreenChunk } from "./routeTable";

// The shell's screens: the route table's data (routeTable.ts) joined to what needs React, the
// lazy pages and the sidebar's icons. It loads with the shell's chunk (Shell.tsx), never on
// /login, whose route lives in loginRoute.ts (docs/bundle.md).

export type AppRoute = RouteEntry & {
  /** Each screen is its own chunk, loaded on first visit (or ahead of it: preloadScreen). */
  Page: LazyExoticComponent<ComponentType<PageProps>>;
  /** Starts downloading the screen's chunk and those it imports (every shell route has one). */
  load?: () => Promise<PageModule>;
  /**
   * The path of its list, given to the page (`PageProps.basePath`); set here, in the shell's
   * chunk, so that RoutePage (also /login's) does not bring the table into /login's chunks.
   */
  basePath?: string;
};

export type { NavBadge } from "./routeTable";

type PageModule = { default: ComponentType<PageProps> };

/** A screen's chunk: `Page` renders it, `load` fetches it ahead of the first render. */
function screen(download: () => Promise<PageModule>): Pick<AppRoute, "Page" | "load"> {
  // Preloaded during the sign-in check, the page then renders without suspending (ui/lazyChunk.ts).
  const { Component, load } = lazyChunk(download);
  return { Page: Component, load };
}

/**
 * Every screen's page, found by convention rather than listed: the chunk `deliveryMethods` is
 * rendered by `features/<folder>/DeliveryMethodsPage.tsx` (its name, capitalised, + `Page`:
 * `pageFileName`), so a new screen adds no line here (docs/new-screen.md). `import.meta.glob` turns
 * each file into its own lazy import, hence its own chunk, named after the file as before
 * (scripts/bundle-budget.ts). The login page is left out: it loads before the shell (loginRoute.ts).
 * routeTable.test.ts checks on the file system that every chunk has exactly one such file.
 */
const PAGE_FILES = import.meta.glob<PageModule>(["./*/*Page.tsx", "!./login/**"], { base: "../features" });
const PAGES_BY_NAME = new Map(Object.entries(PAGE_FILES).map(([file, load]) => [file.slice(file.lastIndexOf("/") + 1, -".tsx".length), load]));

/** Every chunk of the table, once: routes that share one (a list and its drawer) share its page. */
const SCREENS = Object.fromEntries(
  [...new Set(SHELL_ROUTES.map((route) => route.screen))].map((chunk) => [chunk, screen(PAGES_BY_NAME.get(pageFileName(chunk))!)]),
) as Record<ScreenChunk, Pick<AppRoute, "Page" | "load">>;

const NAV_ICONS: Record<NavIcon, IconType> = {
  dashboard: LuLayoutDashboard,
  users: LuUsers,
  creations: LuPalette,
  orders: LuShoppingCart,
  feedback: LuMessageSquare,
  contact: LuMessagesSquare,
  imageToImage: LuWandSparkles,
  textToImage: LuSparkles,
  products: LuPrinter,
  delivery: LuTruck,
  emails: LuMail,
  media: LuImages,
  blog: LuNewspaper,
  pages: LuFileText,
  finances: LuWallet,
  approvals: LuFileCheck,
  personalDataRequests: LuShieldCheck,
  settings: LuSettings,
};

/** Every screen inside the shell (spec §2), in sidebar order: SHELL_ROUTES with their pages. */
export const shellRoutes: AppRoute[] = SHELL_ROUTES.map((route) => ({ ...route, basePath: listPath(route.path), ...SCREENS[route.screen] }));

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
  const loaders = Object.entries(SCREENS).flatMap(([chunk, { load }]) => (chunk === "apiExplorer" ? [] : [load]));
  const next = async () => {
    for (const load of loaders) await load?.().catch(() => undefined);
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(() => void next(), { timeout: 5000 });
  else setTimeout(() => void next(), 2000);
}

export type NavEntry = Pick<RouteEntry, "permission"> & { path: string; label: string; icon: IconType; badge?: NavBadge };

/** Every sidebar entry; the sidebar shows those the member's role opens (`mayOpen`). */
export const navEntries: NavEntry[] = SHELL_ROUTES.flatMap((route) =>
  route.nav ? [{ path: route.path, ...route.nav, icon: NAV_ICONS[route.nav.icon], permission: route.permission }] : [],
);

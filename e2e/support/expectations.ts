/** What the spec (§1–2) fixes for the shell. */
import { SCREEN_ROUTES } from "../../client/src/app/routeTable";

/** The sidebar's entries, in order: written out independently of the client's code. */
export const SIDEBAR_LABELS = [
  "Dashboard",
  "Utilisateurs",
  "Créations",
  "Commandes",
  "Feedbacks",
  "Messages Contact",
  "ImageToImage",
  "TextToImage",
  "Produits",
  "Modes de livraison",
  "Emails",
  "Médias",
  "Blog",
  "Pages statiques",
  "Finances",
  // Four-eyes approval's queue (issue 35, docs/approvals.md), beside the spec's 16.
  "Approbations",
  // The register of personal-data requests (issue 37, docs/personal-data.md).
  "Demandes RGPD",
  "Paramètres",
];

/**
 * Every screen of the shell and its page title (where the spec says "not shown", ours): the
 * console's route table itself (client/src/app/routeTable.ts, plain data), so a new screen is
 * visited by the shell, layout-shift and phone tests, the audit and the screenshots without being
 * listed again. A detail route keeps its `:id` pattern; shellScreens() (screens.ts) opens it on a
 * real record. The sidebar's labels above stay written out: they are the spec's, checked against
 * what the console shows.
 */
export const SHELL_ROUTE_TITLES: Array<[path: string, title: string]> = SCREEN_ROUTES.map((route) => [route.path, route.title]);

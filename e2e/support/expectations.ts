/** What the spec (§1–2) fixes for the shell, written out independently of the client's code. */

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
  "Paramètres",
];

/** Every route inside the shell and its page title (where the spec says "not shown", ours). */
export const SHELL_ROUTE_TITLES: Array<[path: string, title: string]> = [
  ["/", "Dashboard"],
  ["/orders", "Gestion des Commandes"],
  ["/orders/e2e-order", "Détail de la commande"],
  ["/users", "Gestion des Utilisateurs"],
  ["/users/e2e-user", "Détail de l’utilisateur"],
  ["/creations", "Modération des Créations"],
  ["/finances", "Suivi Financier"],
  ["/settings", "Paramètres"],
  ["/settings/audit", "Journal d’audit"],
  ["/ai-prompts", "Prompts IA"],
  ["/text-to-image", "Styles texte-vers-image"],
  ["/impression", "Gestion Impression"],
  ["/emails", "Gestion des Emails"],
  ["/feedback", "Gestion des Feedbacks"],
  ["/contact-messages", "Messages de Contact"],
  ["/media", "Media Library"],
  ["/static-pages", "Pages Statiques"],
  ["/blog", "Gestion du Blog"],
  ["/delivery-methods", "Modes de Livraison"],
  // No sidebar entry: reached from the palette and the settings (docs/api-explorer.md).
  ["/api", "Explorateur GraphQL"],
];

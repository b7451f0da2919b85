/**
 * Every keyboard shortcut of the console, as the « ? » dialog lists them. Written down here from
 * the screens' key handlers (creations grid, lists, catalogue reordering, order tracking, blog
 * tag filter): when a screen gains a key, add it here.
 */
export type Shortcut = { keys: string[]; what: string };
export type ShortcutSection = { title: string; shortcuts: Shortcut[] };

export function consoleShortcuts(paletteKey: string): ShortcutSection[] {
  return [
    {
      title: "Partout",
      shortcuts: [
        { keys: [paletteKey], what: "Ouvrir ou fermer la palette de commandes" },
        { keys: ["?"], what: "Afficher ces raccourcis (hors d’un champ de saisie)" },
        { keys: ["Échap"], what: "Fermer la fenêtre, le tiroir, le menu ou la palette ouverts" },
        { keys: ["Tab", "Maj Tab"], what: "Passer à l’élément suivant, précédent" },
      ],
    },
    {
      title: "Palette de commandes",
      shortcuts: [
        { keys: ["↑", "↓"], what: "Parcourir les résultats" },
        { keys: ["Début", "Fin"], what: "Premier, dernier résultat" },
        { keys: ["Entrée"], what: "Ouvrir le résultat choisi" },
        { keys: ["#"], what: "Devant un numéro court : chercher seulement les commandes" },
      ],
    },
    {
      title: "Listes",
      shortcuts: [
        { keys: ["Entrée"], what: "Sur une ligne : ouvrir sa fiche" },
        { keys: ["Entrée"], what: "Dans une recherche : chercher sans attendre" },
        { keys: ["Espace", "Entrée"], what: "Sur la poignée d’une ligne du catalogue : la saisir, puis la déposer" },
        { keys: ["↑", "↓"], what: "Ligne saisie : la déplacer (Échap annule)" },
      ],
    },
    {
      title: "Modération des créations",
      shortcuts: [
        { keys: ["←", "↑", "→", "↓"], what: "Passer d’une création à l’autre" },
        { keys: ["Début", "Fin"], what: "Première, dernière création" },
        { keys: ["A"], what: "Approuver" },
        { keys: ["R"], what: "Refuser" },
        { keys: ["Espace"], what: "Voir les détails" },
        { keys: ["X"], what: "Sélectionner" },
        { keys: ["Maj clic"], what: "Sélectionner une plage" },
      ],
    },
    {
      title: "Fiches",
      shortcuts: [
        { keys: ["Entrée"], what: "Commande, numéro de suivi : l’enregistrer" },
        { keys: ["Entrée"], what: "Blog, filtre Étiquette : l’appliquer" },
      ],
    },
  ].map((section) => ({
    ...section,
    shortcuts: section.shortcuts.map((s) => ({ ...s, what: s.what.replace(/ ([:;!?])/g, "\u00a0$1") })),
  }));
}

// French names, streets and cities for the demo data.

export const FIRST_NAMES = [
  "Élodie", "Gaëlle", "Jérôme", "Françoise", "Noël", "Hélène", "Loïc", "Anaïs", "Léa", "Chloé",
  "Inès", "Zoé", "Maëlys", "Raphaël", "Théo", "Mathéo", "Clément", "Valérie", "Sébastien", "Aurélien",
  "Cécile", "Amélie", "Stéphane", "Frédéric", "Géraldine", "Joël", "Benoît", "Irène", "Agnès", "Rémi",
  "Thérèse", "Héloïse", "Gérard", "Maïwenn", "Célestin", "Nathalie", "Julien", "Camille", "Lucas", "Manon",
  "Hugo", "Sarah", "Louis", "Emma", "Arthur", "Jade", "Nicolas", "Pauline", "Antoine", "Margaux",
  "Thomas", "Juliette", "Maxime", "Lucie", "Guillaume", "Océane", "Adèle", "Bérénice", "Timothée", "Solène",
] as const;

export const LAST_NAMES = [
  "Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau",
  "Simon", "Laurent", "Lefèvre", "Michel", "Garcia", "David", "Bertrand", "Roux", "Vincent", "Fournier",
  "Morel", "Girard", "André", "Mercier", "Dupont", "Lambert", "Bonnet", "François", "Martinez", "Légaré",
  "Chevalier", "Gauthier", "Perrin", "Morin", "Clément", "Rousseau", "Lemaître", "Ménard", "Brunet", "Bréhier",
  "Le Goff", "Le Gall", "Guérin", "Boyer", "Gaillard", "Rivière", "Benoît", "Hébert", "Châtelain", "Noël",
] as const;

export const STREETS = [
  "rue de la République", "avenue Jean-Jaurès", "rue Victor-Hugo", "boulevard Gambetta", "rue Pasteur",
  "place de l'Église", "rue des Écoles", "chemin des Vignes", "allée des Tilleuls", "rue du Général-de-Gaulle",
  "impasse des Lilas", "rue Émile-Zola", "avenue de la Libération", "rue du Moulin", "quai des Célestins",
  "rue Sainte-Catherine", "cours Mirabeau", "rue de la Gare", "boulevard Voltaire", "rue des Pénitents",
] as const;

export const ADDRESS_COMPLEMENTS = [
  "Appartement 12", "Bâtiment B", "Résidence Les Tilleuls", "3e étage, porte gauche", "Escalier C",
  "Chez M. et Mme Lefèvre", "Boîte aux lettres 7",
] as const;

export const CITIES: ReadonlyArray<{ city: string; postalCode: string }> = [
  { city: "Paris", postalCode: "75011" },
  { city: "Paris", postalCode: "75018" },
  { city: "Marseille", postalCode: "13006" },
  { city: "Lyon", postalCode: "69003" },
  { city: "Toulouse", postalCode: "31000" },
  { city: "Nice", postalCode: "06000" },
  { city: "Nantes", postalCode: "44000" },
  { city: "Strasbourg", postalCode: "67000" },
  { city: "Montpellier", postalCode: "34000" },
  { city: "Bordeaux", postalCode: "33000" },
  { city: "Lille", postalCode: "59000" },
  { city: "Rennes", postalCode: "35000" },
  { city: "Reims", postalCode: "51100" },
  { city: "Saint-Étienne", postalCode: "42000" },
  { city: "Le Havre", postalCode: "76600" },
  { city: "Grenoble", postalCode: "38000" },
  { city: "Dijon", postalCode: "21000" },
  { city: "Angers", postalCode: "49000" },
  { city: "Nîmes", postalCode: "30000" },
  { city: "Aix-en-Provence", postalCode: "13100" },
  { city: "Brest", postalCode: "29200" },
  { city: "Besançon", postalCode: "25000" },
  { city: "Orléans", postalCode: "45000" },
  { city: "Caen", postalCode: "14000" },
  { city: "Quimper", postalCode: "29000" },
  { city: "Annecy", postalCode: "74000" },
  { city: "Périgueux", postalCode: "24000" },
  { city: "Épinal", postalCode: "88000" },
];

export const EMAIL_PROVIDERS = ["orange.fr", "free.fr", "gmail.com", "laposte.net", "sfr.fr"] as const;

/** "Gaëlle Le Goff" → "gaelle.le-goff": lower-case ASCII, for e-mail addresses. */
export function emailLocalPart(firstName: string, lastName: string): string {
  const clean = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "");
  return `${clean(firstName)}.${clean(lastName)}`;
}

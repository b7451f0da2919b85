/**
 * What a first visit shows in the editor (GraphiQL keeps the user's own tabs afterwards). Written
 * without « : ; ! ? », which French typography would precede with a no-break space, a character
 * Monaco's invisible-character highlighting draws attention to in an editor.
 */
export const DEFAULT_QUERY = `# Explorateur de l’API GraphQL de la console.
#
# Chaque requête part avec votre jeton d’administrateur, renouvelé
# automatiquement. Il n’y a rien à coller.
#
# Ctrl+Entrée exécute la requête, Ctrl+Espace propose les champs.
# La documentation de chaque type et de chaque champ (unités, bornes,
# coût en lectures Firestore) est dans le panneau Docs, à gauche.
#
# Sous la réponse, son coût en lectures Firestore, estimé avant
# l’exécution puis réel.

query Exemple {
  me {
    fullName
    email
  }
  orders(first: 5) {
    totalCount
    edges {
      node {
        shortId
        status
        totalCents
        customer {
          email
        }
      }
    }
  }
}
`;

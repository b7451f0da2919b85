/** What a first visit shows in the editor (GraphiQL keeps the user's own tabs afterwards). */
export const DEFAULT_QUERY = `# Explorateur de l’API GraphQL de la console.
#
# Chaque requête part avec votre jeton d’administrateur, renouvelé
# automatiquement : rien à coller.
#
# Ctrl+Entrée exécute la requête ; Ctrl+Espace propose les champs ;
# la documentation de chaque type et de chaque champ (unités, bornes,
# coût en lectures Firestore) est dans le panneau « Docs », à gauche.
#
# Sous la réponse : son coût, estimé avant l’exécution puis réel.

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
        total
        customer {
          email
        }
      }
    }
  }
}
`;

import { contactFilter } from "../contact-messages/contactListParams";
import { feedbackFilter } from "../feedback/feedbackListParams";
import { periodFrom } from "./inboxLabels";

describe("filtres des boîtes de réception dans l'URL", () => {
  const now = new Date(2026, 10, 23, 15, 30);

  it("une période de 7 jours commence à minuit il y a six jours ; une valeur inconnue ne filtre pas", () => {
    expect(periodFrom("7", now)).toBe(new Date(2026, 10, 17).toISOString());
    expect(periodFrom("", now)).toBeNull();
    expect(periodFrom("-3", now)).toBeNull();
  });

  it("les feedbacks : statut, note et catégorie connus seulement, recherche rognée", () => {
    expect(feedbackFilter({ q: "  écran ", status: "NEW", rating: "1", category: "BUG", period: "" }, now)).toEqual({
      search: "écran",
      status: "NEW",
      rating: 1,
      category: "BUG",
      from: null,
    });
    expect(feedbackFilter({ q: "", status: "PERDU", rating: "9", category: "AUTRE", period: "30" }, now)).toEqual({
      search: null,
      status: null,
      rating: null,
      category: null,
      from: periodFrom("30", now),
    });
  });

  it("les messages : statut connu seulement", () => {
    expect(contactFilter({ q: "", status: "SPAM", period: "" }, now)).toEqual({ search: null, status: "SPAM", from: null });
    expect(contactFilter({ q: "x", status: "REPLIED_LATER", period: "" }, now).status).toBeNull();
  });
});

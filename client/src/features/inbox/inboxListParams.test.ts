import { contactFilter } from "../contact-messages/contactListParams";
import { feedbackFilter } from "../feedback/feedbackListParams";
import { periodRange } from "./inboxLabels";

describe("filtres des boîtes de réception dans l'URL", () => {
  const now = new Date(2026, 10, 23, 15, 30);

  it("une période de 7 jours commence il y a six jours de Paris ; une valeur inconnue ne filtre pas", () => {
    expect(periodRange("7", new Date("2026-11-23T14:30:00Z"))).toEqual({ from: "2026-11-17", to: null });
    // 23 h 30 UTC le 22 : déjà le 23 à Paris.
    expect(periodRange("7", new Date("2026-11-22T23:30:00Z"))).toEqual({ from: "2026-11-17", to: null });
    expect(periodRange("", now)).toBeNull();
    expect(periodRange("-3", now)).toBeNull();
  });

  it("les feedbacks : statut, note et catégorie connus seulement, recherche rognée", () => {
    expect(feedbackFilter({ q: "  écran ", status: "NEW", rating: "1", category: "BUG", period: "" }, now)).toEqual({
      search: "écran",
      status: "NEW",
      rating: 1,
      category: "BUG",
      period: null,
    });
    expect(feedbackFilter({ q: "", status: "PERDU", rating: "9", category: "AUTRE", period: "30" }, now)).toEqual({
      search: null,
      status: null,
      rating: null,
      category: null,
      period: periodRange("30", now),
    });
  });

  it("les messages : statut connu seulement", () => {
    expect(contactFilter({ q: "", status: "SPAM", period: "" }, now)).toEqual({ search: null, status: "SPAM", period: null });
    expect(contactFilter({ q: "x", status: "REPLIED_LATER", period: "" }, now).status).toBeNull();
  });
});

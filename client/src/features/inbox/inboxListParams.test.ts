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
    expect(feedbackFilter({ q: "  écran ", status: "NEW", rating: "1", category: "BUG", period: "", late: "" }, now)).toEqual({
      search: "écran",
      status: "NEW",
      rating: 1,
      category: "BUG",
      period: null,
      late: null,
    });
    expect(feedbackFilter({ q: "", status: "PERDU", rating: "9", category: "AUTRE", period: "30", late: "" }, now)).toEqual({
      search: null,
      status: null,
      rating: null,
      category: null,
      period: periodRange("30", now),
      late: null,
    });
  });

  it("les messages : statut connu seulement", () => {
    expect(contactFilter({ q: "", status: "SPAM", period: "", late: "" }, now)).toEqual({ search: null, status: "SPAM", period: null, late: null });
    expect(contactFilter({ q: "x", status: "REPLIED_LATER", period: "", late: "" }, now).status).toBeNull();
  });

  it("late=1 : la file d'attente « sans réponse depuis plus de 24 h »", () => {
    expect(contactFilter({ q: "", status: "", period: "", late: "1" }, now).late).toBe(true);
    expect(feedbackFilter({ q: "", status: "", rating: "", category: "", period: "", late: "1" }, now).late).toBe(true);
  });
});

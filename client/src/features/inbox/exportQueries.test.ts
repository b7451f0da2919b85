import { creationExportQuery } from "../creations/creationLabels";
import { contactExportQuery } from "../contact-messages/contactListParams";
import { feedbackExportQuery } from "../feedback/feedbackListParams";
import { USER_LIST_DEFAULTS, userExportQuery } from "../users/userListParams";

// The exports' query strings carry the lists' own filters (docs/exports.md), in the API's names.
describe("requêtes des exports CSV", () => {
  const now = new Date("2026-11-23T14:30:00Z");

  it("utilisateurs : les filtres posés et le tri de la liste, rien pour un filtre absent", () => {
    expect(userExportQuery(USER_LIST_DEFAULTS)).toBe("orderBy=CREATED_AT_DESC");
    const params = { q: " élo ", role: "customer", status: "blocked", credits: "", sort: "credits:desc" };
    expect(Object.fromEntries(new URLSearchParams(userExportQuery(params)))).toEqual({
      search: "élo",
      isAdmin: "false",
      isBlocked: "true",
      orderBy: "CREDITS_DESC",
    });
  });

  it("créations : la vue et le style", () => {
    expect(creationExportQuery("PENDING", null)).toBe("moderation=PENDING");
    expect(creationExportQuery("ALL", "aquarelle")).toBe("moderation=ALL&style=aquarelle");
  });

  it("boîtes de réception : statut, note, catégorie, recherche et la période en jours de Paris", () => {
    const feedback = new URLSearchParams(feedbackExportQuery({ q: "écran", status: "NEW", rating: "2", category: "BUG", period: "7" }, now));
    expect(Object.fromEntries(feedback)).toEqual({ search: "écran", status: "NEW", rating: "2", category: "BUG", from: "2026-11-17" });
    expect(feedbackExportQuery({ q: "", status: "PERDU", rating: "9", category: "", period: "" }, now)).toBe("");
    expect(Object.fromEntries(new URLSearchParams(contactExportQuery({ q: "", status: "REPLIED", period: "30" }, now)))).toEqual({
      status: "REPLIED",
      from: "2026-10-25",
    });
  });
});

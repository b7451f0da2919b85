import { matchesText, screenEntries, statusAction } from "./paletteEntries";

const order = {
  id: "zvsL433oGZpf",
  shortId: "ZVSL43",
  status: "PAID" as const,
  allowedNextStatuses: ["PROCESSING" as const],
  totalCents: 1250,
  customer: { id: "u1", email: "client@atelier.test", fullName: "Claire Dubois" },
};

describe("entrées de la palette", () => {
  it("propose les écrans sans identifiant, sous le libellé de la barre latérale", () => {
    const entries = screenEntries([
      { path: "/", title: "Dashboard", nav: { label: "Dashboard" } },
      { path: "/users", title: "Gestion des Utilisateurs", nav: { label: "Utilisateurs" } },
      { path: "/users/:id", title: "Détail de l’utilisateur" },
      { path: "/api", title: "Explorateur GraphQL" },
      { path: "/finances/factures", title: "Suivi Financier", section: "Factures et avoirs" },
    ]);
    expect(entries.map((e) => [e.label, e.hint, e.to])).toEqual([
      ["Dashboard", undefined, "/"],
      ["Utilisateurs", "Gestion des Utilisateurs", "/users"],
      ["Explorateur GraphQL", undefined, "/api"],
      ["Factures et avoirs", "Suivi Financier", "/finances/factures"],
    ]);
  });

  it("trouve un écran par son libellé ou son titre, sans accents ni casse", () => {
    const [users] = screenEntries([{ path: "/users", title: "Gestion des Utilisateurs", nav: { label: "Utilisateurs" } }]);
    expect(matchesText(users!, "gestion")).toBe(true);
    expect(matchesText(users!, "UTILISÀ")).toBe(true);
    expect(matchesText(users!, "commandes")).toBe(false);
    expect(matchesText(users!, "")).toBe(true);
  });

  it("n'offre de changer le statut que d'une commande qui peut encore en changer", () => {
    expect(statusAction(order)).toMatchObject({ label: "Changer le statut de la commande #ZVSL43", to: "/orders/zvsL433oGZpf?dialog=status" });
    expect(statusAction({ ...order, status: "REFUNDED", allowedNextStatuses: [] })).toBeNull();
  });
});

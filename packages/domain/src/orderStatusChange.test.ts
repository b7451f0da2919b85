import { applyStatusChange } from "./orderStatusChange";
import { ALLOWED_TRANSITIONS, ORDER_STATUSES } from "./orderStatuses";

const AT = "2026-03-14T09:30:00.000Z";
const ADMIN = "admin-uid";
const STAMP = { paid: "paidAt", shipped: "shippedAt", delivered: "deliveredAt" } as const;

const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
const allowed = pairs.filter(([from, to]) => ALLOWED_TRANSITIONS[from].includes(to));
const refused = pairs.filter(([from, to]) => !ALLOWED_TRANSITIONS[from].includes(to));

describe("changement de statut d'une commande", () => {
  it("couvre les 49 couples (de, vers), dont 11 autorisés", () => {
    expect(pairs).toHaveLength(49);
    expect(allowed).toHaveLength(11);
  });

  it.each(allowed)("%s → %s : écrit le statut, updatedAt, la date du statut et l'entrée d'historique", (from, to) => {
    const result = applyStatusChange(from, to, AT, ADMIN);
    if (!result.ok) throw new Error(result.message);
    const stamp = STAMP[to as keyof typeof STAMP];
    expect(result.write).toEqual({ status: to, updatedAt: AT, ...(stamp ? { [stamp]: AT } : {}) });
    expect(result.entry).toEqual({ to, changedAt: AT, changedBy: ADMIN });
  });

  it.each(refused)("%s → %s : refusé avec un message en français", (from, to) => {
    const result = applyStatusChange(from, to, AT, ADMIN);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/statut/);
  });

  it("explique qu'un statut final ne change plus", () => {
    const result = applyStatusChange("refunded", "paid", AT, ADMIN);
    expect(result).toEqual({ ok: false, message: "La commande est au statut final « Remboursée » : son statut ne peut plus changer." });
  });

  it("nomme les deux statuts d'un passage interdit", () => {
    const result = applyStatusChange("pending_payment", "shipped", AT, ADMIN);
    expect(result).toEqual({
      ok: false,
      message: "Une commande au statut « En attente de paiement » ne peut pas passer au statut « Expédiée ».",
    });
  });
});

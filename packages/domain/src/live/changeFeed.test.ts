import { CHANGE_KINDS, CHANGE_KIND_PERMISSIONS, changeEntry } from "./changeFeed";

it("une écriture devient une entrée : créée, modifiée ou supprimée, avec la permission de sa liste", () => {
  expect(changeEntry("order", "o1", undefined, { status: "paid" })).toEqual({ kind: "order", recordId: "o1", change: "created", permission: "ORDERS_READ" });
  expect(changeEntry("contactMessage", "m1", { status: "NEW" }, { status: "READ" })).toMatchObject({ change: "updated", permission: "INBOX" });
  expect(changeEntry("creation", "c1", { status: "PENDING" }, undefined)).toMatchObject({ change: "deleted", permission: "MODERATION" });
  expect(changeEntry("feedback", "f1", undefined, undefined)).toBeNull();
});

it("chaque sorte d’entrée a la permission qui ouvre sa liste", () => {
  expect(Object.keys(CHANGE_KIND_PERMISSIONS).sort()).toEqual([...CHANGE_KINDS].sort());
});

it("une mise à jour qui ne change que ce qu’un déclencheur tient à jour (clés de recherche d’une commande), ou rien, n’entre pas au fil", () => {
  expect(changeEntry("order", "o1", { status: "paid" }, { status: "paid", idSearchKey: "o1", productIds: ["p"] })).toBeNull();
  expect(changeEntry("order", "o1", { status: "paid" }, { status: "paid" })).toBeNull();
  expect(changeEntry("order", "o1", { status: "paid" }, { status: "shipped", idSearchKey: "o1" })).toMatchObject({ change: "updated" });
  // Another kind keeps such a field: it may be what the operator sees.
  expect(changeEntry("feedback", "f1", { status: "NEW" }, { status: "NEW", idSearchKey: "x" })).toMatchObject({ change: "updated" });
});

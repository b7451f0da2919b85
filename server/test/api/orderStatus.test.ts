import { ALLOWED_TRANSITIONS, ORDER_STATUSES, type OrderStatusValue } from "@atelier/domain/orderStatuses";
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin, db } from "../support/identities";
import { createOrder } from "../support/orders";

const CHANGE = `mutation Change($input: ChangeOrderStatusInput!) {
  changeOrderStatus(input: $input) {
    order { id status updatedAt paidAt shippedAt deliveredAt statusHistory { to changedAt changedBy } allowedNextStatuses }
    userErrors { field message code }
  }
}`;

const wire = (s: OrderStatusValue) => s.toUpperCase();
const STAMP: Partial<Record<OrderStatusValue, string>> = { paid: "paidAt", shipped: "shippedAt", delivered: "deliveredAt" };
const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

// Twenty transactions on one document queue on the emulator's locks: give them time.
jest.setTimeout(120_000);

let admin: { uid: string; token: string };

beforeAll(async () => {
  await clearEmulators();
  admin = await createAdmin();
});

const auditFor = async (orderId: string) => (await db().collection("auditLog").where("targetId", "==", orderId).get()).docs.map((d) => d.data());

describe("changeOrderStatus : la matrice des transitions", () => {
  it.each(pairs)("%s → %s", async (from, to) => {
    const id = `m-${from}-${to}`;
    await createOrder(id, { status: from });
    const before = await db().doc(`orders/${id}`).get();
    const startedAt = Date.now();
    const response = await gql(CHANGE, { token: admin.token, variables: { input: { orderId: id, status: wire(to) } } });
    expect(response.errors).toBeUndefined();
    const after = await db().doc(`orders/${id}`).get();

    if (ALLOWED_TRANSITIONS[from].includes(to)) {
      const order = response.data?.changeOrderStatus.order;
      expect(response.data?.changeOrderStatus.userErrors).toEqual([]);
      expect(order.status).toBe(wire(to));
      const changedAt = Date.parse(order.updatedAt);
      expect(changedAt).toBeGreaterThanOrEqual(startedAt - 2000);
      expect(order.statusHistory.at(-1)).toEqual({ to: wire(to), changedAt: order.updatedAt, changedBy: admin.uid });
      expect(order.statusHistory).toHaveLength(2);
      const stored = after.data()!;
      expect(stored.status).toBe(to);
      expect(stored.updatedAt.toMillis()).toBe(changedAt);
      for (const [status, field] of Object.entries(STAMP)) {
        if (status === to) expect(stored[field].toMillis()).toBe(changedAt);
        else expect(stored[field]).toBeUndefined();
      }
      // A move that stamps its date also records the date as it was (null: never), for an undo (docs/undo.md).
      const stamped = STAMP[to as keyof typeof STAMP];
      const before = { status: from, ...(stamped ? { [stamped]: null } : {}) };
      expect(await auditFor(id)).toEqual([expect.objectContaining({ action: "order.changeStatus", actorUid: admin.uid, before })]);
    } else {
      expect(response.data?.changeOrderStatus.order).toBeNull();
      expect(response.data?.changeOrderStatus.userErrors).toEqual([
        expect.objectContaining({ field: ["input", "status"], message: expect.stringMatching(/statut/) }),
      ]);
      expect(after.updateTime!.isEqual(before.updateTime!)).toBe(true);
      expect(await auditFor(id)).toEqual([]);
    }
  });

  it("refuse une commande inconnue en français et n'écrit rien", async () => {
    const before = await dumpDatabase();
    const response = await gql(CHANGE, { token: admin.token, variables: { input: { orderId: "inconnue", status: "PAID" } } });
    expect(response.data?.changeOrderStatus).toEqual({
      order: null,
      userErrors: [{ field: ["input", "orderId"], message: "Commande introuvable.", code: "NOT_FOUND" }],
    });
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe("changeOrderStatus : changements simultanés", () => {
  it("20 changements contradictoires laissent un historique qui suit les transitions, sans perte ni doublon", async () => {
    await createOrder("concurrente", { status: "paid", statusHistory: [] });
    const targets: OrderStatusValue[] = ["processing", "cancelled", "refunded", "shipped", "delivered"];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gql(CHANGE, { token: admin.token, variables: { input: { orderId: "concurrente", status: wire(targets[i % targets.length]!) } } }),
      ),
    );
    for (const r of responses) expect(r.errors).toBeUndefined();
    const succeeded = responses.filter((r) => r.data?.changeOrderStatus.userErrors.length === 0);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);

    const stored = (await db().doc("orders/concurrente").get()).data()!;
    const path = stored.statusHistory as { to: OrderStatusValue; changedAt: { toMillis(): number } }[];
    // One entry per accepted change, none for a refused one.
    expect(path).toHaveLength(succeeded.length);
    let current: OrderStatusValue = "paid";
    for (const [i, entry] of path.entries()) {
      expect(ALLOWED_TRANSITIONS[current]).toContain(entry.to);
      if (i > 0) expect(entry.changedAt.toMillis()).toBeGreaterThanOrEqual(path[i - 1]!.changedAt.toMillis());
      current = entry.to;
    }
    expect(stored.status).toBe(current);
    expect(succeeded.map((r) => r.data?.changeOrderStatus.order.status).sort()).toEqual(path.map((e) => wire(e.to)).sort());
    expect(await auditFor("concurrente")).toHaveLength(succeeded.length);
  });
});

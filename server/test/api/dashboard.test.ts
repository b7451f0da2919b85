import { Timestamp } from "firebase-admin/firestore";
import { applyWriteEvent } from "../../src/firestore/stats";
import { rebuildAggregates } from "../../src/firestore/statsRebuild";
import { emptyDay } from "@atelier/domain/dashboardStats";
import { periodPreset, previousPeriod } from "@atelier/domain/finances/period";
import { parisDay } from "@atelier/domain/parisCalendar";
import { expectAggregatesToSettle, storedStats } from "../support/aggregates";
import { clearEmulators, clearEmulatorsWithTriggers } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin, db } from "../support/identities";

const DAY = 86_400_000;
const STATUSES = ["pending_payment", "paid", "processing", "shipped", "delivered", "cancelled", "refunded"] as const;

const orderDoc = (i: number, now: number) => ({
  userId: `client-${i % 7}`,
  status: STATUSES[i % STATUSES.length],
  total: 9.99 + i * 1.37,
  createdAt: Timestamp.fromMillis(now - (i % 45) * DAY - (i % 24) * 3_600_000),
  paidAt: i % 3 === 0 ? Timestamp.fromMillis(now - (i % 40) * DAY) : null,
});

describe("agrégats tenus par les déclencheurs Firestore", () => {
  // Resuming reloads the function definitions (several times over on a loaded 2-core machine: over
  // 60 s once in CI) and waits for a probe: a ceiling, it returns as soon as the probe answers.
  beforeEach(() => clearEmulatorsWithTriggers(), 180_000);
  afterAll(() => clearEmulators(), 60_000); // pauses the triggers again for the other test files

  it("restent exacts quand beaucoup de commandes sont écrites et modifiées en même temps", async () => {
    const now = Date.now();
    const orders = db().collection("orders");
    await Promise.all(Array.from({ length: 60 }, (_, i) => orders.doc(`cmd-${i}`).set(orderDoc(i, now))));
    await Promise.all([
      ...Array.from({ length: 25 }, (_, i) =>
        orders.doc(`cmd-${i}`).update({ status: STATUSES[(i + 2) % STATUSES.length], paidAt: Timestamp.fromMillis(now - i * DAY) }),
      ),
      ...Array.from({ length: 8 }, (_, i) => orders.doc(`cmd-${59 - i}`).delete()),
      ...Array.from({ length: 12 }, (_, i) =>
        db()
          .doc(`users/u-${i}`)
          .set({ createdAt: Timestamp.fromMillis(now - i * 3 * DAY) }),
      ),
      ...Array.from({ length: 15 }, (_, i) =>
        db()
          .doc(`creations/c-${i}`)
          .set({ createdAt: Timestamp.fromMillis(now - i * DAY), moderation: { isModerated: i % 4 === 0 } }),
      ),
    ]);
    await Promise.all(Array.from({ length: 10 }, (_, i) => orders.doc(`cmd-${30 + i}`).update({ total: 100 + i })));
    await expectAggregatesToSettle();
    const stats = await storedStats();
    expect(Object.values(stats.global.ordersByStatus).reduce((a, b) => a + b, 0)).toBe(52);
    expect(stats.global).toMatchObject({ users: 12, creations: 15, creationsAwaitingModeration: 11 });
  }, 180_000);
});

describe("application d'un événement", () => {
  beforeEach(() => clearEmulators());

  it("un événement livré deux fois ne compte qu'une fois", async () => {
    const after = { status: "paid", total: 12.5, createdAt: Timestamp.fromDate(new Date("2026-10-31T23:30:00Z")) };
    expect(await applyWriteEvent(db(), "evt-1", "orders", undefined, after)).toBe("applied");
    expect(await applyWriteEvent(db(), "evt-1", "orders", undefined, after)).toBe("duplicate");
    const stats = await storedStats();
    expect(stats.global.ordersByStatus.paid).toBe(1);
    expect(stats.days).toEqual({
      "2026-11-01": { ...emptyDay(), orders: 1, revenueCents: 1250, paidOrders: 1, byMethod: { _none: { cents: 1250, orders: 1 } } },
    });
  });

  it("une écriture sans effet sur les agrégats n'écrit rien", async () => {
    const order = { status: "paid", total: 10, createdAt: Timestamp.now() };
    expect(await applyWriteEvent(db(), "evt-2", "orders", order, { ...order, trackingNumber: "X" })).toBe("no-change");
    expect((await db().collection("statsEvents").get()).size).toBe(0);
  });
});

const DASHBOARD = `query {
  dashboard {
    metrics { totalUsers ordersThisMonth monthlyRevenueCents totalCreations }
    trends { ordersThisMonth { direction percent previous comparedFrom comparedTo } monthlyRevenue { direction percent previous comparedFrom comparedTo } }
    salesChart { points { date revenueCents label } totalCents yAxisMaxCents yAxisTicksCents }
    statusCounts { status count }
    pendingOrders
    recentOrders { id shortId totalCents status }
    creationsToModerate { id styleLabel }
    creationsToModerateCount
    alerts
  }
}`;

describe("la requête dashboard", () => {
  let token: string;
  const now = Date.now();

  beforeEach(async () => {
    await clearEmulators();
    token = (await createAdmin()).token;
    const batch = db().batch();
    // 11 pending orders (6 pending_payment + 5 paid) today, 3 delivered yesterday, 2 cancelled.
    for (let i = 0; i < 16; i++) {
      const status = i < 6 ? "pending_payment" : i < 11 ? "paid" : i < 14 ? "delivered" : "cancelled";
      const createdAt = Timestamp.fromMillis(now - (i < 11 ? 60_000 * (i + 1) : DAY));
      batch.set(db().doc(`orders/order${String(i).padStart(2, "0")}`), { status, total: 20, createdAt, paidAt: status === "paid" ? createdAt : null });
    }
    for (let i = 0; i < 21; i++) {
      batch.set(db().doc(`creations/crea${String(i).padStart(2, "0")}`), {
        createdAt: Timestamp.fromMillis(now - i * 60_000),
        style: "aquarelle",
        kind: "TEXT_TO_IMAGE",
        moderation: { isModerated: false },
      });
    }
    batch.set(db().doc("creations/moderated"), { createdAt: Timestamp.fromMillis(now), moderation: { isModerated: true } });
    await batch.commit();
    await rebuildAggregates(db());
  });

  it("rend tout l'écran en une requête, alertes comprises, pour au plus 60 lectures", async () => {
    const res = await gql(DASHBOARD, { token });
    expect(res.errors).toBeUndefined();
    const d = res.data!.dashboard;
    expect(d.metrics).toMatchObject({ totalUsers: 1, totalCreations: 22 });
    expect(d.statusCounts).toEqual([
      { status: "PENDING_PAYMENT", count: 6 },
      { status: "PAID", count: 5 },
      { status: "PROCESSING", count: 0 },
      { status: "SHIPPED", count: 0 },
      { status: "DELIVERED", count: 3 },
    ]);
    expect(d.pendingOrders).toBe(11);
    expect(d.alerts).toEqual(["11 commandes en attente de traitement", "21 créations en attente de modération"]);
    expect(d.salesChart.points).toHaveLength(30);
    expect(d.salesChart.points.at(-1).date).toBe(parisDay(new Date()));
    expect(d.salesChart.totalCents).toBe(16000); // 5 paid + 3 delivered, 20 € each
    expect(d.recentOrders.map((o: { id: string }) => o.id)).toEqual(["order00", "order01", "order02", "order03", "order04"]);
    expect(d.recentOrders[0]).toMatchObject({ shortId: "ORDER0", totalCents: 2000, status: "PENDING_PAYMENT" });
    expect(d.creationsToModerate.map((c: { id: string }) => c.id)).toEqual(["crea00", "crea01", "crea02", "crea03", "crea04", "crea05"]);
    expect(d.creationsToModerateCount).toBe(21);
    // The month so far against the same days of last month, the period /finances compares « Ce mois-ci » with.
    const compared = previousPeriod(periodPreset("thisMonth", new Date()));
    expect(d.trends.monthlyRevenue).toMatchObject({ comparedFrom: compared.from, comparedTo: compared.to });
    expect(d.trends.ordersThisMonth).toMatchObject({ comparedFrom: compared.from, comparedTo: compared.to });
    expect(res.extensions?.cost?.firestoreReads).toBeLessThanOrEqual(60);
  });

  it("10 commandes en attente et 20 créations à modérer : aucune alerte", async () => {
    await db().doc("orders/order00").delete();
    await db().doc("creations/crea00").delete();
    await rebuildAggregates(db());
    const res = await gql("{ dashboard { pendingOrders creationsToModerateCount alerts } }", { token });
    expect(res.data?.dashboard).toEqual({ pendingOrders: 10, creationsToModerateCount: 20, alerts: [] });
  });
});

import { Timestamp } from "firebase-admin/firestore";
import { FUNCTION_BASE } from "../../../scripts/lib/stack.cjs";
import { computeStats, rebuildAggregates } from "../../src/firestore/statsRebuild";
import { REVENUE_STATUSES } from "@atelier/domain/dashboardStats";
import { financeReport } from "@atelier/domain/finances/report";
import { monthsOf, previousPeriod } from "@atelier/domain/finances/period";
import { shardCount } from "../../src/firestore/statsShards";
import { addDays, parisDay } from "@atelier/domain/parisCalendar";
import { expectAggregatesToSettle, storedStats } from "../support/aggregates";
import { parseCsv } from "../support/csv";
import { clearEmulators, clearEmulatorsWithTriggers } from "../support/emulators";
import { errorCodes, gql } from "../support/graphql";
import { createAccount, createAdmin, createCustomer, db } from "../support/identities";
import { createOrder } from "../support/orders";

const DAY = 86_400_000;
const today = parisDay(new Date());
const PERIOD = { from: addDays(today, -89), to: today };

const FIGURES =
  "from to revenueCents paidOrders averageBasketCents refunds refundedCents creditSales creditSalesCents creditsSold creditsSpent netRevenueCents";
const FINANCES = `query Finances($from: Date!, $to: Date!) {
  finances(period: { from: $from, to: $to }) {
    current { ${FIGURES} }
    previous { ${FIGURES} }
    bucket
    chart { date revenueCents previousRevenueCents }
    vatRate
    vatByMonth { month grossCents netCents vatCents }
    revenueByProduct { id name revenueCents orders }
    revenueByDeliveryMethod { id name revenueCents orders }
  }
}`;

const CHANGE_STATUS = `mutation ($input: ChangeOrderStatusInput!) {
  changeOrderStatus(input: $input) { order { id status } userErrors { message } }
}`;

/** Polls until `check` holds (triggers are asynchronous). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not reached in time");
    await new Promise((r) => setTimeout(r, 250));
  }
}

const transaction = (fields: Record<string, unknown>) => ({
  userId: "client-1",
  type: "CREDIT_PURCHASE",
  amount: 9.99,
  credits: 50,
  orderId: null,
  status: "SUCCEEDED",
  description: "Achat du pack de 50 crédits",
  createdAt: Timestamp.now(),
  createdBy: null,
  ...fields,
});

describe("finances tenues par les déclencheurs", () => {
  beforeAll(() => clearEmulatorsWithTriggers(), 180_000); // a ceiling: resuming reloads the functions, over 60 s once on a loaded CI machine
  afterAll(() => clearEmulators(), 60_000); // pauses the triggers again for the other test files

  it("après commandes, remboursements et achats de crédits simultanés, les chiffres égalent un recalcul complet ; un remboursement = une transaction", async () => {
    const admin = await createAdmin();
    await db().doc("settings/app").set({ vatRate: 20 });
    await Promise.all([db().doc("products/poster").set({ name: "Poster 30×40" }), db().doc("deliveryMethods/relais").set({ name: "Point relais" })]);
    const now = Date.now();
    const statuses = ["paid", "processing", "shipped", "delivered", "pending_payment", "cancelled"] as const;
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const status = statuses[i % statuses.length]!;
        const paidAt = status === "pending_payment" || status === "cancelled" ? null : Timestamp.fromMillis(now - (i % 30) * DAY - 3_600_000);
        return createOrder(`fin-${i}`, {
          status,
          total: 20 + i * 1.11,
          userId: `client-${i % 5}`,
          createdAt: Timestamp.fromMillis(now - (i % 30) * DAY - 7_200_000),
          paidAt,
          deliveryMethodId: i % 4 === 0 ? null : i % 4 === 1 ? "relais" : "disparu",
          items: [
            { productId: i % 3 === 0 ? "poster" : "ancien-produit", name: "x", quantity: 1 + (i % 2), unitPrice: 10, creationId: null, imageUrl: null },
            { productId: null, name: "Frais", quantity: 1, unitPrice: 0.11 * i, creationId: null, imageUrl: null },
          ],
        });
      }),
    );

    // At once: storefront refunds, admin refunds, credit purchases (one PENDING then SUCCEEDED,
    // one FAILED), spends, an orphan refund, and a redelivery-like edit of a refunded order.
    const storefrontRefunds = ["fin-0", "fin-6", "fin-12"];
    const adminRefunds = ["fin-1", "fin-7", "fin-13"]; // processing: may move to refunded
    const transactions = db().collection("transactions");
    const results = await Promise.all([
      ...storefrontRefunds.map((id) =>
        db()
          .doc(`orders/${id}`)
          .update({ status: "refunded", statusHistory: [{ to: "refunded", changedAt: Timestamp.now(), changedBy: null }] }),
      ),
      ...adminRefunds.map((orderId) => gql(CHANGE_STATUS, { token: admin.token, variables: { input: { orderId, status: "REFUNDED" } } })),
      ...Array.from({ length: 12 }, (_, i) =>
        transactions
          .doc(`buy-${i}`)
          .set(transaction({ createdAt: Timestamp.fromMillis(now - i * 5 * DAY), status: i === 11 ? "FAILED" : i === 10 ? "PENDING" : "SUCCEEDED" })),
      ),
      ...Array.from({ length: 6 }, (_, i) =>
        transactions
          .doc(`spend-${i}`)
          .set(transaction({ type: "CREDIT_SPEND", amount: 0, credits: -(1 + (i % 2)), createdAt: Timestamp.fromMillis(now - i * DAY) })),
      ),
      transactions.doc("geste").set(transaction({ type: "REFUND", amount: 7.5, credits: 0, description: "Geste commercial" })),
    ]);
    for (const res of results.slice(storefrontRefunds.length, storefrontRefunds.length + adminRefunds.length)) {
      expect((res as { data?: { changeOrderStatus: { userErrors: unknown[] } } }).data?.changeOrderStatus.userErrors).toEqual([]);
    }
    await transactions.doc("buy-10").update({ status: "SUCCEEDED" });
    await db().doc("orders/fin-0").update({ trackingNumber: "REDELIVERED" });

    const refundIds = [...storefrontRefunds, ...adminRefunds].map((id) => `refund-${id}`);
    await eventually(async () => (await db().getAll(...refundIds.map((id) => transactions.doc(id)))).every((s) => s.exists));
    await expectAggregatesToSettle();

    // Exactly one REFUND per refunded order, at its fixed id, by the admin or by the storefront's trigger.
    const refunds = await transactions.where("type", "==", "REFUND").get();
    expect(refunds.docs.map((d) => d.id).sort()).toEqual([...refundIds, "geste"].sort());
    const adminRefund = (await transactions.doc("refund-fin-1").get()).data()!;
    expect(adminRefund).toMatchObject({ type: "REFUND", status: "SUCCEEDED", orderId: "fin-1", userId: "client-1", credits: 0, createdBy: admin.uid });
    expect(adminRefund.amount).toBeCloseTo(21.11, 2);
    expect(adminRefund.description).toBe("Remboursement de la commande #FIN-1");
    expect((await transactions.doc("refund-fin-0").get()).data()).toMatchObject({ createdBy: null, orderId: "fin-0" });

    // The API's figures equal the report computed from scratch (every order and transaction read).
    const res = await gql(FINANCES, { token: admin.token, variables: PERIOD });
    expect(res.errors).toBeUndefined();
    const scratch = financeReport((await computeStats(db())).days, PERIOD, 20);
    const report = res.data!.finances;
    expect(report.current).toEqual(scratch.current);
    expect(report.previous).toEqual(scratch.previous);
    expect(report.chart).toEqual(scratch.chart);
    expect(report.vatByMonth).toEqual(scratch.vatByMonth.map(({ month, grossCents, netCents, vatCents }) => ({ month, grossCents, netCents, vatCents })));
    expect(report.bucket).toBe("MONTH");

    // And a naive recomputation from the documents themselves, without the aggregates' code.
    const orders = (await db().collection("orders").get()).docs.map((d) => d.data());
    const inPeriod = (t: Timestamp | null | undefined) => !!t && parisDay(t.toDate()) >= PERIOD.from && parisDay(t.toDate()) <= PERIOD.to;
    const paid = orders.filter((o) => (REVENUE_STATUSES as readonly string[]).includes(o.status) && inPeriod(o.paidAt ?? o.createdAt));
    const cents = (euros: number) => Math.round(euros * 100);
    expect(report.current.revenueCents).toBe(paid.reduce((s, o) => s + cents(o.total), 0));
    expect(report.current.paidOrders).toBe(paid.length);
    expect(report.current).toMatchObject({ refunds: 7, refundedCents: refunds.docs.reduce((s, d) => s + cents(d.data().amount), 0) });
    expect(report.current).toMatchObject({ creditSales: 11, creditSalesCents: 11 * 999, creditsSold: 550, creditsSpent: 9 });
    expect(report.current.netRevenueCents).toBe(report.current.revenueCents + 11 * 999 - 750);

    // Names: current ones, « Supprimé » for records gone, « Sans … » without an id.
    const methods = Object.fromEntries(report.revenueByDeliveryMethod.map((s: { id: string | null; name: string }) => [String(s.id), s.name]));
    expect(methods).toEqual({ relais: "Point relais", disparu: "Supprimé", null: "Sans mode de livraison" });
    const products = Object.fromEntries(report.revenueByProduct.map((s: { id: string | null; name: string }) => [String(s.id), s.name]));
    expect(products).toEqual({ poster: "Poster 30×40", "ancien-produit": "Supprimé", null: "Sans produit" });
    const byMethod = report.revenueByDeliveryMethod.reduce((s: number, m: { revenueCents: number }) => s + m.revenueCents, 0);
    expect(byMethod).toBe(report.current.revenueCents);

    // Flat cost, whatever the volume: the caller, settings/app, stats/global, the months both
    // periods span and the shards the triggers wrote for them (at most one per writer), the names.
    const months = monthsOf({ from: previousPeriod(PERIOD).from, to: PERIOD.to });
    const shards = await db().collection("statsShards").where("scope", "in", months).count().get();
    expect(shards.data().count).toBeLessThanOrEqual(months.length * shardCount());
    expect(res.extensions?.cost?.firestoreReads).toBeLessThanOrEqual(1 + 2 + months.length + Math.max(1, shards.data().count) + 2 + 2);
  }, 240_000);
});

describe("grand livre, exports et dates refusées", () => {
  let admin: { token: string; uid: string };
  let customer: { token: string };

  beforeAll(async () => {
    await clearEmulators();
    admin = await createAdmin();
    customer = await createCustomer("lucas@exemple.fr");
    const mallory = await createAccount("mallory@exemple.fr", { firstName: '=HYPERLINK("https://evil.example","Voir")', lastName: "Dupont", isAdmin: false });
    const batch = db().batch();
    const base = Date.UTC(2026, 2, 1, 10); // 1 March 2026, 11:00 in Paris
    for (let i = 0; i < 30; i++) {
      batch.set(
        db().doc(`transactions/t${String(i).padStart(2, "0")}`),
        transaction({
          userId: i % 2 === 0 ? mallory.uid : "client-2",
          type: i % 3 === 0 ? "REFUND" : "CREDIT_PURCHASE",
          status: i % 5 === 0 ? "FAILED" : "SUCCEEDED",
          amount: i,
          orderId: i % 3 === 0 ? "ord-1" : null,
          createdAt: Timestamp.fromMillis(base + i * DAY),
          description: i === 3 ? "@SUM(1+1)" : `Transaction ${i}`,
        }),
      );
    }
    batch.set(db().doc("orders/ord-1"), { status: "refunded", total: 12, createdAt: Timestamp.fromMillis(base), userId: mallory.uid });
    await batch.commit();
    await rebuildAggregates(db());
  }, 120_000);

  it("filtre par type, statut, client, dates de Paris et montant, page par page avec le curseur", async () => {
    const LEDGER = `query ($first: Int, $after: String, $filter: TransactionFilter) {
      transactions(first: $first, after: $after, filter: $filter) {
        totalCount edges { node { id amountCents order { id status } } } pageInfo { hasNextPage endCursor }
      }
    }`;
    // REFUND, SUCCEEDED, amount 3–24, 3 to 25 March (Paris): t03, t06, t09, t12, t18, t21, t24 (t15 failed).
    const filter = { type: "REFUND", status: "SUCCEEDED", period: { from: "2026-03-03", to: "2026-03-25" }, minAmountCents: 300, maxAmountCents: 2400 };
    const ids: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res: Awaited<ReturnType<typeof gql<Record<string, any>>>> = await gql<Record<string, any>>(LEDGER, {
        token: admin.token,
        variables: { first: 3, after, filter },
      });
      expect(res.errors).toBeUndefined();
      const page = res.data!.transactions;
      expect(page.totalCount).toBe(7);
      ids.push(...page.edges.map((e: { node: { id: string } }) => e.node.id));
      expect(page.edges[0].node.order).toEqual({ id: "ord-1", status: "REFUNDED" });
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages++;
    } while (after);
    expect(pages).toBe(3);
    expect(ids).toEqual(["t24", "t21", "t18", "t12", "t09", "t06", "t03"]);

    const byUser = await gql(LEDGER, { token: admin.token, variables: { first: 100, filter: { userId: "client-2", type: "CREDIT_PURCHASE" } } });
    expect(byUser.data!.transactions.totalCount).toBe(10); // odd i, not a multiple of 3

    const refused = await gql(LEDGER, { token: admin.token, variables: { filter: { minAmountCents: 1000, maxAmountCents: 500 } } });
    expect(errorCodes(refused)).toEqual(["BAD_USER_INPUT"]);
    expect(refused.errors![0]!.message).toBe("Le montant minimum doit être inférieur ou égal au montant maximum.");
  });

  it("refuse les dates invalides en français (BAD_USER_INPUT), sans rien lire", async () => {
    for (const [from, to, message] of [
      ["2026-02-30", "2026-03-01", "Date invalide\u00a0: «\u00a02026-02-30\u00a0» (format attendu AAAA-MM-JJ)."],
      ["2026-03-02", "2026-03-01", "La date de fin doit être postérieure ou égale à la date de début."],
      ["2025-01-01", "2026-01-02", "La période ne peut pas dépasser 366 jours."],
    ] as const) {
      const res = await gql(FINANCES, { token: admin.token, variables: { from, to } });
      expect(errorCodes(res)).toEqual(["BAD_USER_INPUT"]);
      expect(res.errors![0]!.message).toBe(message);
    }
    const customerRes = await gql(FINANCES, { token: customer.token, variables: { from: "2026-03-01", to: "2026-03-31" } });
    expect(errorCodes(customerRes)).toEqual(["FORBIDDEN"]);
  });

  it("sur une période de 31 jours : points par jour, un mois sans période précédente donne 0, pas Infinity", async () => {
    const res = await gql(FINANCES, { token: admin.token, variables: { from: "2026-03-01", to: "2026-03-31" } });
    expect(res.errors).toBeUndefined();
    const report = res.data!.finances;
    expect(report.bucket).toBe("DAY");
    expect(report.chart).toHaveLength(31);
    expect(report.vatRate).toBe(20);
    // A whole month is compared with the whole month before (@atelier/domain/finances/period previousPeriod).
    expect(report.previous).toMatchObject({ from: "2026-02-01", to: "2026-02-28", creditSalesCents: 0, netRevenueCents: 0 });
    // SUCCEEDED purchases in March: i not a multiple of 3 or 5, i ≤ 30 → their amounts in euros.
    const purchases = Array.from({ length: 30 }, (_, i) => i).filter((i) => i % 3 !== 0 && i % 5 !== 0);
    expect(report.current.creditSalesCents).toBe(purchases.reduce((s, i) => s + i * 100, 0));
    const refunds = Array.from({ length: 30 }, (_, i) => i).filter((i) => i % 3 === 0 && i % 5 !== 0);
    expect(report.current).toMatchObject({ refunds: refunds.length, netRevenueCents: report.current.creditSalesCents });
    expect((await storedStats()).days["2026-03-04"]?.refunds).toBe(1);
  });

  const get = (path: string, token?: string) => fetch(`${FUNCTION_BASE}/export/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const csvOf = async (res: Response) => {
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return parseCsv(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1));
  };

  it("exports CSV : administrateurs seulement, BOM, « ; », cellules sans formule", async () => {
    expect((await get("transactions.csv")).status).toBe(401);
    expect((await get("transactions.csv", customer.token)).status).toBe(403);
    expect((await get("finances-monthly.csv?from=2026-03-01&to=2026-03-31", customer.token)).status).toBe(403);
    expect((await get("finances-monthly.csv?from=2026-03-31&to=2026-03-01", admin.token)).status).toBe(400);
    expect((await get("transactions.csv?minAmountCents=abc", admin.token)).status).toBe(400);

    const ledger = await get("transactions.csv?type=REFUND&from=2026-03-01&to=2026-03-10", admin.token);
    expect(ledger.status).toBe(200);
    expect(ledger.headers.get("content-disposition")).toMatch(/^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = await csvOf(ledger);
    expect(header).toEqual(["Date", "Identifiant", "Type", "Statut", "Client", "E-mail", "Montant (EUR)", "Crédits", "Commande", "Description"]);
    expect(rows.map((r) => r[1])).toEqual(["t09", "t06", "t03", "t00"]);
    expect(rows[2]).toEqual(["04/03/2026 11:00", "t03", "Remboursement", "Réussie", "", "", "3,00", "50", "ord-1", "'@SUM(1+1)"]);
    const malloryRow = rows.find((r) => r[1] === "t06")!;
    expect(malloryRow[4]).toBe(`'=HYPERLINK("https://evil.example","Voir") Dupont`);

    const monthly = await get("finances-monthly.csv?from=2026-02-15&to=2026-04-10", admin.token);
    expect(monthly.headers.get("content-disposition")).toBe('attachment; filename="synthese-mensuelle-2026-02-15-2026-04-10.csv"');
    const [monthHeader, ...months] = await csvOf(monthly);
    expect(monthHeader).toEqual([
      "Mois",
      "CA TTC",
      "CA HT",
      "TVA",
      "Commandes payées",
      "Panier moyen",
      "Remboursements",
      "Montant remboursé",
      "Ventes de crédits",
      "Crédits vendus",
      "Crédits dépensés",
      "Revenu net",
    ]);
    expect(months.map((m) => m[0])).toEqual(["2026-02", "2026-03", "2026-04"]);
    const march = months[1]!;
    const marchSales = Array.from({ length: 30 }, (_, i) => i)
      .filter((i) => i % 3 !== 0 && i % 5 !== 0)
      .reduce((s, i) => s + i, 0);
    expect(march[1]).toBe(`${marchSales},00`);
    expect(march[11]).toBe(`${marchSales},00`);
    const gross = marchSales * 100;
    const net = Math.round(gross / 1.2);
    expect([march[2], march[3]]).toEqual([(net / 100).toFixed(2).replace(".", ","), ((gross - net) / 100).toFixed(2).replace(".", ",")]);
  });
});

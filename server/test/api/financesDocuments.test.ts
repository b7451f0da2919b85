/**
 * /finances agrees with the invoices and credit notes (issue 27, docs/invoicing.md « /finances
 * against the documents »): for the seeded year, month by month and rate by rate, what
 * FinanceReport.documentsByMonth says (from the aggregates) is what the stored documents sum to,
 * and each month's revenue is the invoices of the orders paid in it less their credit notes.
 */
import { seedDemoData } from "../../../scripts/seed";
import { addDays, parisDay } from "@atelier/domain/parisCalendar";
import { rateKey } from "@atelier/domain/dashboardStats";
import type { Timestamp } from "firebase-admin/firestore";
import { expectAggregatesToSettle } from "../support/aggregates";
import { clearEmulators, clearEmulatorsWithTriggers, withTriggersPaused } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin, db } from "../support/identities";

jest.setTimeout(480_000);

const FINANCES = `query($period: DayRange!) { finances(period: $period) {
  current { revenueCents }
  documentsByMonth { month netCents vatCents grossCents revenueCents invoicedOfPaidCents creditedOfPaidCents unexplainedCents
    rates { vatRate invoicedNetCents invoicedVatCents creditedNetCents creditedVatCents netCents vatCents grossCents } }
} }`;

interface StoredDocument {
  kind: "INVOICE" | "CREDIT_NOTE";
  issuedOn: string;
  paidOn: string | null;
  grossCents: number;
  vatTotals: { vatRate: number; netCents: number; vatCents: number }[];
}

// The seed opens the same Admin SDK app: the API's Firestore (with its settings) must come first.
beforeAll(() => void db());
afterAll(() => clearEmulators(), 60_000);

it("pour l'année du jeu de démonstration, les factures et avoirs et /finances concordent au centime, mois par mois et taux par taux", async () => {
  await clearEmulatorsWithTriggers();
  const seeded = await seedDemoData({ orders: 400, users: 60, creations: 20, transactions: 120, quiet: true, triggers: { withTriggersPaused } });
  const admin = await createAdmin("compta@atelier.test");
  // The data end before the anchor (a Paris midnight): the year up to its eve.
  const to = addDays(parisDay(new Date(seeded.anchor)), -1);
  const period = { from: addDays(to, -365), to };

  const response = await gql(FINANCES, { token: admin.token, variables: { period } });
  expect(response.errors).toBeUndefined();
  const report = response.data!.finances;

  // The records themselves: every invoice and credit note, summed by month of issue and rate, and by month of payment.
  const documents = (await db().collection("accountingDocuments").get()).docs.map((d) => d.data() as StoredDocument);
  const credits = documents.filter((d) => d.kind === "CREDIT_NOTE");
  expect(documents.filter((d) => d.kind === "INVOICE").length).toBeGreaterThan(100);
  expect(credits.length).toBeGreaterThan(5);
  const within = (day: string | null) => day !== null && day >= period.from && day <= period.to;
  const sign = (d: StoredDocument) => (d.kind === "INVOICE" ? 1 : -1);

  for (const month of report.documentsByMonth) {
    const issued = documents.filter((d) => within(d.issuedOn) && d.issuedOn.startsWith(month.month));
    const rates = new Map<
      string,
      { vatRate: number; invoicedNetCents: number; invoicedVatCents: number; creditedNetCents: number; creditedVatCents: number }
    >();
    for (const d of issued) {
      for (const t of d.vatTotals) {
        const rate = rates.get(rateKey(t.vatRate)) ?? {
          vatRate: t.vatRate,
          invoicedNetCents: 0,
          invoicedVatCents: 0,
          creditedNetCents: 0,
          creditedVatCents: 0,
        };
        if (d.kind === "INVOICE") {
          rate.invoicedNetCents += t.netCents;
          rate.invoicedVatCents += t.vatCents;
        } else {
          rate.creditedNetCents += t.netCents;
          rate.creditedVatCents += t.vatCents;
        }
        rates.set(rateKey(t.vatRate), rate);
      }
    }
    const expected = [...rates.values()]
      .map((r) => {
        const netCents = r.invoicedNetCents - r.creditedNetCents;
        const vatCents = r.invoicedVatCents - r.creditedVatCents;
        return { ...r, netCents, vatCents, grossCents: netCents + vatCents };
      })
      .sort((a, b) => a.vatRate - b.vatRate);
    expect({ month: month.month, rates: month.rates }).toEqual({ month: month.month, rates: expected });
    expect(month.grossCents).toBe(issued.reduce((sum, d) => sum + sign(d) * d.grossCents, 0));

    // Revenue of the month = the invoices of its paid orders − their credit notes, to the cent.
    const ofPaid = documents.filter((d) => within(d.paidOn) && d.paidOn!.startsWith(month.month));
    expect(month.invoicedOfPaidCents).toBe(ofPaid.filter((d) => d.kind === "INVOICE").reduce((sum, d) => sum + d.grossCents, 0));
    expect(month.creditedOfPaidCents).toBe(ofPaid.filter((d) => d.kind === "CREDIT_NOTE").reduce((sum, d) => sum + d.grossCents, 0));
    expect({ month: month.month, unexplainedCents: month.unexplainedCents }).toEqual({ month: month.month, unexplainedCents: 0 });
  }
  const revenue = report.documentsByMonth.reduce((sum: number, m: { revenueCents: number }) => sum + m.revenueCents, 0);
  expect(revenue).toBe(report.current.revenueCents);
  expect(revenue).toBeGreaterThan(0);

  // Live, with the triggers running: a partial refund today keeps revenue and documents reconciled.
  // Its mail off: the figures are the point here, and no mail sink runs under the API tests.
  await db()
    .doc("settings/app")
    .set({ emails: { orderRefunded: false } }, { merge: true });
  const delivered = (await db().collection("orders").where("status", "==", "delivered").limit(20).get()).docs.find((d) => !d.get("refundedCents"))!;
  const refund = await gql(
    `mutation($input: RefundOrderInput!) { refundOrder(input: $input) { creditNote { number grossCents issuedOn } userErrors { message } } }`,
    {
      token: admin.token,
      variables: { input: { orderId: delivered.id, lines: [], delivery: false, amountCents: 300, reason: "GOODWILL", refundTo: "PAYMENT" } },
    },
  );
  expect(refund.data?.refundOrder.userErrors).toEqual([]);
  await expectAggregatesToSettle();
  const today = refund.data!.refundOrder.creditNote.issuedOn as string;
  const thisMonth = await gql(FINANCES, { token: admin.token, variables: { period: { from: `${today.slice(0, 7)}-01`, to: today } } });
  const [month] = thisMonth.data!.finances.documentsByMonth;
  const issuedThisMonth = (
    await db()
      .collection("accountingDocuments")
      .where("issuedOn", ">=", `${today.slice(0, 7)}-01`)
      .get()
  ).docs
    .map((d) => d.data() as StoredDocument)
    .filter((d) => d.issuedOn <= today);
  expect(month.grossCents).toBe(issuedThisMonth.reduce((sum, d) => sum + sign(d) * d.grossCents, 0));
  expect(month.rates.reduce((sum: number, r: { creditedNetCents: number; creditedVatCents: number }) => sum + r.creditedNetCents + r.creditedVatCents, 0)).toBe(
    issuedThisMonth.filter((d) => d.kind === "CREDIT_NOTE").reduce((sum, d) => sum + d.grossCents, 0),
  );
  const paidMonth = (delivered.get("paidAt") as Timestamp).toDate();
  const again = await gql(FINANCES, { token: admin.token, variables: { period } });
  for (const m of again.data!.finances.documentsByMonth)
    expect({ month: m.month, unexplainedCents: m.unexplainedCents }).toEqual({ month: m.month, unexplainedCents: 0 });
  const before = report.documentsByMonth.find((m: { month: string }) => m.month === parisDay(paidMonth).slice(0, 7));
  const after = again.data!.finances.documentsByMonth.find((m: { month: string }) => m.month === parisDay(paidMonth).slice(0, 7));
  // The order's month lost 3 € of revenue and gained 3 € of its credit notes.
  expect(after.revenueCents).toBe(before.revenueCents - 300);
  expect(after.creditedOfPaidCents).toBe(before.creditedOfPaidCents + 300);
});

/**
 * Invoices (issue 27, docs/invoicing.md): one per paid order, numbered FA-YYYY-NNNNNN without gap
 * or repeat under concurrent payments; issued by the trigger whoever pays; read through the API
 * (Order.invoice, accountingDocuments); the PDF and the monthly archive behind the admin rule;
 * never writable by a client (firestore.rules); the seller's identity saved from /settings.
 */
import JSZip from "jszip";
import { FUNCTION_BASE } from "../../../scripts/lib/stack.cjs";
import { parisDay } from "@atelier/domain/parisCalendar";
import { issueInvoice } from "../../src/firestore/invoicing/issue";
import { recordRefund } from "../../src/firestore/refunds";
import { clearEmulators, withTriggersRunning } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin, createCustomer, db } from "../support/identities";
import { createOrder, createPaidOrder } from "../support/orders";
import { parsePdf } from "../support/pdf";

// A hundred transactions queue on one counter: give the emulator time on a loaded machine.
jest.setTimeout(360_000);

const SELLER = {
  legalName: "Atelier Impressions SAS",
  addressLines: ["12 rue des Imprimeurs", "69002 Lyon"],
  siren: "123456782",
  vatNumber: "FR11123456782",
  legalMentions: "SAS au capital de 10 000 € · RCS Lyon 123 456 782",
};

let admin: { uid: string; token: string };
let customer: { uid: string; token: string };

const invoicesOf = async (orderId: string) => (await db().collection("accountingDocuments").where("orderId", "==", orderId).get()).docs.map((d) => d.data());
const counter = async (year: number) => (await db().doc(`documentCounters/INVOICE-${year}`).get()).data()?.last;

beforeAll(async () => {
  await clearEmulators();
  admin = await createAdmin();
  customer = await createCustomer();
  await db().doc("settings/app").set({ shopName: "Atelier", contactEmail: "contact@atelier.test", vatRate: 20, seller: SELLER });
});

describe("émission des factures", () => {
  it("100 paiements simultanés : 100 factures numérotées de 1 à 100, sans trou ni doublon", async () => {
    const ids = Array.from({ length: 100 }, (_, i) => `concurrent-${String(i).padStart(3, "0")}`);
    await Promise.all(ids.map((id) => createPaidOrder(id)));
    const outcomes = await Promise.all(ids.map((id) => issueInvoice(db(), id)));
    expect(outcomes).toEqual(ids.map(() => "issued"));

    const year = Number(parisDay(new Date()).slice(0, 4));
    const numbers = (await db().collection("accountingDocuments").where("kind", "==", "INVOICE").get()).docs.map((d) => d.id).sort();
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => `FA-${year}-${String(i + 1).padStart(6, "0")}`));
    expect(await counter(year)).toBe(100);
    // One invoice per order.
    const orders = new Set((await db().collection("accountingDocuments").get()).docs.map((d) => d.get("orderId")));
    expect(orders.size).toBe(100);
  });

  it("le numéroteur prolonge son bail avant chaque lot : une longue file ne le laisse pas expirer en chemin", async () => {
    // Each holder's lease, as the numbering writes it: without renewal, one end per holder (the
    // one it took), and a queue slower than the lease let every waiting call number at once.
    const ends = new Map<string, Set<number>>();
    const lease = db().doc("documentCounters/INVOICE-numbering");
    const stop = lease.onSnapshot((snap) => {
      const until = (snap.get("until") as { toMillis(): number } | undefined)?.toMillis() ?? 0;
      const holder = snap.get("holder") as string | null | undefined;
      if (holder && until > 0) ends.set(holder, (ends.get(holder) ?? new Set()).add(until));
    });
    const ids = Array.from({ length: 120 }, (_, i) => `lease-${String(i).padStart(3, "0")}`);
    await Promise.all(ids.map((id) => createPaidOrder(id)));
    const outcomes = await Promise.all(ids.map((id) => issueInvoice(db(), id)));
    stop();
    expect(outcomes).toEqual(ids.map(() => "issued"));
    // 120 orders are at least three batches: some holder renewed its lease at least once.
    expect(Math.max(...[...ends.values()].map((untils) => untils.size))).toBeGreaterThan(1);
  });

  it("la même commande payée quatre fois à la fois n'a qu'une facture, et le compteur n'avance que d'un", async () => {
    const year = Number(parisDay(new Date()).slice(0, 4));
    const before = await counter(year);
    await createPaidOrder("same-order");
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => issueInvoice(db(), "same-order")));
    expect(outcomes.filter((o) => o === "issued")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "exists")).toHaveLength(3);
    expect(await invoicesOf("same-order")).toHaveLength(1);
    expect(await counter(year)).toBe(before + 1);
  });

  it("une commande non payée n'a pas de facture", async () => {
    await createOrder("unpaid");
    expect(await issueInvoice(db(), "unpaid")).toBe("unpaid");
    expect(await invoicesOf("unpaid")).toEqual([]);
  });

  it("la facture dit ce qui a été payé : lignes, livraison, TVA, totaux en centimes, vendeur et acheteur", async () => {
    await createPaidOrder("content", { userId: customer.uid });
    await issueInvoice(db(), "content");
    const [invoice] = await invoicesOf("content");
    expect(invoice).toMatchObject({
      kind: "INVOICE",
      orderId: "content",
      orderReference: "CONTEN",
      paidOn: "2026-10-14",
      grossCents: 5490,
      seller: { ...SELLER, shopName: "Atelier" },
      buyer: { name: "Lucas Bernard", email: "lucas@exemple.fr" },
    });
    expect(invoice!.lines.map((l: { label: string; quantity: number; grossCents: number }) => [l.label, l.quantity, l.grossCents])).toEqual([
      ["Mug 33 cl", 2, 2500],
      ["Poster 30×40", 1, 2490],
      ["Livraison", 1, 500],
    ]);
    expect(invoice!.vatTotals).toEqual([{ vatRate: 20, netCents: 4575, vatCents: 915, grossCents: 5490 }]);
    expect(invoice!.netCents + invoice!.vatCents).toBe(5490);

    // « Commande payée », queued once with the invoice's PDF attached (sent by deliverMailDocument).
    const mail = (await db().doc(`mail/invoice-${invoice!.number}`).get()).data()!;
    expect(mail).toMatchObject({ to: "lucas@exemple.fr", source: "invoice.issue", template: { name: "order-paid", data: { invoiceNumber: invoice!.number } } });
    const [attachment] = mail.message.attachments;
    expect(attachment).toMatchObject({ filename: `${invoice!.number}.pdf`, encoding: "base64", contentType: "application/pdf" });
    expect((await parsePdf(Buffer.from(attachment.content, "base64"))).text).toContain(invoice!.number);
    expect(await issueInvoice(db(), "content")).toBe("exists");
    expect((await db().collection("mail").where("template.name", "==", "order-paid").get()).size).toBe(1);
  });
});

describe("le déclencheur émet la facture quel que soit le payeur", () => {
  it("un administrateur passe la commande à PAID : sa facture apparaît, et l'API la montre sur la commande", async () => {
    await createOrder("paid-by-admin", {
      userId: customer.uid,
      total: 24.9,
      items: [{ productId: "poster", name: "Poster 30×40", quantity: 1, unitPrice: 24.9, creationId: null, imageUrl: null }],
    });
    const invoice = await withTriggersRunning(async () => {
      const change = await gql(`mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { userErrors { message } } }`, {
        token: admin.token,
        variables: { input: { orderId: "paid-by-admin", status: "PAID" } },
      });
      expect(change.data?.changeOrderStatus.userErrors).toEqual([]);
      // The trigger's effect, polled (a loaded machine may take seconds).
      for (let i = 0; i < 300; i++) {
        const found = await invoicesOf("paid-by-admin");
        if (found.length) return found;
        await new Promise((r) => setTimeout(r, 200));
      }
      return [];
    });
    expect(invoice).toHaveLength(1);
    expect(invoice[0]!.number).toMatch(/^FA-\d{4}-\d{6}$/);

    const response = await gql(
      `query($id: ID!) { order(id: $id) { invoice { number kind grossCents buyerName sellerName pdfPath lines { label grossCents } } creditNotes { number } } }`,
      { token: admin.token, variables: { id: "paid-by-admin" } },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.order).toEqual({
      invoice: {
        number: invoice[0]!.number,
        kind: "INVOICE",
        grossCents: 2490,
        buyerName: "Lucas Bernard",
        sellerName: SELLER.legalName,
        pdfPath: `/documents/${invoice[0]!.number}.pdf`,
        lines: [{ label: "Poster 30×40", grossCents: 2490 }],
      },
      creditNotes: [],
    });
  });
});

describe("un remboursement émet l'avoir de ce qui reste de la facture", () => {
  it("un administrateur passe une commande facturée à REFUNDED : l'avoir solde la facture, la transaction REFUND le nomme, l'e-mail le joint", async () => {
    await createPaidOrder("refund-me", { userId: customer.uid });
    expect(await issueInvoice(db(), "refund-me")).toBe("issued");
    const change = await gql(`mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { userErrors { message } } }`, {
      token: admin.token,
      variables: { input: { orderId: "refund-me", status: "REFUNDED" } },
    });
    expect(change.data?.changeOrderStatus.userErrors).toEqual([]);

    const documents = await invoicesOf("refund-me");
    const invoice = documents.find((d) => d.kind === "INVOICE")!;
    const creditNote = documents.find((d) => d.kind === "CREDIT_NOTE")!;
    expect(creditNote).toMatchObject({
      invoiceNumber: invoice.number,
      grossCents: invoice.grossCents,
      netCents: invoice.netCents,
      vatCents: invoice.vatCents,
      reason: "Autre",
      refundTo: "PAYMENT",
      buyer: invoice.buyer,
    });
    expect(creditNote.number).toMatch(/^AV-\d{4}-000001$/);

    const refund = (await db().doc("transactions/refund-refund-me").get()).data()!;
    expect(refund).toMatchObject({ type: "REFUND", amount: 54.9, creditNoteNumber: creditNote.number });
    const mails = (await db().collection("mail").where("template.name", "==", "order-refunded").get()).docs.map((d) => d.data());
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.attachments.map((a: { filename: string }) => a.filename)).toEqual([`${creditNote.number}.pdf`]);
    const text = (await parsePdf(Buffer.from(mails[0]!.message.attachments[0].content, "base64"))).text;
    expect(text).toContain(creditNote.number);
    expect(text).toContain(invoice.number);

    const response = await gql(`query($id: ID!) { order(id: $id) { creditNotes { number invoiceNumber grossCents refundTo } } }`, {
      token: admin.token,
      variables: { id: "refund-me" },
    });
    expect(response.data?.order.creditNotes).toEqual([{ number: creditNote.number, invoiceNumber: invoice.number, grossCents: 5490, refundTo: "PAYMENT" }]);
  });

  it("le remboursement fait par la boutique (déclencheur) émet aussi son avoir, une seule fois même relivré", async () => {
    await createPaidOrder("storefront-refund");
    await issueInvoice(db(), "storefront-refund");
    const before = (await db().doc("orders/storefront-refund").get()).data();
    const after = { ...before, status: "refunded" };
    expect(await recordRefund(db(), "storefront-refund", before, after)).toBe("created");
    expect(await recordRefund(db(), "storefront-refund", before, after)).toBe("exists");
    const creditNotes = (await invoicesOf("storefront-refund")).filter((d) => d.kind === "CREDIT_NOTE");
    expect(creditNotes).toHaveLength(1);
    expect((await db().doc("transactions/refund-storefront-refund").get()).get("creditNoteNumber")).toBe(creditNotes[0]!.number);
  });
});

describe("la liste des documents", () => {
  it("filtre par type et par jours d'émission, du plus récent au plus ancien, au coût d'une lecture par document", async () => {
    const today = parisDay(new Date());
    const response = await gql(
      `query($filter: AccountingDocumentFilter) { accountingDocuments(filter: $filter, first: 5) { edges { node { number kind issuedOn } } pageInfo { hasNextPage } } }`,
      { token: admin.token, variables: { filter: { kind: "INVOICE", issuedOn: { from: "2026-01-01" } } } },
    );
    expect(response.errors).toBeUndefined();
    const nodes = response.data?.accountingDocuments.edges.map((e: { node: unknown }) => e.node);
    expect(nodes).toHaveLength(5);
    expect(response.data?.accountingDocuments.pageInfo.hasNextPage).toBe(true);
    const numbers = nodes.map((n: { number: string }) => n.number);
    expect([...numbers].sort().reverse()).toEqual(numbers);
    expect(nodes.every((n: { kind: string; issuedOn: string }) => n.kind === "INVOICE" && n.issuedOn <= today)).toBe(true);
    expect(response.extensions?.cost?.firestoreReads).toBeLessThanOrEqual(6 + 1);

    const creditNotes = await gql(`query { accountingDocuments(filter: { kind: CREDIT_NOTE }) { edges { node { number kind } } } }`, { token: admin.token });
    const kinds = creditNotes.data?.accountingDocuments.edges.map((e: { node: { kind: string } }) => e.node.kind);
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(["CREDIT_NOTE"]));
  });

  it("une plage de jours à l'envers est refusée en français", async () => {
    const response = await gql(`query { accountingDocuments(filter: { issuedOn: { from: "2026-10-31", to: "2026-10-01" } }) { edges { cursor } } }`, {
      token: admin.token,
    });
    expect(response.errors?.[0]?.message).toBe("La date de fin doit être postérieure ou égale à la date de début.");
  });

  it("un client connecté n'y a pas accès", async () => {
    const response = await gql(`query { accountingDocuments { edges { cursor } } }`, { token: customer.token });
    expect(response.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("le PDF et l'archive du mois", () => {
  const download = (path: string, token?: string) => fetch(`${FUNCTION_BASE}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("le PDF d'une facture : refusé sans jeton (401) et à un client (403), lisible pour un administrateur", async () => {
    const [invoice] = await invoicesOf("content");
    const path = `/documents/${invoice!.number}.pdf`;
    expect((await download(path)).status).toBe(401);
    expect((await download(path, customer.token)).status).toBe(403);
    const res = await download(path, admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = (await parsePdf(Buffer.from(await res.arrayBuffer()))).text;
    for (const expected of [invoice!.number, "123456782", "FR11123456782", "Lucas Bernard", "Mug 33 cl", "54,90"]) expect(text).toContain(expected);
  });

  it("un numéro mal formé est un 400 en français, un numéro inconnu un 404", async () => {
    const bad = await download("/documents/..%2Fsettings.pdf", admin.token);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      "Numéro de document invalide : attendu FA-AAAA-NNNNNN ou AV-AAAA-NNNNNN.",
    );
    const unknown = await download("/documents/FA-1999-000001.pdf", admin.token);
    expect(unknown.status).toBe(404);
  });

  it("l'archive du mois : un PDF par document émis ce mois-là et le journal", async () => {
    const month = parisDay(new Date()).slice(0, 7);
    const res = await download(`/documents/archive.zip?month=${month}`, admin.token);
    expect(res.status).toBe(200);
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const pdfs = Object.keys(zip.files).filter((name) => name.endsWith(".pdf"));
    const issued = (await db().collection("accountingDocuments").get()).docs.filter((d) => d.get("issuedOn").startsWith(month));
    expect(pdfs.sort()).toEqual(issued.map((d) => `${d.id}.pdf`).sort());
    const journal = await zip.file("journal.csv")!.async("string");
    expect(journal.split("\r\n").filter(Boolean)).toHaveLength(1 + issued.length);

    const bad = await download("/documents/archive.zip?month=2026-13", admin.token);
    expect(bad.status).toBe(400);
    expect((await download(`/documents/archive.zip?month=${month}`, customer.token)).status).toBe(403);
  });
});

describe("une facture émise ne change plus", () => {
  const BASE = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${process.env.GCLOUD_PROJECT}/databases/(default)/documents`;

  it("aucun client, même administrateur, ne peut la lire, la modifier ni la supprimer (firestore.rules)", async () => {
    const [invoice] = await invoicesOf("content");
    const url = `${BASE}/accountingDocuments/${invoice!.number}`;
    for (const token of [undefined, customer.token, admin.token]) {
      const headers: Record<string, string> = { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) };
      expect((await fetch(url, { headers })).status).toBe(403);
      const patch = await fetch(`${url}?updateMask.fieldPaths=grossCents`, {
        method: "PATCH",
        headers,
        body: JSON.stringify({ fields: { grossCents: { integerValue: "1" } } }),
      });
      expect(patch.status).toBe(403);
      expect((await fetch(url, { method: "DELETE", headers })).status).toBe(403);
    }
    expect((await db().doc(`accountingDocuments/${invoice!.number}`).get()).get("grossCents")).toBe(5490);
  });

  it("l'API n'a aucune mutation qui écrive une facture", async () => {
    const response = await gql(`{ __schema { mutationType { fields { name } } } }`, { token: admin.token });
    const names: string[] = response.data?.__schema.mutationType.fields.map((f: { name: string }) => f.name);
    expect(names.filter((name) => /invoice|accountingDocument|creditNote/i.test(name))).toEqual([]);
  });
});

describe("l'identité du vendeur dans les paramètres", () => {
  const SAVE = `mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) { settings { version seller { legalName siren vatNumber missing } } userErrors { field message } } }`;
  const version = async () => (await gql(`{ settings { version } }`, { token: admin.token })).data?.settings.version;

  it("un SIREN faux est refusé en français et rien ne change", async () => {
    const response = await gql(SAVE, { token: admin.token, variables: { input: { version: await version(), seller: { ...SELLER, siren: "123456789" } } } });
    expect(response.data?.updateSettings.userErrors).toEqual([{ field: ["input", "seller", "siren"], message: "Le SIREN doit comporter 9 chiffres valides." }]);
    expect((await db().doc("settings/app").get()).get("seller.siren")).toBe(SELLER.siren);
  });

  it("une identité complète est enregistrée ; ce qui manque est nommé", async () => {
    const response = await gql(SAVE, { token: admin.token, variables: { input: { version: await version(), seller: { ...SELLER, legalMentions: "" } } } });
    expect(response.data?.updateSettings.userErrors).toEqual([]);
    expect(response.data?.updateSettings.settings.seller).toEqual({
      legalName: SELLER.legalName,
      siren: SELLER.siren,
      vatNumber: SELLER.vatNumber,
      missing: ["Mentions légales (forme juridique, capital, RCS)"],
    });
  });
});

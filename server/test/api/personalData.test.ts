/**
 * A customer's data export (issue 37, docs/personal-data.md): GET /export/customer-data/<uid>.zip
 * on the Functions emulator, over a demo data set.
 * - Every collection of the filled database is named in personalData/collections.ts, as holding a
 *   customer's data or not: a new collection fails here until it says which.
 * - The ZIP holds every document naming the customer (and none of another's), their invoices'
 *   PDFs, their creations' images, and a French summary naming their orders.
 * - Access before anything else (401, 403 without « Données personnelles »), ids checked
 *   (400, 404), and the export audited.
 */
import JSZip from "jszip";
import { FUNCTION_BASE } from "../../../scripts/lib/stack.cjs";
import { mailboxKey } from "@atelier/domain/inbox";
import { shortOrderId } from "@atelier/domain/finances/refund";
import type { DocumentReference } from "firebase-admin/firestore";
import { COLLECTIONS } from "../../src/personalData/collections";
import { personalDataMessages } from "../../src/personalData/router";
import { clearEmulators } from "../support/emulators";
import { seedPersonalDataDemo } from "../support/personalData";
import { createMember, db } from "../support/identities";

jest.setTimeout(360_000);

let owner: { uid: string; token: string };
/** The customer with the most orders, and another one whose data must stay out. */
let customer: { uid: string; email: string; orders: string[]; creations: string[] };
let other: { uid: string; orders: string[] };

const exportOf = (uid: string, token?: string) =>
  fetch(`${FUNCTION_BASE}/export/customer-data/${encodeURIComponent(uid)}.zip`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const exportAudits = async (uid: string) =>
  (await db().collection("auditLog").where("targetId", "==", uid).where("action", "==", "user.exportPersonalData").get()).size;

beforeAll(async () => {
  const demo = await seedPersonalDataDemo();
  owner = demo.owner;
  const { uid, email } = demo.customer;
  // A creation whose image is gone from the storage: counted in the summary, the export goes on.
  await db().doc("creations/rgpd-sans-image").set({
    userId: uid,
    createdAt: new Date(),
    imageUrl: "creations/rgpd-sans-image.png",
    sourceImageUrl: null,
    style: "aquarelle",
    kind: "TEXT_TO_IMAGE",
  });
  const creations = (await db().collection("creations").where("userId", "==", uid).get()).docs.map((d) => d.id);
  customer = { uid, email, orders: demo.customer.orders, creations };
  other = demo.other;
  // What the demo data may not hold for this customer: a contact message, a mail, a staff note.
  await db()
    .collection("contactMessages")
    .doc("rgpd-message")
    .set({
      name: "Client",
      email,
      mailboxKey: mailboxKey(email),
      subject: "Ma commande\nn'arrive pas",
      message: "Bonjour",
      status: "new",
      createdAt: new Date(),
      replies: [],
    });
  await db()
    .collection("mail")
    .doc("rgpd-mail")
    .set({ to: [email], template: { name: "order-shipped" }, source: "trigger", createdAt: new Date() });
  // The Trigger Email format also takes one address as a string (what the demo's mails hold).
  await db()
    .doc("mail/rgpd-mail-texte")
    .set({ to: email, template: { name: "order-delivered" }, source: "trigger", createdAt: new Date() });
  await db().doc(`orders/${customer.orders[0]}/notes/rgpd-note`).set({ text: "Appeler le client", authorUid: owner.uid, createdAt: new Date() });
}, 360_000);

afterAll(() => clearEmulators(), 60_000);

it("chaque collection de la base dit si elle nomme un client : une nouvelle collection échoue ici tant qu’elle ne le dit pas", async () => {
  const found = new Set<string>();
  const walk = async (parent: { listCollections(): Promise<{ id: string; listDocuments(): Promise<DocumentReference[]> }[]> }, prefix: string) => {
    for (const collection of await parent.listCollections()) {
      found.add(`${prefix}${collection.id}`);
      for (const doc of await collection.listDocuments()) await walk(doc, `${prefix}${collection.id}/*/`);
    }
  };
  await walk(db(), "");
  expect(found.size).toBeGreaterThan(20);
  expect([...found].filter((path) => !(path in COLLECTIONS))).toEqual([]);
});

it("l’archive contient chaque document du client, aucun d’un autre, ses factures, ses images et un résumé en français", async () => {
  const response = await exportOf(customer.uid, owner.token);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  expect(response.headers.get("content-disposition")).toBe(`attachment; filename="donnees-personnelles-${customer.uid}.zip"`);
  const zip = await JSZip.loadAsync(await response.arrayBuffer());
  const json = async (file: string) => JSON.parse(await zip.file(`donnees/${file}`)!.async("string")) as Array<Record<string, any>>;

  expect((await json("profil.json")).map((d) => d.path)).toEqual([`users/${customer.uid}`]);
  const orders = await json("commandes.json");
  expect(orders.map((d) => d.path).sort()).toEqual(customer.orders.map((id) => `orders/${id}`).sort());
  expect(orders.every((d) => d.userId === customer.uid)).toBe(true);
  const notes = await json("notes-commandes.json");
  expect(notes.map((d) => d.text)).toContain("Appeler le client");
  expect(notes.filter((d) => !customer.orders.some((id) => d.path.startsWith(`orders/${id}/notes/`)))).toEqual([]);
  expect((await json("creations.json")).map((d) => d.path).sort()).toEqual(customer.creations.map((id) => `creations/${id}`).sort());
  expect((await json("messages-de-contact.json")).map((d) => d.path)).toEqual(["contactMessages/rgpd-message"]);
  expect((await json("e-mails-envoyes.json")).map((d) => d.path)).toEqual(expect.arrayContaining(["mail/rgpd-mail", "mail/rgpd-mail-texte"]));
  // Nothing of the other customer, in any file.
  for (const name of Object.keys(zip.files).filter((n) => n.startsWith("donnees/"))) {
    const text = await zip.file(name)!.async("string");
    expect([name, text.includes(other.uid)]).toEqual([name, false]);
    for (const id of other.orders) expect([name, text.includes(`"orders/${id}"`)]).toEqual([name, false]);
  }

  // The invoices and credit notes as issued, one PDF each.
  const documents = await json("factures-et-avoirs.json");
  expect(documents.length).toBeGreaterThan(0);
  expect(documents.every((d) => customer.orders.includes(d.orderId))).toBe(true);
  for (const document of documents) {
    const pdf = await zip.file(`factures/${document.number}.pdf`)!.async("nodebuffer");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  }
  // Each creation's image, from the storage.
  const images = Object.keys(zip.files).filter((n) => n.startsWith("images/"));
  for (const id of customer.creations.filter((id) => id !== "rgpd-sans-image")) expect(images.some((n) => n.startsWith(`images/${id}.`))).toBe(true);
  expect(images.some((n) => n.startsWith("images/rgpd-sans-image"))).toBe(false);

  // The summary names the customer, says what each file holds, and lists every order.
  const summary = await zip.file("resume.txt")!.async("string");
  expect(summary).toContain(`E-mail\u00a0: ${customer.email}`);
  expect(summary).toContain(`- Commandes\u00a0: ${orders.length} (donnees/commandes.json)`);
  expect(summary).toContain(`- Fichiers\u00a0: ${images.length + documents.length} (factures/ et images/), 1 introuvable(s) dans le stockage`);
  for (const id of customer.orders) expect(summary).toContain(`Commande #${shortOrderId(id)} du `);
  // What the customer wrote stays on its line.
  expect(summary).toContain("« Ma commande n'arrive pas »");

  expect(await exportAudits(customer.uid)).toBe(1);
  // The export's own entry is in the next one: the list of audit entries naming them.
  const again = await JSZip.loadAsync(await (await exportOf(customer.uid, owner.token)).arrayBuffer());
  const audit = JSON.parse(await again.file("donnees/journal-audit.json")!.async("string")) as Array<Record<string, any>>;
  expect(audit.map((d) => d.action)).toContain("user.exportPersonalData");
});

it("refusé avant toute lecture sans jeton, sans la permission, avec un identifiant mal formé ou inconnu — et rien n’est audité", async () => {
  const manager = await createMember("MANAGER", "gestion-rgpd@atelier.test");
  const before = await exportAudits(customer.uid);

  const anonymous = await exportOf(customer.uid);
  expect(anonymous.status).toBe(401);
  const refused = await exportOf(customer.uid, manager.token);
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as any).errors[0].extensions).toMatchObject({
    code: "FORBIDDEN",
    reason: "PERMISSION",
    missingPermissions: ["PERSONAL_DATA"],
  });
  const malformed = await exportOf("../users", owner.token);
  expect([malformed.status, ((await malformed.json()) as any).errors[0].message]).toEqual([400, personalDataMessages.badId]);
  const unknown = await exportOf("client-inconnu", owner.token);
  expect([unknown.status, ((await unknown.json()) as any).errors[0].message]).toEqual([404, personalDataMessages.notFound]);

  expect(await exportAudits(customer.uid)).toBe(before);
  expect(await exportAudits("client-inconnu")).toBe(0);
});

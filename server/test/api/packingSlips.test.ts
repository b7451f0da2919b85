/**
 * Issue 28, point 4: POST /export/packing-slips.pdf (docs/packing-slips.md) — one A4 page per
 * order, read back with pdf-parse; the ids checked before anything is read; the caller checked
 * before the body; a missing picture leaves a neutral box, never a failed PDF.
 */
import { parisDay } from "@atelier/domain/parisCalendar";
import { FUNCTION_BASE } from "../../../scripts/lib/stack.cjs";
import { db } from "../../src/firebase";
import { packingSlipsMessages } from "../../src/packingSlips/request";
import { noOrderFound } from "../../src/packingSlips/router";
import { clearEmulators } from "../support/emulators";
import { createAdmin, createCustomer } from "../support/identities";
import { png, uploadMedia } from "../support/media";
import { createPaidOrder } from "../support/orders";
import { parsePdf } from "../support/pdf";

const URL = `${FUNCTION_BASE}/export/packing-slips.pdf`;
const FOLDER = `media/bons-${Date.now().toString(36)}`;

const post = (body: unknown, token?: string) =>
  fetch(URL, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const errorOf = async (res: Response) => ((await res.json()) as { errors: { message: string; extensions: { code: string } }[] }).errors[0]!;

const ADDRESSES = {
  slipAaa001: { fullName: "Hélène Dupré", line1: "12 rue des Arts", line2: "Bâtiment B", postalCode: "75011", city: "Paris", country: "France" },
  slipBbb002: { fullName: "Lucas Bernard", line1: "3 place Bellecour", postalCode: "69002", city: "Lyon", country: "France" },
  slipCcc003: { fullName: "Anna Müller", line1: "Rue de la Loi 16", postalCode: "1000", city: "Bruxelles", country: "Belgique" },
} as const;

let admin: string;
let customer: string;
let picture: string;

beforeAll(async () => {
  await clearEmulators();
  admin = (await createAdmin()).token;
  customer = (await createCustomer()).token;
  const upload = await uploadMedia({ bytes: await png(400, 300), name: "creation.png" }, { token: admin, folder: FOLDER });
  expect(upload.status).toBe(201);
  picture = ((await upload.json()) as { fullPath: string }).fullPath;
  await db().doc("deliveryMethods/colissimo").set({ name: "Colissimo à domicile", carrier: "Colissimo", price: 6.9, position: 0 });
  await Promise.all([
    ...Object.entries(ADDRESSES).map(([id, shippingAddress]) =>
      createPaidOrder(id, {
        shippingAddress,
        deliveryMethodId: "colissimo",
        items: [{ productId: "poster", name: "Poster 30×40 – Aquarelle", quantity: 2, unitPrice: 24.9, creationId: "c1", imageUrl: picture }],
      }),
    ),
    createPaidOrder("slipNoPic", {
      items: [
        { productId: "mug", name: "Mug 33 cl", quantity: 1, unitPrice: 12.5, creationId: null, imageUrl: `${FOLDER}/absente.png` },
        { productId: "mug", name: "Mug ailleurs", quantity: 1, unitPrice: 12.5, creationId: null, imageUrl: "https://exemple.fr/mug.png" },
      ],
    }),
  ]);
}, 240_000);

describe("bons de préparation (POST /export/packing-slips.pdf)", () => {
  it("3 commandes → un PDF de 3 pages, chacune avec son numéro court et son adresse de livraison, dans l'ordre donné", async () => {
    const ids = ["slipBbb002", "slipAaa001", "slipCcc003"] as const;
    const res = await post({ orderIds: ids }, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="bons-de-preparation-${parisDay(new Date())}.pdf"`);
    // The admin's record, the 3 orders, settings/app, the one delivery method: nothing more.
    expect(res.headers.get("x-firestore-reads")).toBe("6");
    const pdf = await parsePdf(Buffer.from(await res.arrayBuffer()));
    expect(pdf.total).toBe(3);
    ids.forEach((id, page) => {
      const text = pdf.pages[page]!;
      const address = ADDRESSES[id];
      expect(text).toContain(`#${id.slice(0, 6).toUpperCase()}`);
      expect(text).toContain("Bon de préparation");
      expect(text).toContain(address.fullName);
      expect(text).toContain(address.line1);
      expect(text).toContain(`${address.postalCode} ${address.city}`);
      expect(text).toContain(address.country);
      expect(text).toContain("Livraison : Colissimo à domicile");
      expect(text).toContain("Poster 30×40 – Aquarelle");
      expect(text).toMatch(/Préparé le \d{1,2} \S+ \d{4} à \d{2}:\d{2}/);
      for (const other of ids.filter((o) => o !== id)) expect(text).not.toContain(`#${other.slice(0, 6).toUpperCase()}`);
    });
    expect(pdf.pages[1]).toContain("Bâtiment B");
  });

  it("une vignette absente (fichier manquant, autre hôte) laisse une case neutre et la page sort quand même", async () => {
    const res = await post({ orderIds: ["slipNoPic", "slipAaa001"] }, admin);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    const pdf = await parsePdf(bytes);
    expect(pdf.total).toBe(2);
    expect(pdf.pages[0]).toContain("#SLIPNO");
    expect(pdf.pages[0]).toContain("Mug 33 cl");
    expect(pdf.pages[0]).toContain("Mug ailleurs");
    expect(pdf.pages[0]).toContain("Sans image");
    // The other order's picture was read from the storage and embedded, once.
    expect(pdf.pages[1]).not.toContain("Sans image");
    expect(bytes.toString("latin1").match(/\/Subtype \/Image/g)).toHaveLength(1);
  });

  it("liste les identifiants inconnus sur une dernière page ; aucun connu : 404 en français", async () => {
    const res = await post({ orderIds: ["slipAaa001", "inconnue42"] }, admin);
    expect(res.status).toBe(200);
    const pdf = await parsePdf(Buffer.from(await res.arrayBuffer()));
    expect(pdf.total).toBe(2);
    expect(pdf.pages[1]).toContain("Commandes introuvables");
    expect(pdf.pages[1]).toContain("inconnue42");

    const none = await post({ orderIds: ["inconnue42"] }, admin);
    expect(none.status).toBe(404);
    expect(await errorOf(none)).toEqual({ message: noOrderFound, extensions: { code: "NOT_FOUND" } });
  });

  it("refuse en français (400) 201 identifiants, une liste vide, un identifiant malformé, un corps qui n'est pas du JSON", async () => {
    const tooMany = await post({ orderIds: Array.from({ length: 201 }, (_, i) => `order${i}`) }, admin);
    expect(tooMany.status).toBe(400);
    expect(await errorOf(tooMany)).toEqual({ message: packingSlipsMessages.tooMany, extensions: { code: "BAD_USER_INPUT" } });
    expect(packingSlipsMessages.tooMany).toMatch(/^Trop de commandes\u00a0: 200 /);

    const empty = await post({ orderIds: [] }, admin);
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe(packingSlipsMessages.empty);

    const malformed = await post({ orderIds: ["slipAaa001", "../users/x"] }, admin);
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toEqual({ message: packingSlipsMessages.badId(1), extensions: { code: "BAD_USER_INPUT" } });

    // Cloud Functions (and its emulator) parse a JSON body before the app sees it and answer a
    // broken one with their own 400; the route's French message is for a body of the wrong shape.
    const notJson = await post("{ orderIds: [", admin);
    expect(notJson.status).toBe(400);
    expect(notJson.headers.get("content-type")).not.toBe("application/pdf");
    const wrongShape = await post({ ids: ["slipAaa001"] }, admin);
    expect(wrongShape.status).toBe(400);
    expect((await errorOf(wrongShape)).message).toBe(packingSlipsMessages.badBody);
  });

  it("refuse un non-administrateur (403) avant même de lire la requête : ni donnée ni lecture", async () => {
    for (const body of [{ orderIds: ["slipAaa001"] }, { orderIds: Array.from({ length: 201 }, (_, i) => `order${i}`) }]) {
      const res = await post(body, customer);
      expect(res.status).toBe(403);
      expect(res.headers.get("x-firestore-reads")).toBeNull();
      const text = await res.text();
      expect(text).not.toContain("Hélène");
      expect(JSON.parse(text).errors[0].extensions.code).toBe("FORBIDDEN");
    }
    const anonymous = await post({ orderIds: ["slipAaa001"] });
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).extensions.code).toBe("UNAUTHENTICATED");
  });
});

import { Timestamp } from "firebase-admin/firestore";
import { FUNCTION_BASE } from "../../../scripts/lib/stack.cjs";
import { parseCsv } from "../support/csv";
import { clearEmulators } from "../support/emulators";
import { createAccount, createAdmin, createCustomer } from "../support/identities";
import { createOrder } from "../support/orders";

const exportUrl = (query = "") => `${FUNCTION_BASE}/export/orders.csv${query}`;
const get = (query: string, authorization?: string) => fetch(exportUrl(query), { headers: authorization ? { authorization } : {} });

const FORMULA_NAME = '=HYPERLINK("https://evil.example/?x","Voir")';

let admin: { token: string };
let customer: { token: string };
const HEADER = ["Numéro", "Identifiant", "Date", "Statut", "Client", "E-mail", "Articles", "Total (EUR)", "Livraison (EUR)", "Numéro de suivi"];

beforeAll(async () => {
  await clearEmulators();
  admin = await createAdmin();
  customer = await createCustomer("lucas@exemple.fr");
  const helene = await createAccount("helene@exemple.fr", { firstName: "Hélène", lastName: 'Dupré; "la grande"', isAdmin: false });
  // More orders than one export batch (500), so that the Firestore cursor is exercised.
  const writes: Promise<void>[] = [];
  for (let i = 0; i < 620; i++) {
    const status = i % 3 === 0 ? "shipped" : "paid";
    writes.push(
      createOrder(`ord${String(i).padStart(4, "0")}`, {
        status,
        total: 10 + i / 100,
        createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1) + i * 60_000),
        userId: helene.uid,
        deliveryPrice: 4.9,
        trackingNumber: status === "shipped" ? `6A; n°${i}\nligne 2` : null,
      }),
    );
  }
  // Written by the storefront straight into Firestore, as a customer typed it.
  const mallory = await createAccount("mallory@exemple.fr", { firstName: FORMULA_NAME, lastName: "-Dupont", isAdmin: false });
  writes.push(
    createOrder("evil01", {
      status: "cancelled",
      total: 12.5,
      createdAt: Timestamp.fromMillis(Date.UTC(2025, 0, 1)),
      userId: mallory.uid,
      deliveryPrice: null,
      trackingNumber: "@SUM(1+1)",
    }),
  );
  await Promise.all(writes);
}, 240_000);

describe("export CSV des commandes", () => {
  it("exporte exactement l'ensemble filtré, accents, séparateurs et guillemets compris", async () => {
    const res = await get("?status=SHIPPED", `Bearer ${admin.token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(HEADER);

    const expected = Array.from({ length: 620 }, (_, i) => i)
      .filter((i) => i % 3 === 0)
      .reverse();
    expect(rows).toHaveLength(expected.length);
    expect(rows.map((r) => r[1])).toEqual(expected.map((i) => `ord${String(i).padStart(4, "0")}`));
    const first = expected[0]!;
    expect(rows[0]).toEqual([
      `ORD${String(first).padStart(4, "0").slice(0, 3)}`,
      `ord${String(first).padStart(4, "0")}`,
      expect.stringMatching(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/),
      "Expédiée",
      'Hélène Dupré; "la grande"',
      "helene@exemple.fr",
      "1",
      (10 + first / 100).toFixed(2).replace(".", ","),
      "4,90",
      `6A; n°${first}\nligne 2`,
    ]);
  });

  it("exporte tout, au-delà d'un lot, quand rien n'est filtré", async () => {
    const res = await get("", `Bearer ${admin.token}`);
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, "")).slice(1);
    expect(rows).toHaveLength(621);
    expect(new Set(rows.map((r) => r[1])).size).toBe(621);
  });

  it("neutralise les formules écrites par la boutique (OWASP), le reste du fichier intact", async () => {
    const res = await get("?status=CANCELLED", `Bearer ${admin.token}`);
    expect(res.status).toBe(200);
    const text = (await res.text()).replace(/^\uFEFF/, "");
    // On the wire: a leading quote, then the usual CSV quoting of the quotes and separator.
    expect(text).toContain(`;"'${FORMULA_NAME.replaceAll('"', '""')} -Dupont";`);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(HEADER);
    expect(rows).toEqual([
      [
        "EVIL01",
        "evil01",
        expect.stringMatching(/^01\/01\/2025 \d{2}:\d{2}$/),
        "Annulée",
        `'${FORMULA_NAME} -Dupont`,
        "mallory@exemple.fr",
        "1",
        "12,50",
        "",
        "'@SUM(1+1)",
      ],
    ]);
    // No cell is left that a spreadsheet would take for a formula.
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("refuse sans jeton (401) et ne renvoie aucune donnée", async () => {
    const res = await get("");
    expect(res.status).toBe(401);
    const body = await res.text();
    expect(body).not.toContain("ord0");
    expect(JSON.parse(body).errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });

  it("refuse un jeton invalide (401)", async () => {
    const res = await get("", "Bearer pas-un-jeton");
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain("ord0");
  });

  it("refuse un non-administrateur (403) et ne renvoie aucune donnée", async () => {
    const res = await get("", `Bearer ${customer.token}`);
    expect(res.status).toBe(403);
    const body = await res.text();
    expect(body).not.toContain("ord0");
    expect(JSON.parse(body).errors[0].message).toBe("Accès refusé - Droits administrateur requis");
  });

  it("refuse un filtre invalide (400) en français", async () => {
    const res = await get("?status=PERDUE", `Bearer ${admin.token}`);
    expect(res.status).toBe(400);
    expect(JSON.parse(await res.text()).errors[0].message).toBe("Statut de commande inconnu.");
  });
});

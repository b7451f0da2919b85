import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { parsePdf } from "../../test/support/pdf";
import { LocalDiskStorage } from "../storage";
import { writePackingSlipsPdf, type ThumbnailReader } from "./pdf";
import { parsePackingSlipsRequest, packingSlipsMessages } from "./request";
import type { PackingSlip, PackingSlipBatch } from "./slips";
import { thumbnailCache, thumbnailOf } from "./thumbnails";

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#2a9d8f"/></svg>`;

const slip = (orderId: string, fields: Partial<PackingSlip> = {}): PackingSlip => ({
  orderId,
  shortId: orderId.slice(0, 6).toUpperCase(),
  createdAt: "2026-03-14T09:32:00.000Z",
  deliveryMethod: "Colissimo à domicile",
  address: { fullName: "Lucas Bernard", line1: "3 place Bellecour", line2: "", postalCode: "69002", city: "Lyon", country: "France" },
  items: [{ name: "Poster 30×40 – Aquarelle", quantity: 2, image: "creations/a.svg" }],
  ...fields,
});

async function render(batch: PackingSlipBatch, thumbnail: ThumbnailReader = async () => null): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  await writePackingSlipsPdf(batch, out, { preparedAt: new Date("2026-11-27T10:02:00Z"), thumbnail });
  return Buffer.concat(chunks);
}

describe("bons de préparation : la mise en page", () => {
  it("une page par commande, même pour une commande de 40 lignes aux noms très longs ; les introuvables en dernière page", async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ name: `Article ${i} ${"très long ".repeat(30)}`, quantity: 1, image: null }));
    const pdf = await render({
      shopName: "Atelier Lumière",
      slips: [slip("zvsL433oGZpf"), slip("abcdef123456", { items: many, address: null }), slip("ghijkl999")],
      missing: ["inconnue01"],
    });
    const parsed = await parsePdf(pdf);
    expect(parsed.total).toBe(4);
    expect(parsed.pages[0]).toContain("Atelier Lumière");
    expect(parsed.pages[0]).toContain("Bon de préparation");
    expect(parsed.pages[0]).toContain("#ZVSL43");
    expect(parsed.pages[0]).toContain("Lucas Bernard");
    expect(parsed.pages[0]).toContain("69002 Lyon");
    expect(parsed.pages[0]).toContain("Livraison : Colissimo à domicile");
    expect(parsed.pages[0]).toContain("14 mars 2026 à 10:32");
    expect(parsed.pages[0]).toContain("Préparé le 27 novembre 2026 à 11:02");
    expect(parsed.pages[1]).toContain("#ABCDEF");
    expect(parsed.pages[1]).toContain("Aucune adresse enregistrée");
    expect(parsed.pages[1]).toMatch(/\+ \d+ autres lignes : voir la commande #ABCDEF/);
    expect(parsed.pages[2]).toContain("#GHIJKL");
    expect(parsed.pages[3]).toContain("Commandes introuvables");
    expect(parsed.pages[3]).toContain("inconnue01");
  });

  it("imprime le texte du client comme du texte : formules et balises telles quelles, caractères de contrôle retirés", async () => {
    const pdf = await render({
      shopName: "Atelier",
      slips: [
        slip("evil01", {
          address: {
            fullName: '=HYPERLINK("https://evil.example","x") <script>alert(1)</script>',
            line1: "1 rue\u0000 du\u202e Port\nBis",
            line2: "",
            postalCode: "75001",
            city: "Paris",
            country: "France",
          },
        }),
      ],
      missing: [],
    });
    const parsed = await parsePdf(pdf);
    expect(parsed.total).toBe(1);
    expect(parsed.text).toContain('=HYPERLINK("https://evil.example","x")');
    expect(parsed.text).toContain("<script>alert(1)</script>");
    expect(parsed.text).toContain("1 rue du Port Bis");
  });
});

describe("bons de préparation : les vignettes", () => {
  let dir: string;
  let storage: LocalDiskStorage;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "slips-"));
    storage = new LocalDiskStorage({ rootDir: dir, signingSecret: "test" });
    await storage.put("creations/ok.svg", Buffer.from(SVG), { contentType: "image/svg+xml" });
    await storage.put("creations/broken.png", Buffer.from("pas une image"), { contentType: "image/png" });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("réduit l'image en une petite vignette JPEG", async () => {
    const jpeg = await thumbnailOf(storage, "creations/ok.svg");
    expect(jpeg?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(jpeg!.length).toBeLessThan(20_000);
  });

  it("rend null (la case neutre) pour un fichier absent, illisible, une adresse d'un autre hôte ou rien", async () => {
    expect(await thumbnailOf(storage, "creations/absent.svg")).toBeNull();
    expect(await thumbnailOf(storage, "creations/broken.png")).toBeNull();
    expect(await thumbnailOf(storage, "https://evil.example/x.png")).toBeNull();
    expect(await thumbnailOf(storage, null)).toBeNull();
  });

  it("une page sort même quand la vignette manque", async () => {
    const pdf = await render(
      {
        shopName: "Atelier",
        slips: [slip("withimg1"), slip("noimage1", { items: [{ name: "Tasse", quantity: 1, image: "creations/absent.svg" }] })],
        missing: [],
      },
      thumbnailCache(storage),
    );
    expect((await parsePdf(pdf)).total).toBe(2);
  });
});

describe("bons de préparation : la requête", () => {
  it("accepte 1 à 200 identifiants, dédoublonnés dans l'ordre donné", () => {
    expect(parsePackingSlipsRequest({ orderIds: ["b", "a", "b"] })).toEqual({ ok: true, orderIds: ["b", "a"] });
    expect(parsePackingSlipsRequest({ orderIds: Array.from({ length: 200 }, (_, i) => `o${i}`) }).ok).toBe(true);
  });

  it("refuse en français une liste vide, trop longue, un identifiant malformé, un corps qui n'est pas l'objet attendu", () => {
    expect(parsePackingSlipsRequest({ orderIds: [] })).toEqual({ ok: false, message: packingSlipsMessages.empty });
    expect(parsePackingSlipsRequest({ orderIds: Array.from({ length: 201 }, (_, i) => `o${i}`) })).toEqual({
      ok: false,
      message: packingSlipsMessages.tooMany,
    });
    expect(parsePackingSlipsRequest({ orderIds: ["ok", "../x"] })).toEqual({ ok: false, message: packingSlipsMessages.badId(1) });
    expect(parsePackingSlipsRequest({ orderIds: ["__x__"] }).ok).toBe(false);
    expect(parsePackingSlipsRequest({ orderIds: [42] }).ok).toBe(false);
    for (const body of [null, [], "x", { ids: ["a"] }]) expect(parsePackingSlipsRequest(body)).toEqual({ ok: false, message: packingSlipsMessages.badBody });
  });
});

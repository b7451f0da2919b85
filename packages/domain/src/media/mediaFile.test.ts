import {
  checkMediaUpdate,
  MAX_IMAGE_PIXELS,
  MEDIA_TYPES,
  pixelCeilingRefusal,
  nameKeys,
  numberedName,
  safeFileName,
  safeFolder,
  searchKey,
  sniffMediaType,
} from "./mediaFile";

const PNG = MEDIA_TYPES[0]!;
const bytes = (...parts: Array<string | number[]>) => Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("règles de la médiathèque", () => {
  it("reconnaît PNG, JPEG, WebP, GIF et AVIF à leurs octets, jamais un SVG ou du HTML", () => {
    expect(sniffMediaType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))?.contentType).toBe("image/png");
    expect(sniffMediaType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe("image/jpeg");
    expect(sniffMediaType(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))?.contentType).toBe("image/webp");
    expect(sniffMediaType(bytes("GIF89a"))?.contentType).toBe("image/gif");
    expect(sniffMediaType(bytes([0, 0, 0, 0x1c], "ftypavif"))?.contentType).toBe("image/avif");
    expect(sniffMediaType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffMediaType(bytes("<html>"))).toBeNull();
    expect(sniffMediaType(bytes("RIFF", [0, 0, 0, 0], "WAVE"))).toBeNull();
  });

  it("plie un nom en [a-z0-9._-] avec l'extension du type reconnu, et refuse un nom dangereux", () => {
    expect(safeFileName("Été à Paris.PNG", PNG)).toBe("ete-a-paris.png");
    expect(safeFileName("  photo  finale (2).jpeg ", PNG)).toBe("photo-finale-2.png");
    expect(safeFileName(".cache", PNG)).toBe("cache.png");
    for (const name of ["../../etc/passwd.png", "a/b.png", "a\\b.png", "..png", "x\u0000.png", "%%%.png", "", "   "]) {
      expect({ name, safe: safeFileName(name, PNG) }).toEqual({ name, safe: null });
    }
    expect(numberedName("photo.png", 2)).toBe("photo-2.png");
  });

  it("range un envoi sous media/, dossier par dossier plié, sans jamais en sortir", () => {
    expect(safeFolder(null)).toBe("media");
    expect(safeFolder("Affiches/Été 2026/")).toBe("media/affiches/ete-2026");
    expect(safeFolder("media/blog")).toBe("media/blog");
    for (const folder of ["../creations", "a/../b", "a\\b", "a//%%%", "a/b/c/d/e/f"])
      expect({ folder, safe: safeFolder(folder) }).toEqual({ folder, safe: null });
  });

  it("trouve un nom par le début du nom ou d'un de ses mots, sans accents ni majuscules", () => {
    const keys = nameKeys("affiche-été.png");
    for (const prefix of ["a", "aff", "affiche-e", "ete", "png"].map(searchKey)) expect(keys).toContain(prefix);
    expect(keys).not.toContain("fiche");
    expect(searchKey("  ÉTÉ ")).toBe("ete");
  });

  it("vérifie le texte alternatif et les métadonnées personnalisées", () => {
    expect(checkMediaUpdate({ alt: "  Une affiche  ", customMetadata: [{ key: "credit", value: " Atelier " }] })).toEqual({
      value: { alt: "Une affiche", customMetadata: { credit: "Atelier" } },
      errors: [],
    });
    expect(checkMediaUpdate({ alt: "   ", customMetadata: [] }).value.alt).toBeNull();
    const refused = checkMediaUpdate({
      alt: "x".repeat(301),
      customMetadata: [
        { key: "clé invalide", value: "v" },
        { key: "a", value: "1" },
        { key: "a", value: "2" },
      ],
    });
    expect(refused.errors.map((e) => [e.field?.join("."), e.code])).toEqual([
      ["input.alt", "TOO_LONG"],
      ["input.customMetadata.0.key", "INVALID"],
      ["input.customMetadata.2.key", "DUPLICATE"],
    ]);
  });
});

describe("plafond de pixels", () => {
  it("accepte jusqu'à 40 mégapixels, refuse au-delà en disant la taille et le plafond", () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    expect(pixelCeilingRefusal(8000, 5000)).toBeNull();
    expect(pixelCeilingRefusal(8000, 5001)).toBe(
      "Image trop grande\u00a0: 8\u00a0000\u00a0×\u00a05\u00a0001 pixels (40\u00a0mégapixels)\u00a0; 40\u00a0mégapixels au plus. Réduisez-la avant de l’envoyer.",
    );
    expect(pixelCeilingRefusal(9000, 9000)).toContain("(81\u00a0mégapixels)");
  });
});

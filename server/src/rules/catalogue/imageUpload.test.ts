import { checkImageUpload, imageUploadMessages, MAX_IMAGE_BYTES, sniffImageType } from "./imageUpload";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');

describe("images envoyées au catalogue", () => {
  it("reconnaît PNG, JPEG et WebP à leurs premiers octets", () => {
    expect(sniffImageType(PNG)?.extension).toBe("png");
    expect(sniffImageType(JPEG)?.extension).toBe("jpg");
    expect(sniffImageType(WEBP)?.extension).toBe("webp");
    expect(sniffImageType(SVG)).toBeNull();
    expect(sniffImageType(PNG.slice(0, 4))).toBeNull();
  });

  it("accepte un fichier dont le type déclaré est celui de son contenu", () => {
    expect(checkImageUpload("image/png", PNG)).toEqual({ ok: true, type: { contentType: "image/png", extension: "png" } });
    expect(checkImageUpload("Image/JPEG; charset=binary", JPEG)).toMatchObject({ ok: true });
  });

  it("refuse un SVG, un contenu qui ment sur son type, ou un type non pris en charge (415)", () => {
    const refused = { ok: false, status: 415, message: imageUploadMessages.unsupported };
    expect(checkImageUpload("image/png", SVG)).toEqual(refused);
    expect(checkImageUpload("image/svg+xml", SVG)).toEqual(refused);
    expect(checkImageUpload("image/png", JPEG)).toEqual(refused);
    expect(checkImageUpload(undefined, PNG)).toEqual(refused);
  });

  it("refuse un corps vide (400) et plus de 2 Mo (413)", () => {
    expect(checkImageUpload("image/png", new Uint8Array())).toMatchObject({ status: 400, message: imageUploadMessages.empty });
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(PNG);
    expect(checkImageUpload("image/png", big)).toMatchObject({ status: 413, message: "Image trop volumineuse\u00a0: 2\u00a0Mo au plus." });
    const limit = new Uint8Array(MAX_IMAGE_BYTES);
    limit.set(PNG);
    expect(checkImageUpload("image/png", limit)).toMatchObject({ ok: true });
  });
});

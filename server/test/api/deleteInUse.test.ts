/**
 * « A file in use is never deleted » holds under concurrency (docs/media.md, issue 24 point 8):
 * the delete reads the file's usages inside its transaction, and a catalogue save that puts a
 * library image on a record reads the file's index record inside its own, so Firestore
 * serialises the two. Whatever the order, a product never ends pointing at a deleted file.
 */
import { FUNCTION_BASE } from "../../../scripts/lib/stack.cjs";
import { mutate, RESOURCES } from "../support/catalogue";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin, db } from "../support/identities";
import { deleteMedia, png, uploadMedia } from "../support/media";

const PRODUCT = RESOURCES.find((r) => r.type === "PrintingProduct")!;
const FOLDER = `media/course-${Date.now().toString(36)}`;
let token: string;
let productId: string;

beforeAll(async () => {
  await clearEmulators();
  ({ token } = await createAdmin("course@atelier.test"));
  const created = await mutate(token, PRODUCT, "createPrintingProduct", PRODUCT.input("Sweat course"));
  productId = created.data?.createPrintingProduct.printingProduct.id;
  expect(productId).toEqual(expect.any(String));
}, 120_000);

async function uploaded(name: string): Promise<string> {
  const res = await uploadMedia({ bytes: await png(32, 32), name }, { token, folder: FOLDER });
  expect(res.status).toBe(201);
  return ((await res.json()) as { fullPath: string }).fullPath;
}

const productVersion = async () =>
  (await gql(`query P($id: ID!) { printingProduct(id: $id) { version } }`, { token, variables: { id: productId } })).data?.printingProduct.version as number;

const setImage = async (imagePath: string) =>
  mutate(token, PRODUCT, "updatePrintingProduct", { id: productId, version: await productVersion(), values: { ...PRODUCT.input("Sweat course"), imagePath } });

const fileExists = async (path: string) =>
  (await fetch(`${FUNCTION_BASE}/storage/files/${path}`, { headers: { authorization: `Bearer ${token}` } })).status === 200;

describe("suppression d'un fichier et enregistrement d'un produit qui l'utilise", () => {
  it("un produit ne peut pas prendre une image supprimée de la médiathèque", async () => {
    const path = await uploaded("supprimee.png");
    expect((await deleteMedia(path, token)).status).toBe(204);
    const res = await setImage(path);
    expect(res.data?.updatePrintingProduct.userErrors).toEqual([
      {
        field: ["input", "values", "imagePath"],
        message: "Cette image n’est plus dans la médiathèque (supprimée entre-temps)\u00a0: choisissez-en une autre.",
        code: "INVALID_IMAGE",
      },
    ]);
    expect((await db().doc(`products/${productId}`).get()).get("imageUrl") ?? null).not.toBe(path);
  }, 120_000);

  it("un article de blog ne peut pas prendre une couverture supprimée de la médiathèque", async () => {
    const path = await uploaded("couverture.png");
    expect((await deleteMedia(path, token)).status).toBe(204);
    const { uid } = await createAdmin("auteur-course@atelier.test");
    const res = await gql(`mutation($input: BlogPostInput!) { createBlogPost(input: $input) { blogPost { id } userErrors { field message code } } }`, {
      token,
      variables: { input: { title: "Couverture", body: "x", status: "DRAFT", authorId: uid, coverImagePath: path } },
    });
    expect(res.data?.createBlogPost.userErrors).toEqual([
      {
        field: ["input", "coverImagePath"],
        message: "Cette image n’est plus dans la médiathèque (supprimée entre-temps)\u00a0: choisissez-en une autre.",
        code: "INVALID_IMAGE",
      },
    ]);
  }, 120_000);

  it("en même temps : soit la suppression est refusée (409), soit l'enregistrement ; jamais un produit sur un fichier supprimé", async () => {
    for (let round = 0; round < 6; round++) {
      const path = await uploaded(`course-${round}.png`);
      const [deleted, saved] = await Promise.all([deleteMedia(path, token), setImage(path)]);
      const stored = (await db().doc(`products/${productId}`).get()).get("imageUrl");
      const errors = saved.data?.updatePrintingProduct.userErrors ?? [];
      if (stored === path) {
        expect(deleted.status).toBe(409);
        expect(await fileExists(path)).toBe(true);
        expect((await db().collection("mediaFiles").where("fullPath", "==", path).get()).size).toBe(1);
      } else {
        expect(deleted.status).toBe(204);
        expect(errors.map((e: { code: string }) => e.code)).toEqual(["INVALID_IMAGE"]);
      }
    }
  }, 240_000);
});

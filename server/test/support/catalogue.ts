import { Timestamp } from "firebase-admin/firestore";
import { db } from "../../src/firebase";
import { gql, type GraphQLResponse } from "./graphql";
import { createOrder } from "./orders";

/**
 * The four catalogue resources as their API tests drive them (docs/catalogue.md): the names of
 * their operations, a valid input, what is stored, and how something comes to use a record.
 */
export interface CatalogueResource {
  /** GraphQL type: "DeliveryMethod". */
  type: string;
  /** Payload key and audit targetType: "deliveryMethod". */
  key: string;
  /** Query of the whole list: "deliveryMethods". */
  list: string;
  collection: string;
  /** Fields selected besides the shared ones. */
  fields: string;
  input: (name: string) => Record<string, unknown>;
  /** Stored document of a record written straight into Firestore, as the storefront's seed did. */
  stored: (name: string, position: number) => Record<string, unknown>;
  /** Makes `count` records use `id`. */
  use: (id: string, count: number) => Promise<void>;
  /** The IN_USE sentence for 2 uses. */
  inUseTwice: string;
}

const creationsUsing = async (id: string, count: number, kind: string) => {
  for (let i = 0; i < count; i++) {
    await db().collection("creations").add({ userId: "u", style: id, kind, createdAt: Timestamp.now(), imageUrl: "creations/x.svg" });
  }
};

export const RESOURCES: CatalogueResource[] = [
  {
    type: "TextToImageStyle",
    key: "textToImageStyle",
    list: "textToImageStyles",
    collection: "textToImageStyles",
    fields: "prompt negativePrompt creditCost previewPath previewUrl",
    input: (name) => ({ name, prompt: "gravure sur bois", negativePrompt: "flou", creditCost: 2 }),
    stored: (name, position) => ({ name, prompt: "p", previewUrl: "styles/x.svg", isActive: true, position }),
    use: (id, count) => creationsUsing(id, count, "TEXT_TO_IMAGE"),
    inUseTwice: "Ce style est utilisé par 2 créations\u00a0: il ne peut pas être supprimé. Désactivez-le plutôt.",
  },
  {
    type: "ImageToImagePrompt",
    key: "imageToImagePrompt",
    list: "imageToImagePrompts",
    collection: "aiPrompts",
    fields: "prompt strength creditCost previewPath",
    input: (name) => ({ name, prompt: "transforme la photo en mosaïque", strength: 0.65 }),
    stored: (name, position) => ({ name, prompt: "p", strength: 0.5, isActive: true, position }),
    use: (id, count) => creationsUsing(id, count, "IMAGE_TO_IMAGE"),
    inUseTwice: "Ce prompt est utilisé par 2 créations\u00a0: il ne peut pas être supprimé. Désactivez-le plutôt.",
  },
  {
    type: "PrintingProduct",
    key: "printingProduct",
    list: "printingProducts",
    collection: "products",
    fields: "basePriceCents printCostCents marginCents marginPercent imagePath variants { id name priceSupplementCents isActive }",
    input: (name) => ({
      name,
      description: "Sweat en coton",
      basePriceCents: 4990,
      printCostCents: 1870,
      variants: [
        { name: "M", priceSupplementCents: 0, isActive: true },
        { name: "XXL", priceSupplementCents: 200, isActive: true },
      ],
    }),
    stored: (name, position) => ({ name, basePrice: 24.9, printCost: 6.5, isActive: true, position }),
    use: async (id, count) => {
      for (let i = 0; i < count; i++) {
        await createOrder(`commande-${id}-${i}`, {
          items: [
            { productId: id, name: "x", quantity: 1, unitPrice: 1 },
            { productId: id, name: "y", quantity: 1, unitPrice: 1 },
          ],
        });
      }
    },
    inUseTwice: "Ce produit figure dans 2 commandes\u00a0: il ne peut pas être supprimé. Désactivez-le plutôt.",
  },
  {
    type: "DeliveryMethod",
    key: "deliveryMethod",
    list: "deliveryMethods",
    collection: "deliveryMethods",
    fields: "carrier priceCents freeAboveCents minDays maxDays countries",
    input: (name) => ({ name, carrier: "La Poste", priceCents: 690, freeAboveCents: 8000, minDays: 2, maxDays: 4, countries: ["FR", "BE"] }),
    stored: (name, position) => ({ name, carrier: "Colissimo", price: 6.9, freeAbove: null, minDays: 2, maxDays: 4, isActive: true, position }),
    use: async (id, count) => {
      for (let i = 0; i < count; i++) await createOrder(`livraison-${id}-${i}`, { deliveryMethodId: id });
    },
    inUseTwice: "Ce mode de livraison est utilisé par 2 commandes\u00a0: il ne peut pas être supprimé. Désactivez-le plutôt.",
  },
];

const SHARED = "id name isActive position version updatedAt updatedBy { fullName } usageCount";
export const selection = (r: CatalogueResource) => `${SHARED} ${r.fields}`;

/** Runs `<verb><Type>` (or reorder<Type>s) with `input`, selecting the whole record. */
export function mutate(token: string, r: CatalogueResource, mutation: string, input: unknown): Promise<GraphQLResponse> {
  const payload = mutation.startsWith("reorder") ? `items { ${selection(r)} }` : mutation.startsWith("delete") ? "deletedId" : `${r.key} { ${selection(r)} }`;
  return gql(`mutation M($input: ${inputTypeOf(r, mutation)}!) { ${mutation}(input: $input) { ${payload} userErrors { field message code } } }`, {
    token,
    variables: { input },
  });
}

function inputTypeOf(r: CatalogueResource, mutation: string): string {
  if (mutation === `create${r.type}`) return `${r.type}Input`;
  return `${mutation[0]!.toUpperCase()}${mutation.slice(1)}Input`;
}

export const listOf = async (token: string, r: CatalogueResource) =>
  (await gql(`{ ${r.list} { ${selection(r)} } }`, { token })).data?.[r.list] as Array<Record<string, any>>;

export async function auditEntries(action: string) {
  const snap = await db().collection("auditLog").where("action", "==", action).get();
  return snap.docs.map((d) => d.data());
}

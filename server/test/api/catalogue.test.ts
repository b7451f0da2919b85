import { db } from "../../src/firebase";
import { auditEntries, listOf, mutate, RESOURCES, selection, type CatalogueResource } from "../support/catalogue";
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { errorCodes, gql } from "../support/graphql";
import { createAdmin, createCustomer } from "../support/identities";
import { createOrder } from "../support/orders";

jest.setTimeout(120_000);

let admin: { uid: string; token: string };

beforeAll(async () => {
  await clearEmulators();
  admin = await createAdmin();
});

const errorsOf = (response: { data?: any }, mutation: string) => response.data?.[mutation]?.userErrors;

describe.each(RESOURCES)("catalogue : $list", (r: CatalogueResource) => {
  const ids = { first: `${r.key}-un`, second: `${r.key}-deux` };

  beforeAll(async () => {
    // As the demo seed wrote them: no version, no stamps.
    await db().doc(`${r.collection}/${ids.first}`).set(r.stored("Premier", 0));
    await db().doc(`${r.collection}/${ids.second}`).set(r.stored("Deuxième", 1));
  });

  it("liste par position, version 1 pour un enregistrement jamais écrit par l'administration", async () => {
    const list = await listOf(admin.token, r);
    expect(list.map((item) => [item.id, item.position, item.version, item.usageCount])).toEqual([
      [ids.first, 0, 1, 0],
      [ids.second, 1, 1, 0],
    ]);
    const one = await gql(`query One($id: ID!) { ${r.key}(id: $id) { id name } missing: ${r.key}(id: "inconnu") { id } }`, {
      token: admin.token,
      variables: { id: ids.second },
    });
    expect(one.data).toEqual({ [r.key]: { id: ids.second, name: "Deuxième" }, missing: null });
  });

  it("crée en dernière position, version 1, avec l'entrée d'audit", async () => {
    const response = await mutate(admin.token, r, `create${r.type}`, r.input("Nouveau"));
    const created = response.data?.[`create${r.type}`][r.key];
    expect(errorsOf(response, `create${r.type}`)).toEqual([]);
    expect(created).toMatchObject({ name: "Nouveau", isActive: true, position: 2, version: 1, updatedBy: { fullName: "Camille Martin" } });
    expect(await auditEntries(`${r.key}.create`)).toEqual([
      expect.objectContaining({ actorUid: admin.uid, targetType: r.key, targetId: created.id, before: null }),
    ]);
  });

  it("refuse un nom déjà pris (casse et accents ignorés) sans rien écrire", async () => {
    const before = await dumpDatabase();
    const response = await mutate(admin.token, r, `create${r.type}`, r.input("  DEUXIEME "));
    expect(errorsOf(response, `create${r.type}`)).toEqual([{ field: ["input", "name"], message: "Ce nom est déjà utilisé.", code: "DUPLICATE_NAME" }]);
    expect(await dumpDatabase()).toEqual(before);
  });

  it("modifie sur la version lue, puis refuse une version périmée en nommant l'auteur", async () => {
    const update = (version: number, name: string) => mutate(admin.token, r, `update${r.type}`, { id: ids.first, version, values: r.input(name) });
    const first = await update(1, "Premier modifié");
    expect(first.data?.[`update${r.type}`]).toMatchObject({ [r.key]: { name: "Premier modifié", version: 2 }, userErrors: [] });

    const before = await dumpDatabase();
    const stale = await update(1, "Écrasé");
    expect(stale.data?.[`update${r.type}`]).toEqual({
      [r.key]: null,
      userErrors: [{ field: ["input", "version"], message: "Modifié entre-temps par Camille Martin — rechargez", code: "STALE_VERSION" }],
    });
    expect(await dumpDatabase()).toEqual(before);
    expect(await auditEntries(`${r.key}.update`)).toHaveLength(1);
  });

  it("refuse les valeurs invalides d'une modification sur input.values", async () => {
    const response = await mutate(admin.token, r, `update${r.type}`, { id: ids.first, version: 2, values: { ...r.input(""), name: " " } });
    expect(errorsOf(response, `update${r.type}`)).toEqual([{ field: ["input", "values", "name"], message: "Le nom est obligatoire.", code: "REQUIRED" }]);
    const unknown = await mutate(admin.token, r, `update${r.type}`, { id: "inconnu", version: 1, values: r.input("X") });
    expect(errorsOf(unknown, `update${r.type}`)).toEqual([{ field: ["input", "id"], message: expect.stringMatching(/ introuvable\.$/), code: "NOT_FOUND" }]);
  });

  it("désactive sans contrôle de version, la version avance", async () => {
    const response = await mutate(admin.token, r, `set${r.type}Active`, { id: ids.first, isActive: false });
    expect(response.data?.[`set${r.type}Active`][r.key]).toMatchObject({ isActive: false, version: 3 });
    expect(await auditEntries(`${r.key}.setActive`)).toEqual([
      expect.objectContaining({ before: { isActive: true, version: 2 }, after: { isActive: false, version: 3 } }),
    ]);
  });

  it("duplique en « (copie) », inactif, en dernière position", async () => {
    const response = await mutate(admin.token, r, `duplicate${r.type}`, { id: ids.second });
    expect(response.data?.[`duplicate${r.type}`][r.key]).toMatchObject({ name: "Deuxième (copie)", isActive: false, position: 3, version: 1 });
    const again = await mutate(admin.token, r, `duplicate${r.type}`, { id: ids.second });
    expect(again.data?.[`duplicate${r.type}`][r.key]).toMatchObject({ name: "Deuxième (copie 2)", position: 4 });
    expect(await auditEntries(`${r.key}.duplicate`)).toHaveLength(2);
  });

  it("réordonne toute la liste (positions 0…n−1) et refuse une liste qui a changé", async () => {
    const current = (await listOf(admin.token, r)).map((item) => item.id);
    const reversed = [...current].reverse();
    const response = await mutate(admin.token, r, `reorder${r.type}s`, { ids: reversed });
    expect(response.data?.[`reorder${r.type}s`].items.map((item: any) => [item.id, item.position])).toEqual(reversed.map((id, i) => [id, i]));
    expect((await listOf(admin.token, r)).map((item) => item.id)).toEqual(reversed);

    const stale = await mutate(admin.token, r, `reorder${r.type}s`, { ids: reversed.slice(1) });
    expect(stale.data?.[`reorder${r.type}s`]).toEqual({
      items: [],
      userErrors: [{ field: ["input", "ids"], message: "La liste a changé entre-temps — rechargez", code: "STALE_ORDER" }],
    });
    expect(await auditEntries(`${r.key}.reorder`)).toHaveLength(1);
  });

  it("refuse de supprimer un élément utilisé en disant combien l'utilisent, puis supprime un élément libre", async () => {
    await r.use(ids.second, 2);
    expect((await listOf(admin.token, r)).find((item) => item.id === ids.second)?.usageCount).toBe(2);
    const refused = await mutate(admin.token, r, `delete${r.type}`, { id: ids.second });
    expect(refused.data?.[`delete${r.type}`]).toEqual({
      deletedId: null,
      userErrors: [{ field: ["input", "id"], message: r.inUseTwice, code: "IN_USE" }],
    });
    expect((await db().doc(`${r.collection}/${ids.second}`).get()).exists).toBe(true);

    const deleted = await mutate(admin.token, r, `delete${r.type}`, { id: ids.first });
    expect(deleted.data?.[`delete${r.type}`]).toEqual({ deletedId: ids.first, userErrors: [] });
    expect((await db().doc(`${r.collection}/${ids.first}`).get()).exists).toBe(false);
    expect(await auditEntries(`${r.key}.delete`)).toEqual([expect.objectContaining({ targetId: ids.first, after: null })]);
  });

  it("reste dans l'estimation de coût, liste avec usages et auteurs comprise", async () => {
    const response = await gql(`{ ${r.list} { ${selection(r)} } }`, { token: admin.token });
    const cost = response.extensions?.cost;
    expect(cost?.firestoreReads).toBeGreaterThan(0);
    expect(cost!.firestoreReads).toBeLessThanOrEqual(cost!.estimatedReads!);
    const write = await mutate(admin.token, r, `create${r.type}`, r.input("Coût"));
    expect(write.extensions?.cost?.firestoreReads).toBeLessThanOrEqual(write.extensions!.cost!.estimatedReads!);
  });
});

describe("règles propres à chaque ressource, au travers de l'API", () => {
  const [style, prompt, product, delivery] = RESOURCES as [CatalogueResource, CatalogueResource, CatalogueResource, CatalogueResource];

  it("mode de livraison : délai maximal sous le minimal, pays invalide ; stockage en euros", async () => {
    const refused = await mutate(admin.token, delivery, "createDeliveryMethod", { ...delivery.input("Relais"), minDays: 5, maxDays: 3, countries: ["fr"] });
    expect(refused.data?.createDeliveryMethod.userErrors.map((e: any) => [e.field.join("."), e.message])).toEqual([
      ["input.maxDays", "Le délai maximal doit être supérieur ou égal au délai minimal."],
      ["input.countries.0", "Code pays invalide\u00a0: «\u00a0fr\u00a0» (deux lettres majuscules, par exemple FR)."],
    ]);
    const created = (await mutate(admin.token, delivery, "createDeliveryMethod", delivery.input("Relais"))).data?.createDeliveryMethod.deliveryMethod;
    expect(created).toMatchObject({ priceCents: 690, freeAboveCents: 8000, countries: ["FR", "BE"] });
    expect((await db().doc(`deliveryMethods/${created.id}`).get()).data()).toMatchObject({ price: 6.9, freeAbove: 80, countries: ["FR", "BE"], version: 1 });
  });

  it("produit : marge en centimes et en %, variantes aux identifiants stables", async () => {
    const created = (await mutate(admin.token, product, "createPrintingProduct", product.input("Sweat"))).data?.createPrintingProduct.printingProduct;
    expect(created).toMatchObject({ basePriceCents: 4990, printCostCents: 1870, marginCents: 3120, marginPercent: 62.5 });
    const [m, xxl] = created.variants;
    expect(xxl).toMatchObject({ name: "XXL", priceSupplementCents: 200, isActive: true, id: expect.any(String) });
    const values = {
      ...product.input("Sweat"),
      variants: [
        { ...xxl, isActive: false },
        { id: null, name: "L", priceSupplementCents: 0, isActive: true },
      ],
    };
    const updated = (await mutate(admin.token, product, "updatePrintingProduct", { id: created.id, version: 1, values })).data?.updatePrintingProduct;
    expect(updated.userErrors).toEqual([]);
    expect(updated.printingProduct.variants.map((v: any) => [v.id === xxl.id, v.id === m.id, v.name, v.isActive])).toEqual([
      [true, false, "XXL", false],
      [false, false, "L", true],
    ]);
    expect((await db().doc(`products/${created.id}`).get()).get("variants")[0]).toEqual({ id: xxl.id, name: "XXL", priceSupplement: 2, isActive: false });
  });

  it("prompt : force à deux décimales au plus ; style : coût en crédits borné", async () => {
    const tooPrecise = await mutate(admin.token, prompt, "createImageToImagePrompt", { ...prompt.input("Mosaïque"), strength: 0.655 });
    expect(tooPrecise.data?.createImageToImagePrompt.userErrors).toEqual([
      { field: ["input", "strength"], message: "La force ne peut pas avoir plus de deux décimales.", code: "TOO_PRECISE" },
    ]);
    const expensive = await mutate(admin.token, style, "createTextToImageStyle", { ...style.input("Gravure"), creditCost: 1001 });
    expect(expensive.data?.createTextToImageStyle.userErrors).toEqual([
      { field: ["input", "creditCost"], message: "Le coût en crédits doit être compris entre 0 et 1\u00a0000.", code: "OUT_OF_RANGE" },
    ]);
  });
});

describe("écritures concurrentes", () => {
  const delivery = RESOURCES[3]!;
  const ids = ["a-colis", "b-relais", "c-express", "d-retrait"];

  beforeAll(async () => {
    const existing = await db().collection("deliveryMethods").get();
    await Promise.all(existing.docs.map((d) => d.ref.delete()));
    await Promise.all(
      ids.map((id, i) =>
        db()
          .doc(`deliveryMethods/${id}`)
          .set(delivery.stored(`Mode ${id}`, i)),
      ),
    );
  });

  it("deux réordonnancements simultanés répondent tous deux ; l'ordre final est l'un des deux, positions 0…n−1", async () => {
    const one = ["d-retrait", "c-express", "b-relais", "a-colis"];
    const two = ["b-relais", "a-colis", "d-retrait", "c-express"];
    const [first, second] = await Promise.all([one, two].map((order) => mutate(admin.token, delivery, "reorderDeliveryMethods", { ids: order })));
    expect(first!.data?.reorderDeliveryMethods.userErrors).toEqual([]);
    expect(second!.data?.reorderDeliveryMethods.userErrors).toEqual([]);
    const final = await listOf(admin.token, delivery);
    expect(final.map((m) => m.position)).toEqual([0, 1, 2, 3]);
    expect([one, two]).toContainEqual(final.map((m) => m.id));
  });

  it("deux modifications simultanées sur la même version : exactement une gagne", async () => {
    const { version } = (await listOf(admin.token, delivery)).find((m) => m.id === "a-colis")!;
    const responses = await Promise.all(
      ["Colis A", "Colis B"].map((name) => mutate(admin.token, delivery, "updateDeliveryMethod", { id: "a-colis", version, values: delivery.input(name) })),
    );
    // Neither fails as a request (a failure here names its error, not only a missing payload).
    expect(responses.map((response) => response.errors)).toEqual([undefined, undefined]);
    const codes = responses.map((response) => response.data?.updateDeliveryMethod.userErrors.map((e: any) => e.code));
    expect(codes).toEqual(expect.arrayContaining([[], ["STALE_VERSION"]]));
    const winner = responses.find((response) => response.data?.updateDeliveryMethod.deliveryMethod)!.data?.updateDeliveryMethod.deliveryMethod;
    expect((await db().doc("deliveryMethods/a-colis").get()).data()).toMatchObject({ name: winner.name, version: version + 1 });
  });
});

describe("commande et mode de livraison", () => {
  it("la commande montre le nom de son mode de livraison, null pour un mode inconnu", async () => {
    await createOrder("avec-mode", { deliveryMethodId: "b-relais" });
    await createOrder("mode-inconnu", { deliveryMethodId: "disparu" });
    const response = await gql(
      `{ a: order(id: "avec-mode") { deliveryMethod { name } } b: order(id: "mode-inconnu") { deliveryMethodId deliveryMethod { name } } }`,
      {
        token: admin.token,
      },
    );
    expect(response.data).toEqual({ a: { deliveryMethod: { name: "Mode b-relais" } }, b: { deliveryMethodId: "disparu", deliveryMethod: null } });
  });
});

describe("accès", () => {
  it("refuse un non-administrateur et n'écrit rien", async () => {
    const customer = await createCustomer();
    const before = await dumpDatabase();
    const response = await mutate(customer.token, RESOURCES[3]!, "createDeliveryMethod", RESOURCES[3]!.input("Pirate"));
    expect(errorCodes(response)).toEqual(["FORBIDDEN"]);
    expect(await dumpDatabase()).toEqual(before);
  });
});

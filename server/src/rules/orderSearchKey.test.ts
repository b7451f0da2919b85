import { orderIdSearchKey, orderProductIds } from "./orderSearchKey";

describe("clé de recherche d'une commande", () => {
  it("met l'identifiant en majuscules", () => {
    expect(orderIdSearchKey("zvsL433oGZpf2Yx9Kq1a")).toBe("ZVSL433OGZPF2YX9KQ1A");
  });

  it("fait d'un début d'identifiant, quelle que soit sa casse, un préfixe de la clé", () => {
    const key = orderIdSearchKey("zvsL433oGZpf2Yx9Kq1a");
    for (const typed of ["ZVSL43", "zvsl43", "zvsL43", "Zv"]) expect(key.startsWith(orderIdSearchKey(typed))).toBe(true);
    expect(key.startsWith(orderIdSearchKey("zvsl44"))).toBe(false);
  });
});

describe("identifiants des produits d'une commande (productIds)", () => {
  it("garde chaque produit une fois, dans l'ordre des lignes, sans les lignes sans produit", () => {
    const items = [{ productId: "tasse" }, { productId: "poster" }, { productId: "tasse" }, { name: "sans produit" }, { productId: "" }, null];
    expect(orderProductIds(items)).toEqual(["tasse", "poster"]);
  });

  it("ne dit rien d'une commande sans tableau de lignes", () => {
    expect(orderProductIds(undefined)).toBeNull();
    expect(orderProductIds([])).toEqual([]);
  });
});

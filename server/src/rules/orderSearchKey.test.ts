import { orderIdSearchKey } from "./orderSearchKey";

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

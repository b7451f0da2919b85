import { bindUserErrors, formFieldOf } from "./bindUserErrors";

describe("erreurs du serveur rattachées aux champs du formulaire", () => {
  it("lit le champ d'une création, d'une modification et d'une liste imbriquée", () => {
    expect(formFieldOf(["input", "name"])).toBe("name");
    expect(formFieldOf(["input", "values", "maxDays"])).toBe("maxDays");
    expect(formFieldOf(["input", "values", "variants", "0", "name"])).toBe("variants.0.name");
    expect(formFieldOf(["input"])).toBeNull();
    expect(formFieldOf(null)).toBeNull();
  });

  it("met chaque message sous son champ et rend ceux qui ne nomment aucun champ", () => {
    const setError = jest.fn();
    const unbound = bindUserErrors(
      setError,
      [
        { field: ["input", "values", "maxDays"], message: "Le délai maximal doit être supérieur ou égal au délai minimal.", code: "OUT_OF_RANGE" },
        { field: ["input", "version"], message: "Modifié entre-temps par Camille Martin — rechargez", code: "STALE_VERSION" },
        { field: ["input", "id"], message: "Mode de livraison introuvable.", code: "NOT_FOUND" },
      ],
      ["name", "maxDays"],
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      "maxDays",
      { type: "server", message: "Le délai maximal doit être supérieur ou égal au délai minimal." },
      { shouldFocus: true },
    );
    expect(unbound).toEqual(["Modifié entre-temps par Camille Martin — rechargez", "Mode de livraison introuvable."]);
  });

  it("ne place le focus que sur le premier champ en erreur", () => {
    const setError = jest.fn();
    bindUserErrors(
      setError,
      [
        { field: ["input", "name"], message: "a" },
        { field: ["input", "carrier"], message: "b" },
      ],
      ["name", "carrier"],
    );
    expect(setError.mock.calls.map((call) => call[2])).toEqual([{ shouldFocus: true }, { shouldFocus: false }]);
  });
});

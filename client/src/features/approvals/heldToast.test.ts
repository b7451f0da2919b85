import { heldOr, heldToast } from "./heldToast";

describe("le toast d'une écriture retenue pour approbation", () => {
  it("dit « En attente d'approbation » et ce qui attend", () => {
    expect(heldToast({ summary: "Remboursement de 120,00 € de la commande #AB12CD" })).toEqual({
      title: "En attente d'approbation",
      message: "Remboursement de 120,00 € de la commande #AB12CD : un autre membre doit l’approuver dans « Approbations ».",
    });
  });
  it("garde le toast de l'écriture quand rien n'est retenu", () => {
    const toast = heldOr(
      (data: { held: { summary: string } | null }) => data.held,
      () => ({ title: "Avoir émis" }),
    );
    expect(toast({ held: null })).toEqual({ title: "Avoir émis" });
    expect(toast({ held: { summary: "+500 crédits" } }).title).toBe("En attente d'approbation");
  });
});

import { carrierFileMessages } from "@atelier/domain/trackingImport/carrierFile";
import { readCarrierFile } from "./readCarrierFile";

const file = (text: string, name = "transporteur.csv") => new File([text], name, { type: "text/csv" });

describe("la lecture du fichier du transporteur (papaparse et les règles du domaine)", () => {
  it("lit notre dialecte : BOM, « ; », CRLF, guillemets RFC 4180 (un « ; » et un saut de ligne dans une cellule)", async () => {
    const read = await readCarrierFile(
      file('\uFEFFN° de commande;Destinataire;Numéro de suivi\r\nZVSL43;"Dupont; Marie\r\n2e étage";6A1\r\n\r\n#ABCDEF;"Jean ""Jo""";6A2\r\n'),
    );
    expect(read).toEqual({
      name: "transporteur.csv",
      header: ["N° de commande", "Destinataire", "Numéro de suivi"],
      lines: [
        { lineNumber: 2, cells: ["ZVSL43", "Dupont; Marie\r\n2e étage", "6A1"] },
        { lineNumber: 4, cells: ["#ABCDEF", 'Jean "Jo"', "6A2"] },
      ],
      guessed: { order: 0, tracking: 2 },
    });
  });

  it("lit un fichier « , » quand l'en-tête l'emploie, en LF", async () => {
    const read = await readCarrierFile(file("tracking,order\n6A1,ZVSL43\n"));
    expect(read).toMatchObject({ header: ["tracking", "order"], lines: [{ lineNumber: 2, cells: ["6A1", "ZVSL43"] }], guessed: { order: 1, tracking: 0 } });
  });

  it("refuse un guillemet jamais fermé plutôt que de lire le reste de travers", async () => {
    expect(await readCarrierFile(file('Commande;Suivi\nZVSL43;"6A1\nABCDEF;6A2\n'))).toEqual({ error: carrierFileMessages.unreadable });
  });

  it("refuse un fichier sans ligne de données", async () => {
    expect(await readCarrierFile(file("Commande;Suivi\r\n"))).toEqual({ error: carrierFileMessages.noLines });
  });
});

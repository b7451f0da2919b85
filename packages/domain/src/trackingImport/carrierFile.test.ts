import {
  MAX_IMPORT_LINES,
  carrierFileMessages,
  checkImportRows,
  importRequestMessages,
  dataRecords,
  guessColumns,
  headerDelimiter,
  headerKey,
  mappedRows,
  mappingError,
  withoutBom,
} from "./carrierFile";

describe("le fichier du transporteur", () => {
  it("ôte le BOM d’Excel et garde le reste", () => {
    expect(withoutBom("\uFEFFCommande;Suivi")).toBe("Commande;Suivi");
    expect(withoutBom("Commande;Suivi")).toBe("Commande;Suivi");
  });

  it("lit le séparateur sur la ligne d’en-tête : « ; » par défaut, « , » seulement si l’en-tête l’emploie seul", () => {
    expect(headerDelimiter("Commande;Suivi\r\nA,B;C\r\n")).toBe(";");
    expect(headerDelimiter("\uFEFForder,tracking\nABCDEF,X1\n")).toBe(",");
    expect(headerDelimiter('"Commande, réf.";Suivi\n')).toBe(";");
    expect(headerDelimiter('"Commande; réf.",Suivi\n')).toBe(",");
    expect(headerDelimiter("Commande\n")).toBe(";");
  });

  it("compare les en-têtes sans casse, accents, « N° » ni ponctuation", () => {
    expect(headerKey(" N° de commande ")).toBe("commande");
    expect(headerKey("No. Commande")).toBe("commande");
    expect(headerKey("Numéro de suivi")).toBe("numero de suivi");
    expect(headerKey("Nom du client")).toBe("nom du client");
    expect(headerKey("RÉFÉRENCE")).toBe("reference");
  });

  it.each([
    [["Commande", "Numéro de suivi"], 0, 1],
    [["Référence", "Suivi"], 0, 1],
    [["Poids", "order", "tracking"], 1, 2],
    [["Suivi", "N° de commande"], 1, 0],
    [["Tracking number", "Order ID"], 1, 0],
    // Notre propre export : « Numéro » (le numéro court) et non « Numéro de suivi ».
    [["Numéro", "Identifiant", "Date", "Statut", "Client", "E-mail", "Articles", "Total (EUR)", "Livraison (EUR)", "Numéro de suivi"], 0, 9],
  ])("devine les colonnes de %j", (header, order, tracking) => {
    expect(guessColumns(header)).toEqual({ order, tracking });
  });

  it("ne devine rien quand aucun en-tête ne parle de commande ni de suivi", () => {
    expect(guessColumns(["Poids", "Date"])).toEqual({ order: null, tracking: null });
  });

  it("numérote les lignes comme un tableur (en-tête = ligne 1) et ignore les lignes vides", () => {
    const result = dataRecords([
      ["Commande", "Suivi"],
      ["ABCDEF", "X1"],
      ["", " "],
      ["GHIJKL", "X2"],
    ]);
    expect(result).toEqual({
      header: ["Commande", "Suivi"],
      lines: [
        { lineNumber: 2, cells: ["ABCDEF", "X1"] },
        { lineNumber: 4, cells: ["GHIJKL", "X2"] },
      ],
    });
  });

  it("refuse un fichier vide, sans ligne de données, ou de plus de 5 000 lignes", () => {
    expect(dataRecords([])).toEqual({ error: carrierFileMessages.empty });
    expect(dataRecords([["Commande", "Suivi"]])).toEqual({ error: carrierFileMessages.noLines });
    const lines = Array.from({ length: MAX_IMPORT_LINES + 1 }, (_, i) => [`ORDER${i}`, `T${i}`]);
    expect(dataRecords([["Commande", "Suivi"], ...lines])).toEqual({
      error: "Le fichier compte 5\u00a0001 lignes : 5\u00a0000 au plus par import. Découpez-le en plusieurs fichiers.",
    });
    expect("header" in dataRecords([["Commande", "Suivi"], ...lines.slice(1)])).toBe(true);
  });

  it("exige deux colonnes différentes", () => {
    expect(mappingError({ order: null, tracking: 1 })).toBe(carrierFileMessages.mappingMissing);
    expect(mappingError({ order: 1, tracking: 1 })).toBe(carrierFileMessages.mappingSame);
    expect(mappingError({ order: 0, tracking: 1 })).toBeNull();
  });

  it("lit les lignes à travers le choix des colonnes (cellule manquante = vide)", () => {
    expect(
      mappedRows(
        [
          { lineNumber: 2, cells: [" X1 ", "zvsl43 "] },
          { lineNumber: 3, cells: ["X2"] },
        ],
        { order: 1, tracking: 0 },
      ),
    ).toEqual([
      { lineNumber: 2, orderRef: "zvsl43", trackingNumber: "X1" },
      { lineNumber: 3, orderRef: "", trackingNumber: "X2" },
    ]);
  });
});

describe("une requête d’import", () => {
  it("porte de 1 à 100 lignes, chacune avec son numéro, une seule fois", () => {
    expect(checkImportRows([])).toEqual([{ field: ["input", "rows"], message: importRequestMessages.noRows, code: "REQUIRED" }]);
    expect(checkImportRows(Array.from({ length: 101 }, (_, i) => ({ lineNumber: i + 2 })))[0]!.code).toBe("TOO_MANY");
    expect(checkImportRows(Array.from({ length: 100 }, (_, i) => ({ lineNumber: i + 2 })))).toEqual([]);
    expect(checkImportRows([{ lineNumber: 2 }, { lineNumber: 0 }, { lineNumber: 2 }])).toEqual([
      { field: ["input", "rows", "1", "lineNumber"], message: importRequestMessages.badLineNumber, code: "INVALID" },
      { field: ["input", "rows", "2", "lineNumber"], message: "La ligne 2 est envoyée deux fois.", code: "DUPLICATE_LINE" },
    ]);
  });
});

import { csvCents, csvField, csvLine } from "./csv";

describe("CSV pour Excel en français", () => {
  it("laisse tels quels les champs simples, accents compris", () => {
    expect(csvLine(["Hélène Dupré", "Expédiée", 3])).toBe("Hélène Dupré;Expédiée;3\r\n");
  });

  it("met entre guillemets et double les guillemets des champs à séparateur, guillemet ou saut de ligne", () => {
    expect(csvField("Dupont; fils")).toBe('"Dupont; fils"');
    expect(csvField('Le "grand" format')).toBe('"Le ""grand"" format"');
    expect(csvField("ligne 1\nligne 2")).toBe('"ligne 1\nligne 2"');
    expect(csvField(" espace")).toBe('" espace"');
  });

  it("écrit les valeurs absentes comme des champs vides", () => {
    expect(csvLine([null, undefined, ""])).toBe(";;\r\n");
  });

  it("écrit les centimes en euros avec une virgule et deux décimales", () => {
    expect(csvField(csvCents(123450))).toBe("1234,50");
    expect(csvField(csvCents(0))).toBe("0,00");
    expect(csvField(csvCents(5))).toBe("0,05");
  });
});

describe("CSV : injection de formules (OWASP)", () => {
  it.each([
    ["=", "=1+1", "'=1+1"],
    ["+", "+33 6 12 34 56 78", "'+33 6 12 34 56 78"],
    ["-", "-2+3", "'-2+3"],
    ["@", "@SUM(A1:A2)", "'@SUM(A1:A2)"],
  ])("neutralise une cellule qui commence par %s", (_start, cell, written) => {
    expect(csvField(cell)).toBe(written);
  });

  it("neutralise une cellule qui commence par une tabulation, puis la met entre guillemets", () => {
    expect(csvField("\t=1+1")).toBe("'\t=1+1");
    expect(csvField("\t=1+1 ")).toBe(`"'\t=1+1 "`);
  });

  it("neutralise une cellule qui commence par un retour chariot, puis la met entre guillemets", () => {
    expect(csvField("\r=1+1")).toBe(`"'\r=1+1"`);
  });

  it("neutralise la formule puis échappe séparateurs et guillemets", () => {
    expect(csvField('=HYPERLINK("https://evil.example/?x","Voir")')).toBe(`"'=HYPERLINK(""https://evil.example/?x"",""Voir"")"`);
    expect(csvField("=A1;=B2")).toBe(`"'=A1;=B2"`);
  });

  it("laisse intactes les cellules où ces caractères ne sont pas en tête", () => {
    expect(csvField("Jean-Pierre")).toBe("Jean-Pierre");
    expect(csvField("jean@exemple.fr")).toBe("jean@exemple.fr");
    expect(csvField("1+1=2")).toBe("1+1=2");
  });

  it("garde les montants négatifs et les nombres comme des nombres", () => {
    expect(csvField(csvCents(-1200))).toBe("-12,00");
    expect(csvField(-3)).toBe("-3");
  });
});

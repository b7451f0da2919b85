import { csvEuros, csvField, csvLine } from "./csv";

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

  it("écrit les euros avec une virgule et deux décimales", () => {
    expect(csvEuros(1234.5)).toBe("1234,50");
    expect(csvEuros(0)).toBe("0,00");
  });
});

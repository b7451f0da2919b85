import { maskedPhone, toE164 } from "./phone";

describe("numéros de téléphone du second facteur", () => {
  it("accepte un numéro français ou international, avec espaces, points ou tirets", () => {
    expect(toE164("06 12 34 56 78")).toBe("+33612345678");
    expect(toE164("06.12.34.56.78")).toBe("+33612345678");
    expect(toE164("+33 6 12 34 56 78")).toBe("+33612345678");
    expect(toE164("0033612345678")).toBe("+33612345678");
    expect(toE164("+32 470 12 34 56")).toBe("+32470123456");
  });

  it("refuse ce qui ne peut pas être un numéro", () => {
    for (const typed of ["", "06 12", "12345678901234567", "+0612345678", "06 12 34 56 7a"]) expect(toE164(typed)).toBeNull();
  });

  it("ne montre que la fin du numéro", () => {
    expect(maskedPhone("+33612345678")).toBe("••••\u00a078");
    expect(maskedPhone(null)).toBe("votre téléphone");
  });
});

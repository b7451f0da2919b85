import { counterId, documentNumber, MAX_SEQUENCE, parseDocumentNumber } from "./numbering";

describe("numérotation des factures et avoirs", () => {
  it("écrit FA-année-séquence et AV-année-séquence sur six chiffres", () => {
    expect(documentNumber("INVOICE", 2026, 123)).toBe("FA-2026-000123");
    expect(documentNumber("CREDIT_NOTE", 2026, 7)).toBe("AV-2026-000007");
    expect(documentNumber("INVOICE", 2027, 1)).toBe("FA-2027-000001");
    expect(documentNumber("INVOICE", 2026, MAX_SEQUENCE)).toBe("FA-2026-999999");
  });

  it("refuse une séquence hors de 1–999 999, non entière, ou une année qui n’a pas quatre chiffres", () => {
    expect(() => documentNumber("INVOICE", 2026, 0)).toThrow(/from 1/);
    expect(() => documentNumber("INVOICE", 2026, -3)).toThrow(/from 1/);
    expect(() => documentNumber("INVOICE", 2026, 1.5)).toThrow(/from 1/);
    expect(() => documentNumber("INVOICE", 2026, Number.NaN)).toThrow(/from 1/);
    expect(() => documentNumber("CREDIT_NOTE", 2026, 1_000_000)).toThrow(/exhausted/);
    expect(() => documentNumber("INVOICE", 226, 1)).toThrow(/four digits/);
    expect(() => documentNumber("INVOICE", 2026.5, 1)).toThrow(/four digits/);
  });

  it("relit un numéro qu’il a écrit, et rien d’autre", () => {
    expect(parseDocumentNumber("FA-2026-000123")).toEqual({ kind: "INVOICE", year: 2026, sequence: 123 });
    expect(parseDocumentNumber(" AV-2025-000007 ")).toEqual({ kind: "CREDIT_NOTE", year: 2025, sequence: 7 });
    for (const kind of ["INVOICE", "CREDIT_NOTE"] as const) {
      for (const sequence of [1, 42, 999_999]) expect(parseDocumentNumber(documentNumber(kind, 2026, sequence))).toEqual({ kind, year: 2026, sequence });
    }
    for (const text of [
      "",
      "FA-2026-000000",
      "FA-2026-123",
      "FA-2026-0001234",
      "fa-2026-000123",
      "FX-2026-000123",
      "FA-0999-000001",
      "FA_2026_000123",
      "FA-2026-000123x",
    ]) {
      expect(parseDocumentNumber(text)).toBeNull();
    }
  });

  it("nomme le compteur d’un type et d’une année", () => {
    expect(counterId("INVOICE", 2026)).toBe("INVOICE-2026");
    expect(counterId("CREDIT_NOTE", 2027)).toBe("CREDIT_NOTE-2027");
    expect(() => counterId("INVOICE", 26)).toThrow(/four digits/);
  });
});

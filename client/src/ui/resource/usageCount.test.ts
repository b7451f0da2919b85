import { formatUsageCount } from "./usageCount";

describe("nombre d'utilisations d'un élément du catalogue", () => {
  it("s'affiche tel quel sous le plafond, « 1 000+ » au plafond (le serveur ne compte pas au-delà)", () => {
    expect(formatUsageCount(0)).toBe("0");
    expect(formatUsageCount(999)).toBe("999");
    expect(formatUsageCount(1000).replace(/\s/g, " ")).toBe("1 000+");
  });
});

import { verificationText } from "./FiguresVerified";
import { formatDateTime } from "./format";

const at = "2026-11-24T02:00:00.000Z";

describe("la ligne « Chiffres vérifiés » du tableau de bord et de /finances", () => {
  it("dit quand les chiffres ont été vérifiés, et ce que la vérification a trouvé", () => {
    expect(verificationText(null)).toBe("Chiffres pas encore vérifiés avec les données.");
    expect(verificationText({ verifiedAt: at, driftCount: 0, repairedCount: 0 })).toBe(`Chiffres vérifiés avec les données le ${formatDateTime(at)}.`);
    expect(verificationText({ verifiedAt: at, driftCount: 3, repairedCount: 3 })).toBe(`Chiffres vérifiés et corrigés le ${formatDateTime(at)}.`);
    expect(verificationText({ verifiedAt: at, driftCount: 3, repairedCount: 1 })).toBe(`Écart avec les données constaté le ${formatDateTime(at)}.`);
  });
});

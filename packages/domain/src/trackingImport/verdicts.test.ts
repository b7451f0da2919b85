import { csvField } from "../csv";
import {
  checkTrackingNumber,
  countsSentence,
  countVerdicts,
  errorReportCsv,
  markDuplicates,
  parseOrderRef,
  refNames,
  refusedLine,
  trackingImportMessages,
  trackingVerdict,
  type TrackingImportLineRecord,
} from "./verdicts";

const line = (lineNumber: number, orderId: string | null, verdict: TrackingImportLineRecord["verdict"] = "OK"): TrackingImportLineRecord => ({
  lineNumber,
  orderRef: orderId ?? "?",
  trackingNumber: `T${lineNumber}`,
  verdict,
  code: null,
  message: null,
  orderId,
  previousTrackingNumber: null,
});

describe("les verdicts de l’import des numéros de suivi", () => {
  it("reconnaît un numéro court, avec ou sans « # », en toute casse, et un identifiant complet", () => {
    expect(parseOrderRef(" #zvsl43 ")).toEqual({ kind: "short", prefix: "ZVSL43" });
    expect(parseOrderRef("ZVSL43")).toEqual({ kind: "short", prefix: "ZVSL43" });
    expect(parseOrderRef("zvsL433oGZpfAbCdEfGh")).toEqual({ kind: "id", id: "zvsL433oGZpfAbCdEfGh" });
    expect(parseOrderRef("")).toEqual({ kind: "invalid" });
    expect(parseOrderRef("ZVS")).toEqual({ kind: "invalid" });
    expect(parseOrderRef("ZVSL 43")).toEqual({ kind: "invalid" });
    expect(parseOrderRef("../etc")).toEqual({ kind: "invalid" });
    expect(parseOrderRef("__abcdef__")).toEqual({ kind: "invalid" });
  });

  it("reconnaît la commande qu'une cellule nomme (l'identifiant trouvé à la vérification, renvoyé à l'application)", () => {
    expect(refNames(parseOrderRef("#zvsl43"), "zvsL433oGZpfAbCdEfGh")).toBe(true);
    expect(refNames(parseOrderRef("zvsL433oGZpfAbCdEfGh"), "zvsL433oGZpfAbCdEfGh")).toBe(true);
    expect(refNames(parseOrderRef("ZVSL44"), "zvsL433oGZpfAbCdEfGh")).toBe(false);
    expect(refNames(parseOrderRef("ZVSL433OGZPFABCDEFGH"), "zvsL433oGZpfAbCdEfGh")).toBe(false);
    expect(refNames(parseOrderRef(""), "zvsL433oGZpfAbCdEfGh")).toBe(false);
  });

  it("accepte lettres, chiffres, espaces, - _ / et 64 caractères au plus, une fois l’espace ôté", () => {
    expect(checkTrackingNumber("  6A 123-456_78/9 ")).toEqual({ ok: true, value: "6A 123-456_78/9" });
    expect(checkTrackingNumber("x".repeat(64))).toEqual({ ok: true, value: "x".repeat(64) });
    expect(checkTrackingNumber("   ")).toEqual({ ok: false, message: trackingImportMessages.trackingEmpty });
    expect(checkTrackingNumber("x".repeat(65))).toEqual({ ok: false, message: trackingImportMessages.trackingTooLong });
    expect(checkTrackingNumber("=HYPERLINK(1)")).toEqual({ ok: false, message: trackingImportMessages.trackingCharacters });
    expect(checkTrackingNumber("colis-é")).toEqual({ ok: false, message: trackingImportMessages.trackingCharacters });
    for (const message of [trackingImportMessages.trackingEmpty, trackingImportMessages.trackingTooLong, trackingImportMessages.trackingCharacters]) {
      expect(message.startsWith("Numéro de suivi invalide")).toBe(true);
    }
  });

  it("expédie une commande en cours, renumérote une commande expédiée, laisse la même inchangée", () => {
    expect(trackingVerdict({ status: "processing", trackingNumber: null }, "X1")).toEqual({ verdict: "OK", previousTrackingNumber: null });
    expect(trackingVerdict({ status: "shipped", trackingNumber: "X0" }, "X1")).toEqual({ verdict: "OK", previousTrackingNumber: "X0" });
    expect(trackingVerdict({ status: "shipped", trackingNumber: "X1" }, "X1")).toEqual({ verdict: "UNCHANGED" });
  });

  it.each([
    ["delivered", "Une commande au statut « Livrée » ne peut pas passer au statut « Expédiée »."],
    ["paid", "Une commande au statut « Payée » ne peut pas passer au statut « Expédiée »."],
    ["pending_payment", "Une commande au statut « En attente de paiement » ne peut pas passer au statut « Expédiée »."],
    ["cancelled", "La commande est au statut final « Annulée » : son statut ne peut plus changer."],
  ] as const)("refuse une commande au statut %s", (status, message) => {
    expect(trackingVerdict({ status, trackingNumber: null }, "X1")).toEqual({ verdict: "ERROR", code: "INVALID", message });
  });

  it("refuse toutes les lignes d’une commande nommée deux fois, et dit où est l’autre", () => {
    const marked = markDuplicates([line(2, "abcdefAAAAAAAAAAAAAA"), line(3, "bbbbbb"), line(5, "abcdefAAAAAAAAAAAAAA", "UNCHANGED"), line(7, null, "ERROR")]);
    expect(marked.map((l) => [l.lineNumber, l.verdict, l.code])).toEqual([
      [2, "ERROR", "DUPLICATE"],
      [3, "OK", null],
      [5, "ERROR", "DUPLICATE"],
      [7, "ERROR", null],
    ]);
    expect(marked[0]!.message).toBe("Ligne en double : la commande #ABCDEF figure aussi ligne 5.");
    const three = markDuplicates([line(2, "cccccc"), line(3, "cccccc"), line(9, "cccccc")]);
    expect(three[0]!.message).toBe("Ligne en double : la commande #CCCCCC figure aussi lignes 3 et 9.");
    // Une seconde passe (les réponses de plusieurs requêtes fusionnées) ne change rien de plus.
    expect(markDuplicates(three)).toEqual(three);
  });

  it("compte et le dit en français", () => {
    const counts = countVerdicts([line(2, "a"), line(3, "b"), line(4, "c", "UNCHANGED"), line(5, null, "ERROR")]);
    expect(counts).toEqual({ toApply: 2, unchanged: 1, errors: 1 });
    expect(countsSentence(counts)).toBe("2 à appliquer, 1 inchangée, 1 en erreur");
    expect(countsSentence({ toApply: 1200, unchanged: 0, errors: 2 }, true)).toBe("1\u00a0200 appliquées, 0 inchangée, 2 en erreur");
  });

  it("écrit le rapport d’erreurs dans le dialecte des exports, sans formule exécutable", () => {
    const bad = refusedLine({ lineNumber: 4, orderRef: '=HYPERLINK("x")', trackingNumber: "+33;1" }, "NOT_FOUND", trackingImportMessages.notFound);
    const report = errorReportCsv([
      line(2, "a"),
      bad,
      refusedLine({ lineNumber: 3, orderRef: "ZVSL43", trackingNumber: "" }, "TRACKING_INVALID", trackingImportMessages.trackingEmpty),
    ]);
    expect(report).toBe(
      "\uFEFFLigne;Commande;Numéro de suivi;Erreur\r\n" +
        "3;ZVSL43;;Numéro de suivi invalide : la cellule est vide.\r\n" +
        `4;${csvField(bad.orderRef)};${csvField(bad.trackingNumber)};Commande introuvable.\r\n`,
    );
    expect(report).toContain(`"'=HYPERLINK(""x"")"`);
    expect(report).toContain(`"'+33;1"`);
  });
});

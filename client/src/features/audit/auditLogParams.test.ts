import { auditFilter, AUDIT_LOG_DEFAULTS, entityLogPath } from "./auditLogParams";
import { actorName, displayChangeValue, knownNames } from "./auditValues";

describe("le filtre du journal d’audit dans l’URL", () => {
  it("envoie les jours de Paris tels quels et n’envoie pas un identifiant sans son type", () => {
    expect(auditFilter({ ...AUDIT_LOG_DEFAULTS, actor: "u1", action: "user.block", from: "2026-03-01", to: "2026-03-31" })).toEqual({
      actorUid: "u1",
      action: "user.block",
      targetType: null,
      targetId: null,
      period: { from: "2026-03-01", to: "2026-03-31" },
    });
    expect(auditFilter({ ...AUDIT_LOG_DEFAULTS, targetId: "o1" }).targetId).toBeNull();
    expect(auditFilter({ ...AUDIT_LOG_DEFAULTS, targetType: "order", targetId: "o1" })).toMatchObject({ targetType: "order", targetId: "o1" });
  });

  it("mène « Voir tout » au journal filtré sur l’enregistrement", () => {
    expect(entityLogPath("mediaFile", "media/a b.png")).toBe("/settings/audit?targetType=mediaFile&targetId=media%2Fa+b.png");
  });
});

describe("les valeurs d’une entrée", () => {
  it("montre les dates à l’heure de Paris, les booléens en français et le vide", () => {
    expect(displayChangeValue("2026-07-01T10:00:00.000Z")).toMatch(/1 juil\. 2026.*12:00/);
    expect(displayChangeValue("true")).toBe("oui");
    expect(displayChangeValue(null)).toBe("vide");
    expect(displayChangeValue('["a","b"]')).toBe('["a","b"]');
    expect(displayChangeValue("2026")).toBe("2026");
  });

  it("nomme l’auteur, ou dit que son compte n’existe plus", () => {
    expect(actorName({ fullName: "Camille Martin", email: "c@a.fr" }, "u1")).toBe("Camille Martin");
    expect(actorName({ fullName: null, email: "c@a.fr" }, "u1")).toBe("c@a.fr");
    expect(actorName(null, "u1")).toBe("Compte supprimé (u1)");
  });

  it("nomme les uids d'une modification par les administrateurs listés et l'auteur de l'entrée", () => {
    const admins = new Map([["a1", "Alix Durand"]]);
    const names = knownNames({ actorUid: "c1", actor: { fullName: "Camille Martin" } }, admins);
    expect([names.get("a1"), names.get("c1"), names.get("x")]).toEqual(["Alix Durand", "Camille Martin", undefined]);
    expect(knownNames({ actorUid: "gone", actor: null }).get("gone")).toBeUndefined();
  });
});

import { MAIL_LOG_DEFAULTS, mailFilter } from "./mailLogParams";

describe("filtres du journal d'envoi", () => {
  it("traduit l'URL en MailFilter : état connu, modèle, destinataire, jours de Paris (le dernier inclus)", () => {
    expect(
      mailFilter({ ...MAIL_LOG_DEFAULTS, state: "ERROR", template: "order-shipped", recipient: " lea@exemple.fr ", from: "2026-01-10", to: "2026-01-10" }),
    ).toEqual({
      state: "ERROR",
      templateName: "order-shipped",
      recipient: "lea@exemple.fr",
      period: { from: "2026-01-10", to: "2026-01-10" },
    });
  });

  it("ignore un état inconnu et les champs vides", () => {
    expect(mailFilter({ ...MAIL_LOG_DEFAULTS, state: "BOGUS" })).toEqual({ state: null, templateName: null, recipient: null, period: null });
  });
});

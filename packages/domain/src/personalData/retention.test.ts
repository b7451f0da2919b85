import { checkRetention, DEFAULT_RETENTION, retentionCutoff, retentionFromData } from "./retention";

it("une durée manquante ou illisible vaut sa valeur par défaut", () => {
  expect(retentionFromData(undefined)).toEqual(DEFAULT_RETENTION);
  expect(retentionFromData({ contactMessagesMonths: 6, feedbackMonths: "12", mailMonths: 0 })).toEqual({ ...DEFAULT_RETENTION, contactMessagesMonths: 6 });
});

it("chaque durée est un nombre entier de mois, de 1 à 120", () => {
  expect(checkRetention({ contactMessagesMonths: 24, feedbackMonths: 1, mailMonths: 120 }).errors).toEqual([]);
  const { errors } = checkRetention({ contactMessagesMonths: 0, feedbackMonths: 2.5, mailMonths: 121 });
  expect(errors.map((e) => [e.field.join("."), e.code])).toEqual([
    ["input.contactMessagesMonths", "OUT_OF_RANGE"],
    ["input.feedbackMonths", "NOT_WHOLE"],
    ["input.mailMonths", "OUT_OF_RANGE"],
  ]);
  expect(errors[0]!.message).toBe("Le délai de conservation des messages de contact doit être compris entre 1 et 120.");
});

it("la limite recule de mois calendaires, le jour ramené à la fin d’un mois plus court", () => {
  expect(retentionCutoff(new Date("2026-12-02T03:00:00Z"), 12).toISOString()).toBe("2025-12-02T03:00:00.000Z");
  expect(retentionCutoff(new Date("2026-03-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
  expect(retentionCutoff(new Date("2026-01-15T00:00:00Z"), 36).toISOString()).toBe("2023-01-15T00:00:00.000Z");
});

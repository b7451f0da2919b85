import { checkAnswer, checkRequestInput, daysLeft, dueSoonLimit, isDueSoon, requestDueOn } from "./requests";

it("une demande est due un mois calendaire après sa réception, le jour ramené à la fin d’un mois plus court", () => {
  expect(requestDueOn("2026-11-15")).toBe("2026-12-15");
  expect(requestDueOn("2026-01-31")).toBe("2026-02-28");
  expect(requestDueOn("2028-01-31")).toBe("2028-02-29");
  expect(requestDueOn("2026-12-20")).toBe("2027-01-20");
});

it("la file d’attente liste les demandes ouvertes dues dans 7 jours ou moins, en retard comprises", () => {
  expect(dueSoonLimit("2026-12-02")).toBe("2026-12-09");
  expect(isDueSoon({ state: "OPEN", dueOn: "2026-12-09" }, "2026-12-02")).toBe(true);
  expect(isDueSoon({ state: "OPEN", dueOn: "2026-11-20" }, "2026-12-02")).toBe(true);
  expect(isDueSoon({ state: "OPEN", dueOn: "2026-12-10" }, "2026-12-02")).toBe(false);
  expect(isDueSoon({ state: "DONE", dueOn: "2026-11-20" }, "2026-12-02")).toBe(false);
  expect(daysLeft("2026-12-09", "2026-12-02")).toBe(7);
  expect(daysLeft("2026-11-30", "2026-12-02")).toBe(-2);
});

it("la date de réception est un vrai jour, ni futur ni vieux de plus d’un an ; la note tient en 1 000 caractères", () => {
  const now = new Date("2026-12-01T23:30:00Z"); // already 2 December in Paris
  expect(checkRequestInput({ kind: "ACCESS", receivedOn: "2026-12-02", note: "  par courrier  " }, now)).toEqual({
    value: { kind: "ACCESS", receivedOn: "2026-12-02", note: "par courrier" },
    errors: [],
  });
  const codes = (receivedOn: string, note: string | null = null) =>
    checkRequestInput({ kind: "ERASURE", receivedOn, note }, now).errors.map((e) => [e.field.join("."), e.code, e.message]);
  expect(codes("2026-02-30")).toEqual([["input.receivedOn", "INVALID", "La date de réception doit être une date au format AAAA-MM-JJ."]]);
  expect(codes("2026-12-03")).toEqual([["input.receivedOn", "OUT_OF_RANGE", "La date de réception ne peut pas être dans le futur."]]);
  expect(codes("2025-11-30")).toEqual([["input.receivedOn", "OUT_OF_RANGE", "La date de réception ne peut pas remonter à plus d’un an."]]);
  expect(codes("2026-11-01", "x".repeat(1_001))).toEqual([["input.note", "TOO_LONG", "La note ne peut pas dépasser 1\u00a0000 caractères."]]);
});

it("un refus dit pourquoi (article 12(4)) ; une demande traitée peut se clore sans mot", () => {
  expect(checkAnswer("  ", "DONE")).toEqual({ value: null, errors: [] });
  expect(checkAnswer(null, "REFUSED").errors.map((e) => [e.code, e.message])).toEqual([["REQUIRED", "La réponse au client est obligatoire."]]);
  expect(checkAnswer(" Demande manifestement infondée ", "REFUSED")).toEqual({ value: "Demande manifestement infondée", errors: [] });
  expect(checkAnswer("y".repeat(2_001), "DONE").errors.map((e) => e.code)).toEqual(["TOO_LONG"]);
});

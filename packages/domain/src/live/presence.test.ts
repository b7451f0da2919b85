import { customerSavedEntry, initials, isPresent, PRESENCE_TTL_SECONDS, presenceDocId, presenceRecordId, presenceSentence, savedSentence } from "./presence";

describe("qui d’autre est là", () => {
  it("nomme les autres membres, accordé au nombre et à la fiche", () => {
    expect(presenceSentence("order", [])).toBe("");
    expect(presenceSentence("order", ["Camille Martin"])).toBe("Camille Martin consulte aussi cette commande");
    expect(presenceSentence("order", ["Camille Martin", "Léa Petit"])).toBe("Camille Martin et Léa Petit consultent aussi cette commande");
    expect(presenceSentence("customer", ["A", "B", "C"])).toBe("A, B et C consultent aussi ce client");
    expect(presenceSentence("contactMessage", ["Léa Petit"])).toBe("Léa Petit consulte aussi ce message");
    expect(presenceSentence("feedback", ["Léa Petit"])).toBe("Léa Petit consulte aussi ce message");
    expect(presenceSentence("creation", ["Léa Petit"])).toBe("Léa Petit consulte aussi cette création");
  });

  it("dit qui vient d’enregistrer la fiche, ou qu’elle vient d’être modifiée sans membre derrière", () => {
    expect(savedSentence("order", "Camille Martin")).toBe("Camille Martin vient d’enregistrer cette commande.");
    expect(savedSentence("order", null)).toBe("Cette commande vient d’être modifiée.");
    expect(savedSentence("contactMessage", null)).toBe("Ce message vient d’être modifié.");
    expect(savedSentence("creation", null)).toBe("Cette création vient d’être modifiée.");
    expect(savedSentence("customer", "Léa Petit")).toBe("Léa Petit vient d’enregistrer ce client.");
  });

  it("compte une présence pendant 75 secondes après son dernier signe", () => {
    const now = new Date("2026-12-02T10:00:00Z");
    expect(isPresent(new Date(now.getTime() - (PRESENCE_TTL_SECONDS - 1) * 1000), now)).toBe(true);
    expect(isPresent(new Date(now.getTime() - PRESENCE_TTL_SECONDS * 1000), now)).toBe(false);
  });

  it("range une présence par fiche et par membre, et la signale au fil sous « sorte/id »", () => {
    expect(presenceDocId("order", "abc", "u1")).toBe("order_abc_u1");
    expect(presenceRecordId("contactMessage", "m1")).toBe("contactMessage/m1");
    expect(initials("Camille Martin")).toBe("CM");
    expect(initials("lea@atelier.test")).toBe("LA");
  });
});

it("l’enregistrement d’un client devient un signal « customer » pour qui ouvre les clients ; les autres fiches ont leurs déclencheurs", () => {
  expect(customerSavedEntry("user", "u1")).toEqual({ kind: "customer", recordId: "u1", change: "updated", permission: "CUSTOMERS_READ" });
  expect(customerSavedEntry("order", "o1")).toBeNull();
  expect(customerSavedEntry("contactMessage", "m1")).toBeNull();
});

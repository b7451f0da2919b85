/** Pseudonymisation (scrub.ts): what is replaced, what stays, and that a second pass changes nothing. */
import { Timestamp } from "firebase-admin/firestore";
import { changedFields, ERASED_FIRST_NAME, needlesOf, pseudonymOf, scrubberOf } from "./scrub";

const jade = scrubberOf("uid-jade", { emails: ["Jade.Benoit+shop@gmail.com"], names: ["Jade", "Benoît"] });

it("le pseudonyme est stable pour un client et distinct d’un autre", () => {
  expect(pseudonymOf("uid-jade")).toBe(pseudonymOf("uid-jade"));
  expect(pseudonymOf("uid-jade")).not.toBe(pseudonymOf("uid-lea"));
  expect(pseudonymOf("uid-jade")).toMatch(new RegExp(`^${ERASED_FIRST_NAME} [0-9A-F]{8}$`));
});

it("cherche l’e-mail tel qu’écrit, sa boîte et les noms avec et sans accents, les plus longs d’abord", () => {
  const needles = needlesOf({ emails: ["Jade.Benoit+shop@gmail.com"], names: ["Jade", "Benoît"] });
  expect(needles).toEqual(
    expect.arrayContaining(["Jade.Benoit+shop@gmail.com", "jadebenoit@gmail.com", "Jade Benoît", "jade benoit", "Benoît", "benoit", "Jade"]),
  );
  expect(needles[0]!.length).toBeGreaterThanOrEqual(needles.at(-1)!.length);
});

it("remplace les noms et l’e-mail dans le texte libre, mot entier seulement", () => {
  expect(jade.scrub("Bonjour Jade Benoît, votre commande…")).toBe(`Bonjour ${jade.pseudonym}, votre commande…`);
  expect(jade.scrub("JADE a appelé ; écrire à jade.benoit+shop@gmail.com")).toBe(`${jade.pseudonym} a appelé ; écrire à ${jade.pseudonym}`);
  expect(jade.scrub("Jadeite et Benoîte restent")).toBe("Jadeite et Benoîte restent");
});

it("remplace les champs personnels quelle que soit leur valeur, et garde le pays d’une adresse", () => {
  const stored = {
    before: { shippingAddress: { fullName: "Camille Roux", line1: "3 rue Haute", city: "Lyon", postalCode: "69001", country: "France" } },
    after: { email: "ancienne@exemple.fr", firstName: "Jeanne", status: "paid" },
    items: [{ name: "Poster 50 × 70 cm", quantity: 1 }],
    at: Timestamp.fromMillis(0),
  };
  const scrubbed = jade.scrub(stored) as typeof stored;
  expect(scrubbed.before.shippingAddress).toEqual({ fullName: jade.pseudonym, line1: null, line2: null, postalCode: null, city: null, country: "France" });
  expect(scrubbed.after).toEqual({ email: null, firstName: ERASED_FIRST_NAME, status: "paid" });
  expect(scrubbed.items).toEqual(stored.items);
  expect(scrubbed.at).toBe(stored.at);
});

it("une seconde passe ne change rien", () => {
  const stored = { description: "Geste pour Jade Benoît", shippingAddress: { fullName: "Jade Benoît", country: "France" }, at: Timestamp.fromMillis(5) };
  const once = jade.scrub(stored) as Record<string, unknown>;
  expect(changedFields(stored, once)).toEqual({ description: `Geste pour ${jade.pseudonym}`, shippingAddress: once.shippingAddress });
  expect(changedFields(once, jade.scrub(once) as Record<string, unknown>)).toBeNull();
  // With nothing left to look for (the record already erased), nothing changes either.
  const later = scrubberOf("uid-jade", { emails: [], names: [] });
  expect(changedFields(once, later.scrub(once) as Record<string, unknown>)).toBeNull();
});

import {
  CONTACT_STATUSES,
  FEEDBACK_STATUSES,
  FLOOD_MAX_PER_HOUR,
  MAX_INBOX_BULK,
  bulkIds,
  checkReply,
  cleanText,
  contactTransition,
  feedbackTransition,
  isEmail,
  isFlood,
  normaliseContactMessage,
  normaliseFeedback,
  searchToken,
  unreadDelta,
} from "./inbox";

describe("normalisation de ce qu'écrit la boutique", () => {
  it("nettoie un message de contact : espaces, caractères de contrôle, longueurs, clé d'e-mail", () => {
    const m = normaliseContactMessage({
      name: "  Léa \u0000 Martin  ",
      email: " Lea.Martin@Exemple.FR ",
      subject: "Ma   commande\n n'est pas arrivée",
      message: "Bonjour,\r\n\r\n\r\n\r\nMerci\u202e !  ",
    });
    expect(m).toMatchObject({
      name: "Léa Martin",
      email: "lea.martin@exemple.fr",
      subject: "Ma commande n'est pas arrivée",
      message: "Bonjour,\n\nMerci !",
      invalidReason: null,
    });
    expect(m.searchTokens).toEqual(expect.arrayContaining(["lea", "martin", "lea.martin@exemple.fr", "commande", "arrivee"]));
    expect(normaliseContactMessage({ name: "x".repeat(500), email: "a@b.fr", message: "y" }).name).toHaveLength(100);
    expect(normaliseContactMessage({ email: "a@b.fr", message: "é".repeat(6000) }).message).toHaveLength(5000);
  });

  it("refuse une adresse mal formée ou un message vide (le message sera marqué spam)", () => {
    expect(normaliseContactMessage({ email: "pas-une-adresse", message: "Bonjour" }).invalidReason).toBe("INVALID_EMAIL");
    expect(normaliseContactMessage({ email: "a@b.fr", message: "   " }).invalidReason).toBe("EMPTY_MESSAGE");
    expect(normaliseContactMessage({ email: 42, message: "Bonjour" }).invalidReason).toBe("INVALID_EMAIL");
    expect(["lea@exemple.fr", "a.b+c@sous.domaine.com"].every(isEmail)).toBe(true);
    expect(["lea@exemple", "lea@@exemple.fr", "lea exemple@x.fr", "<a>@x.fr", ""].some(isEmail)).toBe(false);
  });

  it("borne la note de 1 à 5 et lit une catégorie inconnue comme une suggestion", () => {
    expect(normaliseFeedback({ rating: 9, category: "bug", message: " Ça plante " })).toMatchObject({ rating: 5, category: "BUG", message: "Ça plante" });
    expect(normaliseFeedback({ rating: 0.2, category: "ORDER" })).toMatchObject({ rating: 1, category: "ORDER" });
    expect(normaliseFeedback({ rating: "5", category: "???" })).toMatchObject({ rating: 3, category: "SUGGESTION" });
    // The customer's text, trimmed: the trigger decides whether it is kept (feedbackReferences.ts).
    expect(normaliseFeedback({ creationId: "a/b", orderId: " CMD-1 " })).toMatchObject({ creationId: "a/b", orderId: "CMD-1" });
    expect(normaliseFeedback({ creationId: "  ", orderId: 12 })).toMatchObject({ creationId: null, orderId: null });
  });

  it("garde un texte sur une ligne quand on le demande, et n'accepte que des chaînes", () => {
    expect(cleanText("a\n\tb", 10, { multiline: false })).toBe("a b");
    expect(cleanText(undefined, 10)).toBe("");
  });

  it("cherche sur le premier mot tapé, normalisé comme les clés", () => {
    expect(searchToken("  Écran noir ")).toBe("ecran");
    expect(searchToken("Lea@Exemple.fr")).toBe("lea@exemple.fr");
    expect(searchToken(" ")).toBeNull();
  });
});

describe("règle des envois en rafale", () => {
  const at = new Date("2026-03-01T12:00:00Z");
  const minutesBefore = (n: number) => new Date(at.getTime() - n * 60_000);

  it(`marque spam au-delà de ${FLOOD_MAX_PER_HOUR} messages dans l'heure qui finit au message`, () => {
    const five = [0, 5, 10, 20, 30].map(minutesBefore);
    expect(isFlood(at, five)).toBe(false);
    expect(isFlood(at, [...five, minutesBefore(59)])).toBe(true);
    // Older than an hour, or later than the message: not counted.
    expect(isFlood(at, [...five, minutesBefore(60), minutesBefore(61)])).toBe(false);
    expect(isFlood(minutesBefore(30), [...five, minutesBefore(59)])).toBe(false);
  });
});

describe("changements de statut", () => {
  it("feedback : chaque statut mène aux statuts permis, rester au même statut n'est pas un changement", () => {
    const table = Object.fromEntries(FEEDBACK_STATUSES.map((from) => [from, FEEDBACK_STATUSES.filter((to) => feedbackTransition(from, to) === "change")]));
    expect(table).toEqual({
      NEW: ["IN_PROGRESS", "RESOLVED", "ARCHIVED"],
      IN_PROGRESS: ["NEW", "RESOLVED", "ARCHIVED"],
      RESOLVED: ["IN_PROGRESS", "ARCHIVED"],
      ARCHIVED: ["IN_PROGRESS"],
    });
    expect(feedbackTransition("NEW", "NEW")).toBe("same");
    expect(feedbackTransition("ARCHIVED", "RESOLVED")).toBe("refused");
  });

  it("message de contact : « Répondu » ne s'atteint que par une réponse", () => {
    for (const from of CONTACT_STATUSES) if (from !== "REPLIED") expect(contactTransition(from, "REPLIED")).toBe("refused");
    expect(contactTransition("NEW", "READ")).toBe("change");
    expect(contactTransition("SPAM", "READ")).toBe("change");
    expect(contactTransition("REPLIED", "NEW")).toBe("refused");
  });

  it("le compteur de non-lus suit l'entrée et la sortie du statut NEW", () => {
    expect(unreadDelta("NEW", "READ")).toBe(-1);
    expect(unreadDelta("READ", "NEW")).toBe(1);
    expect(unreadDelta("READ", "ARCHIVED")).toBe(0);
  });

  it("borne les actions groupées de 1 à 100 identifiants, chacun une fois", () => {
    expect(bulkIds([]).errors[0]?.code).toBe("REQUIRED");
    expect(bulkIds(Array.from({ length: MAX_INBOX_BULK + 1 }, (_, i) => `f${i}`)).errors[0]?.code).toBe("TOO_MANY");
    expect(bulkIds(["a", "b", "a"])).toEqual({ ids: ["a", "b"], errors: [] });
    expect(checkReply("  ").errors[0]?.message).toBe("La réponse est obligatoire.");
  });
});

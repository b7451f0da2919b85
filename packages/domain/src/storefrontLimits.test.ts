/**
 * The storefront's per-identity limits (docs/inbox.md): the mailbox key the contact flood rule
 * counts by, and the feedback quota firestore.rules enforces with the numbers of rules/inbox.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DOTLESS_DOMAINS, FEEDBACK_MAX_PER_WINDOW, FEEDBACK_WINDOW_MS, mailboxKey, normaliseContactMessage } from "./inbox";

describe("clé de boîte aux lettres (règle des envois en rafale)", () => {
  it.each([
    ["x+1@gmail.com", "x@gmail.com"],
    ["x+promo+2@exemple.fr", "x@exemple.fr"],
    ["x.y@gmail.com", "xy@gmail.com"],
    ["xy@gmail.com", "xy@gmail.com"],
    ["X.Y+Tag@GoogleMail.com", "xy@gmail.com"],
    ["x.y@googlemail.com", "xy@gmail.com"],
    // Outside gmail-like domains a dot is part of the address: two different mailboxes.
    ["x.y@exemple.fr", "x.y@exemple.fr"],
    ["xy@exemple.fr", "xy@exemple.fr"],
    // Only the domain itself: a sub-domain or look-alike keeps its dots.
    ["x.y@mail.gmail.com", "x.y@mail.gmail.com"],
    ["x.y@gmail.co", "x.y@gmail.co"],
    ["lea.martin@exemple.fr", "lea.martin@exemple.fr"],
  ])("%s → %s", (email, key) => {
    expect(mailboxKey(email)).toBe(key);
  });

  it("les variantes d'une même boîte ont une seule clé, des boîtes différentes en ont deux", () => {
    const variants = ["x+1@gmail.com", "x+7@gmail.com", "x@gmail.com", "x@googlemail.com", "X+news@GMAIL.COM"];
    expect(new Set(variants.map(mailboxKey))).toEqual(new Set(["x@gmail.com"]));
    expect(mailboxKey("x.y@exemple.fr")).not.toBe(mailboxKey("xy@exemple.fr"));
    expect(mailboxKey("x1@gmail.com")).not.toBe(mailboxKey("x@gmail.com"));
  });

  it("le déclencheur range le message sous la clé de son adresse normalisée", () => {
    expect(normaliseContactMessage({ email: "  X.Y+Promo@Gmail.com ", message: "Bonjour" })).toMatchObject({
      email: "x.y+promo@gmail.com",
      mailboxKey: "xy@gmail.com",
    });
  });
});

describe("firestore.rules applique les mêmes limites que rules/inbox.ts", () => {
  const rules = readFileSync(join(__dirname, "../../../firestore.rules"), "utf8");

  it("quota de feedbacks par client : même plafond, même fenêtre", () => {
    expect(rules).toContain(`request.resource.data.count <= ${FEEDBACK_MAX_PER_WINDOW})`);
    expect(FEEDBACK_WINDOW_MS % 3_600_000).toBe(0);
    expect(rules).toContain(`resource.data.windowStart + duration.value(${FEEDBACK_WINDOW_MS / 3_600_000}, 'h') <= request.time`);
  });

  it("clé de boîte : mêmes domaines sans points", () => {
    const domains = rules.match(/return parts\[1\] in \[([^\]]*)\]/)?.[1];
    expect(domains?.split(",").map((d) => d.trim().replace(/'/g, ""))).toEqual([...DOTLESS_DOMAINS]);
    expect(rules).toContain(`+ '@${DOTLESS_DOMAINS[0]}'`);
  });
});

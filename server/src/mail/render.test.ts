import { Timestamp } from "firebase-admin/firestore";
import { claimDecision } from "./delivery";
import { handlebarsSyntaxError, renderTemplate } from "./render";

describe("rendu d'un modèle", () => {
  it("échappe les données dans le HTML, pas dans l'objet ni le texte", () => {
    const rendered = renderTemplate(
      { subject: "Re : {{subject}}", html: "<p>{{name}}</p>", text: "Bonjour {{name}}" },
      { subject: "Tom & Jerry", name: "<script>alert(1)</script>" },
    );
    expect(rendered.subject).toBe("Re : Tom & Jerry");
    expect(rendered.html).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
    expect(rendered.text).toBe("Bonjour <script>alert(1)</script>");
  });

  it("rend les blocs if/else", () => {
    expect(renderTemplate({ subject: "s", html: "{{#if n}}suivi {{n}}{{else}}sans suivi{{/if}}", text: "" }, { n: "" }).html).toBe("sans suivi");
  });

  it("signale ce que Handlebars ne sait pas lire", () => {
    expect(handlebarsSyntaxError("{{#if a}}")).toMatch(/./);
    expect(handlebarsSyntaxError("{{a}}")).toBeNull();
  });
});

describe("réclamation d'un envoi (idempotence sous relivraison)", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");
  it("réclame un document neuf, PENDING ou RETRY", () => {
    expect(claimDecision(undefined, now)).toBe("claim");
    expect(claimDecision({ state: "PENDING" }, now)).toBe("claim");
    expect(claimDecision({ state: "RETRY" }, now)).toBe("claim");
  });
  it("ne fait rien d'un envoi en cours sous bail, réussi ou en échec", () => {
    expect(claimDecision({ state: "PROCESSING", leaseExpireTime: Timestamp.fromMillis(now + 1000) }, now)).toBe("none");
    expect(claimDecision({ state: "SUCCESS" }, now)).toBe("none");
    expect(claimDecision({ state: "ERROR" }, now)).toBe("none");
  });
  it("déclare perdu un envoi dont le bail a expiré", () => {
    expect(claimDecision({ state: "PROCESSING", leaseExpireTime: Timestamp.fromMillis(now - 1) }, now)).toBe("expire");
  });
});

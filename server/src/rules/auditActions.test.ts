import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_TARGET_TYPES,
  CATALOGUE_RESOURCES,
  CATALOGUE_VERBS,
  auditActionLabel,
  auditTargetPath,
  auditTargetTypeLabel,
} from "./auditActions";

const ROOT = join(__dirname, "../../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "generated" || name === "node_modules" ? [] : sources(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

const ENTITIES = new Set([...Object.keys(AUDIT_ACTION_LABELS).map((action) => action.split(".")[0]!), ...AUDIT_TARGET_TYPES.map((t) => t.value)]);
const DOTTED = /"([a-z][A-Za-z]*)\.([a-z][A-Za-z]*)"/g;

/**
 * Every "<entity>.<verb>" string the code gives as an audit action: in `action: …` expressions
 * and type annotations (`action: block ? "user.block" : "user.unblock"`, `action: "a" | "b"`),
 * and, in a file that appends audit entries, any such string of a known entity (an action
 * passed through a variable: `write(…, "settings.update", …)`).
 */
function actionsWrittenInCode(): Set<string> {
  const found = new Set<string>();
  for (const file of [...sources(join(ROOT, "server/src")), ...sources(join(ROOT, "functions/src"))]) {
    const text = readFileSync(file, "utf8");
    for (const [, expression] of text.matchAll(/\baction\??:\s*([^,;\n{}]+)/g)) {
      for (const [, entity, verb] of expression!.matchAll(DOTTED)) found.add(`${entity}.${verb}`);
    }
    if (!/\baudit\(/.test(text)) continue;
    for (const [, entity, verb] of text.matchAll(DOTTED)) if (ENTITIES.has(entity!)) found.add(`${entity}.${verb}`);
  }
  // Actions built from a template: the catalogue's `${resource}.${verb}`, the content's `${RESOURCE[kind]}.${verb}`.
  for (const resource of CATALOGUE_RESOURCES) for (const verb of CATALOGUE_VERBS) found.add(`${resource}.${verb}`);
  for (const resource of ["staticPage", "blogPost"]) for (const verb of ["create", "update", "restore"]) found.add(`${resource}.${verb}`);
  return found;
}

describe("les actions du journal d’audit", () => {
  const written = actionsWrittenInCode();

  it("trouve les actions écrites par le code (la lecture des sources fonctionne)", () => {
    expect(written.size).toBeGreaterThan(40);
    for (const action of ["order.changeStatus", "user.adjustCredits", "user.block", "user.unblock", "creation.moderate", "settings.setEmailEnabled"]) {
      expect(written.has(action)).toBe(true);
    }
  });

  it("a un libellé français pour chaque action écrite dans le code", () => {
    const missing = [...written].filter((action) => !Object.hasOwn(AUDIT_ACTION_LABELS, action));
    expect(missing).toEqual([]);
  });

  it("ne propose au filtre que des actions que le code écrit", () => {
    const unused = Object.keys(AUDIT_ACTION_LABELS).filter((action) => !written.has(action));
    expect(unused).toEqual([]);
  });

  it("nomme chaque action sans la répéter", () => {
    expect(auditActionLabel("user.adjustCredits")).toBe("Crédits ajustés");
    expect(auditActionLabel("order.changeStatus")).toBe("Statut de commande modifié");
    expect(auditActionLabel("deliveryMethod.reorder")).toBe("Modes de livraison réordonnés");
    expect(auditActionLabel("printingProduct.setActive")).toBe("Produit d’impression activé ou désactivé");
    const labels = Object.values(AUDIT_ACTION_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("montre l’action brute d’une entrée plus ancienne que son libellé", () => {
    expect(auditActionLabel("legacy.thing")).toBe("legacy.thing");
    expect(auditActionLabel("toString")).toBe("toString");
  });
});

describe("les cibles du journal d’audit", () => {
  it("nomme chaque type de cible écrit par une action", () => {
    const prefixes = new Set(Object.keys(AUDIT_ACTION_LABELS).map((action) => action.split(".")[0]!));
    const types = new Set(AUDIT_TARGET_TYPES.map((t) => t.value));
    // media.* write targetType "mediaFile"; change.undo the target of the entry it undoes (any);
    // every other action's prefix is its target type.
    const expected = [...prefixes].filter((p) => p !== "change").map((p) => (p === "media" ? "mediaFile" : p));
    expect(expected.filter((t) => !types.has(t))).toEqual([]);
    expect(auditTargetTypeLabel("order")).toBe("Commande");
    expect(auditTargetTypeLabel("inconnu")).toBe("inconnu");
  });

  it.each([
    ["order.changeStatus", "order", "o1", "/orders/o1"],
    ["user.adjustCredits", "user", "u1", "/users/u1"],
    ["creation.moderate", "creation", "c1", "/creations?details=c1"],
    ["deliveryMethod.update", "deliveryMethod", "d1", "/delivery-methods/d1"],
    ["textToImageStyle.update", "textToImageStyle", "s1", "/text-to-image/s1"],
    ["imageToImagePrompt.create", "imageToImagePrompt", "p1", "/ai-prompts/p1"],
    ["printingProduct.duplicate", "printingProduct", "p2", "/impression/p2"],
    ["printingProduct.reorder", "printingProduct", "products", "/impression"],
    ["blogPost.update", "blogPost", "b1", "/blog/b1"],
    ["staticPage.restore", "staticPage", "s2", "/static-pages/s2"],
    ["emailTemplate.update", "emailTemplate", "order-shipped", "/emails?template=order-shipped"],
    ["mail.retry", "mail", "m1", "/emails?tab=journal&mail=m1"],
    ["media.update", "mediaFile", "media/affiches/a b.png", "/media?file=media%2Faffiches%2Fa%20b.png"],
    ["settings.setEmailEnabled", "settings", "app", "/settings"],
    ["feedback.assign", "feedback", "f1", "/feedback/f1"],
    ["contactMessage.reply", "contactMessage", "m2", "/contact-messages/m2"],
  ])("mène de %s à l’écran de la cible", (action, targetType, targetId, path) => {
    expect(auditTargetPath(action, targetType, targetId)).toBe(path);
  });

  it("encode l'identifiant de la cible : un id écrit de l'extérieur ne change ni le chemin ni les paramètres", () => {
    expect(auditTargetPath("order.changeStatus", "order", "../settings")).toBe("/orders/..%2Fsettings");
    expect(auditTargetPath("user.block", "user", "u1?tab=x")).toBe("/users/u1%3Ftab%3Dx");
    expect(auditTargetPath("creation.moderate", "creation", "c1&x=1")).toBe("/creations?details=c1%26x%3D1");
    expect(auditTargetPath("feedback.assign", "feedback", "a b#c")).toBe("/feedback/a%20b%23c");
  });

  it("ne mène nulle part pour une cible supprimée ou sans écran", () => {
    expect(auditTargetPath("deliveryMethod.delete", "deliveryMethod", "d1")).toBeNull();
    expect(auditTargetPath("media.delete", "mediaFile", "media/a.png")).toBeNull();
    expect(auditTargetPath("thing.update", "thing", "t1")).toBeNull();
    expect(auditTargetPath("thing.update", "constructor", "t1")).toBeNull();
  });
});

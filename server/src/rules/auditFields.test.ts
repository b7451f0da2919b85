import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { CATALOGUE_RESOURCES } from "./auditActions";
import { AUDIT_FIELDS, auditField, auditValueText } from "./auditFields";
import { MAIL_SWITCHES } from "@atelier/domain/mailTemplates";
import { userListFields } from "@atelier/domain/userSearchKeys";

const ROOT = join(__dirname, "../../..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "generated" || name === "node_modules" ? [] : sources(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The text from the bracket at `open` to its match. */
function balanced(text: string, open: number): string {
  const pairs: Record<string, string> = { "{": "}", "(": ")", "[": "]" };
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return text.slice(open, i + 1);
    }
  }
  return text.slice(open);
}

/**
 * The top-level keys of an object literal or type (`{ a: 1, b, ...c }`, `{ a: string; b?: number }`
 * → a, b); spreads and computed keys are left to the callers.
 */
function literalKeys(literal: string): string[] {
  const body = literal
    .slice(1, -1)
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "");
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const c of body) {
    if ("{([".includes(c)) depth++;
    else if ("})]".includes(c)) depth--;
    if ((c === "," || c === ";") && depth === 0) {
      parts.push(current);
      current = "";
    } else current += c;
  }
  parts.push(current);
  return parts.flatMap((part) => {
    const key = /^\s*([A-Za-z_$][\w$]*)\??\s*(:|$)/.exec(part)?.[1];
    return key ? [key] : [];
  });
}

/** The keys of the literal that follows `marker` in `text` (its first `{`). */
const keysAfter = (text: string, marker: string | RegExp): string[] => {
  const match = typeof marker === "string" ? null : marker.exec(text);
  const at = typeof marker === "string" ? text.indexOf(marker) : match ? match.index + match[0].length - 1 : -1;
  if (at === -1) throw new Error(`introuvable : ${marker}`);
  return literalKeys(balanced(text, text.indexOf("{", at)));
};

/**
 * Every field an audited write records, by target type, read from the sources: the literal
 * `before` / `after` of each `w.audit({ … })`, and for the writes that record whole records,
 * the records' own field lists (catalogue `toFields`, content `editableData`, a new user's data).
 */
function fieldsRecorded(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const add = (type: string, field: string) => found.set(type, (found.get(type) ?? new Set()).add(field));

  for (const file of [...sources(join(ROOT, "server/src")), ...sources(join(ROOT, "functions/src"))]) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/\.audit\(\{/g)) {
      const call = balanced(text, match.index + ".audit(".length);
      const type = /targetType:\s*"([A-Za-z]+)"/.exec(call)?.[1];
      if (!type) continue;
      for (const side of ["before", "after"]) {
        const at = call.search(new RegExp(`\\b${side}:\\s*\\{`));
        if (at !== -1) for (const key of literalKeys(balanced(call, call.indexOf("{", at)))) add(type, key);
      }
    }
  }

  const catalogue = read("server/src/firestore/catalogue/catalogueRepository.ts");
  const common = [...keysAfter(catalogue, "const stamps ="), "isActive", "position", "duplicatedFrom", "ids"];
  for (const resource of CATALOGUE_RESOURCES) {
    const file = readdirSync(join(ROOT, "server/src/firestore/catalogue"))
      .map((name) => read(`server/src/firestore/catalogue/${name}`))
      .find((text) => text.includes(`resource: "${resource}"`));
    if (!file) throw new Error(`pas de fichier pour ${resource}`);
    for (const key of [...keysAfter(file, "toFields:"), ...common]) add(resource, key);
  }

  const content = read("server/src/firestore/content/record.ts");
  const editable = balanced(content, content.indexOf("{", content.indexOf("export function editableData")));
  for (const type of ["staticPage", "blogPost"]) {
    for (const key of [...keysAfter(editable, "const common ="), ...keysAfter(editable, "return { ...common"), "status", "version"]) add(type, key);
  }

  const login = read("server/src/firestore/users/login.ts");
  const profile = read("server/src/firestore/users/record.ts");
  for (const key of [
    ...keysAfter(login, "const data ="),
    ...keysAfter(profile, "export interface NewUserProfile"),
    ...Object.keys(userListFields({ email: "a@b.c", firstName: "A", lastName: "B", credits: 1 })),
  ])
    add("user", key);

  const settings = read("packages/domain/src/settings/settings.ts");
  for (const key of [...keysAfter(settings, "export type SettingsValues ="), "maintenanceMode"]) add("settings", key);
  for (const key of MAIL_SWITCHES) add("settings", `emails.${key}`);

  const moderation = read("server/src/rules/creationModeration.ts");
  for (const key of keysAfter(moderation, /export function decidedModeration[^{]*\{\s*return \{/)) add("creation", `moderation.${key}`);
  found.get("creation")?.delete("moderation");

  return found;
}

describe("les champs du journal d’audit", () => {
  const recorded = fieldsRecorded();

  it("trouve les champs écrits par le code (la lecture des sources fonctionne)", () => {
    expect(recorded.get("user")).toEqual(expect.objectContaining({ has: expect.any(Function) }));
    for (const [type, field] of [
      ["user", "fullNameKey"],
      ["user", "hasCredits"],
      ["user", "credits"],
      ["order", "status"],
      ["order", "trackingNumber"],
      ["staticPage", "body"],
      ["creation", "moderation.status"],
      ["deliveryMethod", "price"],
      ["printingProduct", "variants"],
      ["settings", "vatRate"],
      ["feedback", "assigneeUid"],
    ]) {
      expect([type, field, recorded.get(type!)?.has(field!)]).toEqual([type, field, true]);
    }
  });

  it("a un libellé français (ou cache le champ) pour chaque champ que le code enregistre", () => {
    const missing = [...recorded].flatMap(([type, fields]) => [...fields].filter((field) => auditField(type, field) === undefined).map((f) => `${type}.${f}`));
    expect(missing).toEqual([]);
  });

  it("cache les clés de recherche et les champs internes au lieu de les montrer bruts", () => {
    for (const field of ["fullNameKey", "emailKey", "firstNameKey", "lastNameKey", "hasCredits", "uid", "transactionId"])
      expect(auditField("user", field)).toBeNull();
    for (const type of Object.keys(AUDIT_FIELDS)) {
      for (const field of Object.keys(AUDIT_FIELDS[type]!)) if (/Key$/.test(field)) expect(auditField(type, field)).toBeNull();
    }
  });

  it("nomme les champs en français et traduit les statuts", () => {
    expect(auditField("staticPage", "body")?.label).toBe("Contenu");
    expect(auditValueText(auditField("blogPost", "status")!, "SCHEDULED")).toBe("Programmé");
    expect(auditValueText(auditField("blogPost", "status")!, "DRAFT")).toBe("Brouillon");
    expect(auditValueText(auditField("order", "status")!, "shipped")).toBe("Expédiée");
    expect(auditValueText(auditField("creation", "moderation.status")!, "REJECTED")).toBe("Refusée");
    expect(auditValueText(auditField("user", "isBlocked")!, "true")).toBe("oui");
    expect(auditValueText(auditField("deliveryMethod", "price")!, "4.9")?.replace(/\s/g, " ")).toBe("4,90 €");
    expect(auditValueText(auditField("deliveryMethod", "countries")!, '["FR","BE"]')).toBe("FR, BE");
    expect(auditValueText(auditField("feedback", "assigneeUid")!, "uid-1", new Map([["uid-1", "Camille Martin"]]))).toBe("Camille Martin");
    expect(auditValueText(auditField("feedback", "assigneeUid")!, "uid-1")).toBe("uid-1");
    expect(auditField("settings", "emails.orderShipped")?.label).toBe("Envoi de « Commande expédiée »");
  });

  it("un champ sous un objet connu se lit sous son libellé ; un champ inconnu n'a pas de libellé", () => {
    expect(auditField("mediaFile", "customMetadata.credit")?.label).toBe("Métadonnées (credit)");
    expect(auditField("order", "somethingNew")).toBeUndefined();
    expect(auditField("unknownType", "status")).toBeUndefined();
  });
});

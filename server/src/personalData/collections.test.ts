/**
 * The table of collections (collections.ts) names every collection the code writes or reads, not
 * only those a demo data set fills (the API test personalData.test.ts walks a filled database): the
 * code's own collection names — a constant or a literal given to `.collection(…)`,
 * `.collectionGroup(…)`, a CollectionReader or a catalogue spec's `name` — are each a key of the
 * table or the last segment of one (« notes » for « orders/*\/notes »).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { COLLECTIONS, CUSTOMER_COLLECTIONS } from "./collections";
import { oneLine } from "./summary";

const ROOT = join(__dirname, "..", "..", "..");

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.endsWith(".d.ts"))
    .map((name) => readFileSync(join(ROOT, folder, name), "utf8"));
}

/** Every collection name the code uses, resolved through its constants. */
function collectionNamesInCode(): Set<string> {
  const files = [...sources("server/src"), ...sources("functions/src"), ...sources("packages/domain/src")];
  const text = files.join("\n");
  const constants = new Map<string, string>();
  for (const [, name, value] of text.matchAll(/\bconst ([A-Z][A-Z0-9_]*) = "([a-zA-Z]+)"/g)) constants.set(name!, value!);
  for (const [, name, value] of text.matchAll(/\bconst ([A-Z][A-Z0-9_]*) = \{ collection: "([a-zA-Z]+)"/g)) constants.set(`${name}.collection`, value!);
  const used = new Set<string>();
  const resolve = (token: string) => (token.startsWith('"') ? token.slice(1, -1) : constants.get(token));
  const patterns = [
    /\.collection(?:Group)?\(((?:[A-Z][A-Z0-9_]*(?:\.collection)?)|"[a-zA-Z]+")\)/g,
    /new CollectionReader\(\w+, ([A-Z][A-Z0-9_]*|"[a-zA-Z]+")/g,
    /^\s+name: ([A-Z][A-Z0-9_]*),$/gm, // a catalogue spec (firestore/catalogue/*.ts)
    /\bcollection: "([a-zA-Z]+)", field:/g, // the media library's usages (firestore/mediaFiles/usages.ts)
  ];
  for (const pattern of patterns) {
    for (const [, token] of text.matchAll(pattern)) {
      const name = /^[a-z]/.test(token!) ? token! : resolve(token!);
      if (name) used.add(name);
    }
  }
  return used;
}

it("chaque collection que le code nomme est dans la table, comme clé ou comme sous-collection", () => {
  const known = new Set(Object.keys(COLLECTIONS).flatMap((path) => [path, path.split("/").at(-1)!]));
  const used = collectionNamesInCode();
  // The scan finds them: the table's main collections, through their constants.
  expect([...used]).toEqual(expect.arrayContaining(["users", "orders", "notes", "auditLog", "savedViews", "products", "staffSecurity", "approvalRequests"]));
  expect([...used].filter((name) => !known.has(name)).sort()).toEqual([]);
});

it("chaque collection d’un client a son propre fichier dans l’archive", () => {
  const files = CUSTOMER_COLLECTIONS.map((c) => c.file);
  expect(new Set(files).size).toBe(files.length);
  expect(files.every((file) => /^[a-z-]+\.json$/.test(file))).toBe(true);
});

describe("le résumé : ce qu’un client a écrit tient sur une ligne", () => {
  it.each([
    ["Ma commande\nn’arrive pas", "Ma commande n’arrive pas"],
    ["  tabulé\tet\r\nretour  ", "tabulé et retour"],
    ["séparateur\u2028de ligne", "séparateur de ligne"],
    [42, "42"],
    [null, ""],
  ])("%j → %j", (value, expected) => {
    expect(oneLine(value)).toBe(expected);
  });

  it("coupe au-delà de la longueur permise", () => {
    expect(oneLine("a".repeat(200), 10)).toBe(`${"a".repeat(9)}…`);
  });
});

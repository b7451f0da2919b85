import type { PaletteEntry } from "./paletteEntry";
import { forgetRecentItems, readRecentItems, RECENT_STORAGE_KEY, rememberRecentItem } from "./recentItems";

function memoryStorage(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [[RECENT_STORAGE_KEY, initial]]);
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const user = (n: number): PaletteEntry => ({ key: `user:${n}`, kind: "user", label: `Client ${n}`, to: `/users/${n}` });

describe("éléments récents de la palette", () => {
  it("met le dernier choix en tête, sans doublon, et n'en garde que 5", () => {
    const storage = memoryStorage();
    for (const n of [1, 2, 3, 4, 5, 6]) rememberRecentItem(user(n), storage);
    rememberRecentItem(user(4), storage);
    expect(readRecentItems(storage).map((e) => e.key)).toEqual(["user:4", "user:6", "user:5", "user:3", "user:2"]);
  });

  it("écarte ce qui n'est pas une entrée valable ou ne mène pas dans la console", () => {
    const stored = JSON.stringify([
      user(1),
      { key: "x", kind: "user", label: "Ailleurs", to: "//evil.example" },
      { key: "y", kind: "user", label: "Ailleurs", to: "https://evil.example" },
      { key: "z", kind: "inconnu", label: "Type inconnu", to: "/users/z" },
      { key: "w", kind: "screen", label: 12, to: "/" },
      null,
    ]);
    expect(readRecentItems(memoryStorage(stored))).toEqual([user(1)]);
  });

  it("rend une liste vide pour un contenu illisible ou sans stockage", () => {
    expect(readRecentItems(memoryStorage("{pas du json"))).toEqual([]);
    expect(readRecentItems(memoryStorage('{"key":"x"}'))).toEqual([]);
    expect(readRecentItems(null)).toEqual([]);
  });

  it("oublie tout à la fin de la session", () => {
    const storage = memoryStorage();
    rememberRecentItem(user(1), storage);
    forgetRecentItems(storage);
    expect(readRecentItems(storage)).toEqual([]);
  });
});

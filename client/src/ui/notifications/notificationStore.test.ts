import { bellLabel, createNotificationStore, unreadCount } from "./notificationStore";
import { relativeTime } from "./relativeTime";

const at = (iso: string) => () => new Date(iso);

function storeWith(...titles: string[]) {
  const store = createNotificationStore({ now: at("2026-11-23T10:00:00.000Z") });
  const added = titles.map((title) => store.add({ type: "error", title, message: `${title} (détail)` }));
  return { store, added };
}

describe("centre de notifications", () => {
  it("garde chaque notification non lue, la plus récente en premier, avec les champs de la spec", () => {
    const { store } = storeWith("Première", "Seconde");
    const [newest, oldest] = store.getSnapshot();
    expect(newest).toEqual({
      id: expect.any(String),
      type: "error",
      title: "Seconde",
      message: "Seconde (détail)",
      createdAt: "2026-11-23T10:00:00.000Z",
      read: false,
      action: null,
    });
    expect(oldest?.title).toBe("Première");
    expect(newest?.id).not.toBe(oldest?.id);
    expect(unreadCount(store.getSnapshot())).toBe(2);
  });

  it("ne compte pas comme non lus les succès et informations (« Données chargées » après la connexion) : seulement erreurs et avertissements", () => {
    const store = createNotificationStore();
    store.add({ type: "success", title: "Données chargées" });
    store.add({ type: "info", title: "Lien copié" });
    expect(unreadCount(store.getSnapshot())).toBe(0);
    store.add({ type: "warning", title: "Maintenance" });
    store.add({ type: "error", title: "Erreur de chargement" });
    expect(unreadCount(store.getSnapshot())).toBe(2);
    expect(store.getSnapshot().map((n) => n.title)).toEqual(["Erreur de chargement", "Maintenance", "Lien copié", "Données chargées"]);
  });

  it("garde « Annuler » d’une modification réversible dix minutes, puis plus une fois utilisé (docs/undo.md)", () => {
    const store = createNotificationStore({ now: at("2026-11-23T10:00:00.000Z") });
    const onClick = jest.fn();
    const added = store.add({ type: "success", title: "Crédits mis à jour", action: { label: "Annuler", onClick, forMs: 10 * 60 * 1000 } });
    expect(added.action).toEqual({ label: "Annuler", onClick, until: "2026-11-23T10:10:00.000Z" });
    store.dropAction(added.id);
    expect(store.getSnapshot()[0]?.action).toBeNull();
  });

  it("note un message absent comme null", () => {
    const store = createNotificationStore();
    expect(store.add({ type: "info", title: "Lien copié" }).message).toBeNull();
  });

  it("marque une notification comme lue, et toutes", () => {
    const { store, added } = storeWith("A", "B", "C");
    store.markRead(added[0]!.id);
    expect(
      store
        .getSnapshot()
        .filter((n) => n.read)
        .map((n) => n.title),
    ).toEqual(["A"]);
    expect(unreadCount(store.getSnapshot())).toBe(2);
    store.markAllRead();
    expect(unreadCount(store.getSnapshot())).toBe(0);
  });

  it("supprime une notification, puis efface tout", () => {
    const { store, added } = storeWith("A", "B", "C");
    store.remove(added[1]!.id);
    expect(store.getSnapshot().map((n) => n.title)).toEqual(["C", "A"]);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
  });

  it("ne garde que les plus récentes au-delà du plafond", () => {
    const store = createNotificationStore({ cap: 3 });
    for (const title of ["1", "2", "3", "4", "5"]) store.add({ type: "error", title });
    expect(store.getSnapshot().map((n) => n.title)).toEqual(["5", "4", "3"]);
  });

  it("prévient les abonnés à chaque changement, et seulement alors (instantané stable)", () => {
    const { store, added } = storeWith("A");
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    store.markRead("inconnue");
    store.remove("inconnue");
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);
    store.markRead(added[0]!.id);
    store.markRead(added[0]!.id);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

it("nomme la cloche avec le nombre de non lues", () => {
  expect(bellLabel(0)).toBe("Notifications");
  expect(bellLabel(1)).toBe("Notifications, 1 non lue");
  expect(bellLabel(3)).toBe("Notifications, 3 non lues");
});

describe("temps relatif", () => {
  const now = new Date("2026-11-23T10:00:00.000Z");
  it.each([
    ["2026-11-23T09:59:58.000Z", "maintenant"],
    ["2026-11-23T09:59:15.000Z", "il y a 45 secondes"],
    ["2026-11-23T09:57:00.000Z", "il y a 3 minutes"],
    ["2026-11-23T08:00:00.000Z", "il y a 2 heures"],
    ["2026-11-22T09:00:00.000Z", "hier"],
    ["2026-11-09T10:00:00.000Z", "il y a 2 semaines"],
  ])("%s → %s", (iso, text) => {
    expect(relativeTime(iso, now)).toBe(text);
  });
});

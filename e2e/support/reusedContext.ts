import type { BrowserContext, Page } from "playwright-core";

// A test file's browser context, handed from one test to the next with its site data wiped.
//
// A fresh context starts with an empty HTTP cache: its first load of the console fetched all of its
// scripts again (about 110 of them for /orders) through the Hosting emulator and compiled them again.
// Measured on /orders (5 Dec 2026, stack 3, six loads each, CPU per load): a fresh context 0.91 s
// of Chromium and 0.41 s of the Firebase CLI; the same context, its cookies and site data wiped and
// the session written back, 0.74 s and 0.06 s. What a test can see of the context is what a fresh
// one has: no cookie, no local storage, no IndexedDB, no session — only the HTTP cache stays, as
// the console's scripts stay in an operator's browser from one visit to the next.
//
// A context a test changed in a way that wiping site data does not undo (an init script, a route,
// an exposed binding, the clock, offline, permissions) is closed after the test, not handed on.

const CHANGES_THAT_STAY = [
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "route",
  "routeFromHAR",
  "routeWebSocket",
  "setOffline",
  "setExtraHTTPHeaders",
  "setGeolocation",
  "setHTTPCredentials",
  "grantPermissions",
] as const;
const CLOCK_CHANGES = ["install", "pauseAt", "setFixedTime", "setSystemTime"] as const;

const changed = new WeakSet<BrowserContext>();
const reusable = new WeakSet<BrowserContext>();

/** Marks `context` as one that may be handed to the next test, until a test changes it for good or closes it. */
export function offerForReuse(context: BrowserContext): void {
  reusable.add(context);
  const mark = () => changed.add(context);
  for (const name of CHANGES_THAT_STAY) {
    const original = context[name].bind(context) as (...args: unknown[]) => unknown;
    (context as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      mark();
      return original(...args);
    };
  }
  for (const name of CLOCK_CHANGES) {
    const original = context.clock[name].bind(context.clock) as (...args: unknown[]) => unknown;
    (context.clock as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      mark();
      return original(...args);
    };
  }
  context.on("close", mark);
}

/** Whether `context` can serve the next test (offered, and not changed for good since). */
export function canBeReused(context: BrowserContext): boolean {
  return reusable.has(context) && !changed.has(context);
}

/** Closes the pages a test left open in `context` (the context stays). */
export async function closePages(context: BrowserContext): Promise<void> {
  await Promise.all(context.pages().map((page) => page.close()));
}

/**
 * A new page in `context`, after its cookies and site data (local storage, IndexedDB, service
 * workers, caches of the Cache API) are wiped for `origins`. The HTTP cache is not site data: it
 * stays.
 */
export async function pageWithSiteDataWiped(context: BrowserContext, origins: string[]): Promise<Page> {
  await closePages(context);
  await context.clearCookies();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    for (const origin of origins) await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
  } finally {
    await cdp.detach();
  }
  return page;
}

/** The records Firebase Auth keeps its signed-in user in (its IndexedDB `firebaseLocalStorageDb`). */
export type SessionRecords = unknown[];

const FIREBASE_DB = "firebaseLocalStorageDb";
const FIREBASE_STORE = "firebaseLocalStorage";

/** The page's Firebase Auth session records (the page is on the console's origin, signed in). */
export function readSession(page: Page): Promise<SessionRecords> {
  return page.evaluate(
    ([db, store]) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction(store).objectStore(store).getAll();
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    [FIREBASE_DB, FIREBASE_STORE] as const,
  );
}

/**
 * Writes `records` back as Firebase Auth keeps them, from a page of the console's origin that is
 * not the console (its icon: the console must find the session when it starts, not after).
 * Playwright's `setStorageState` would do it too, but it empties the HTTP cache first.
 */
export async function restoreSession(page: Page, baseUrl: string, records: SessionRecords): Promise<void> {
  await page.goto(new URL("/favicon.svg", baseUrl).href);
  await page.evaluate(
    ([db, store, rows]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db, 1);
        open.onupgradeneeded = () => open.result.createObjectStore(store, { keyPath: "fbase_key" });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const write = open.result.transaction(store, "readwrite");
          for (const row of rows) write.objectStore(store).put(row);
          write.oncomplete = () => {
            open.result.close();
            resolve();
          };
          write.onerror = () => reject(write.error);
        };
      }),
    [FIREBASE_DB, FIREBASE_STORE, records] as const,
  );
}

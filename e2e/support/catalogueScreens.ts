// The catalogue screens' e2e helpers: what Firestore holds behind the console's back, the list's
// rows, and a mutation held back so that what shows before the answer is the optimistic update.
import { getFirestore, type Query } from "firebase-admin/firestore";
import type { Locator, Page } from "playwright-core";
import { adminApp } from "./firebaseAdmin";

const db = () => getFirestore(adminApp());

export type Stored = { id: string; data: Record<string, any> };

/** The record of `collection` named `name`, or null. */
export async function storedByName(collection: string, name: string): Promise<Stored | null> {
  const snap = await db().collection(collection).where("name", "==", name).limit(1).get();
  const doc = snap.docs[0];
  return doc ? { id: doc.id, data: doc.data() } : null;
}

export async function storedById(collection: string, id: string): Promise<Record<string, any> | undefined> {
  return (await db().doc(`${collection}/${id}`).get()).data();
}

/** Adds a record at the end of the list, as the storefront's back-office would have, for a test to change. */
export async function addCatalogueRecord(collection: string, fields: Record<string, unknown>): Promise<string> {
  const last = await db().collection(collection).orderBy("position", "desc").limit(1).get();
  const position = ((last.docs[0]?.get("position") as number | undefined) ?? -1) + 1;
  const ref = await db().collection(collection).add({ ...fields, isActive: true, position, version: 1 });
  return ref.id;
}

/** How many documents a query matches (a count() aggregation). */
export async function countOf(query: (firestore: FirebaseFirestore.Firestore) => Query): Promise<number> {
  return (await query(db()).count().get()).data().count;
}

/** « 1 234 » with the no-break space French typography puts between thousands. */
export const frenchInteger = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");

/** The list's table once loaded (`label` is its accessible name, e.g. "Produits"). */
export async function loadedList(page: Page, label: string): Promise<Locator> {
  const table = page.locator(`table[aria-label="${label}"][aria-busy="false"]`);
  await table.locator("tbody tr").first().waitFor();
  return table;
}

/** The names of the list's rows, top to bottom (the name is the second cell, after the handle). */
export async function listedNames(table: Locator): Promise<string[]> {
  return table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => row.querySelectorAll("td")[1]?.textContent?.trim() ?? ""));
}

/** The row of the item named `name`. */
export const rowNamed = (table: Locator, name: string): Locator =>
  table.locator("tbody tr").filter({ has: table.page().getByRole("link", { name, exact: true }) });

/**
 * Holds the answer to the GraphQL operation `operationName` for `ms`; resolves once the answer
 * has gone through, so the test can tell what showed before it from what stays after.
 */
export async function holdOperation(page: Page, operationName: string, ms: number): Promise<Promise<void>> {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/graphql", async (route) => {
    const mine = route.request().postDataJSON()?.operationName === operationName;
    if (mine) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
    if (mine) release();
  });
  return answered;
}

const operationAnswered = (page: Page, operationName: string) =>
  page.waitForResponse((response) => response.request().postDataJSON()?.operationName === operationName);

/**
 * Switches the row « <name> actif » off from the keyboard with the server's answer held back:
 * the switch must be off before the answer comes (optimistic), and stay off once it has come.
 */
export async function deactivateOptimistically(page: Page, name: string, operationName: string): Promise<void> {
  const answered = await holdOperation(page, operationName, 2500);
  const label = `${name} actif`;
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press("Space");
  await page.waitForFunction((label) => document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)?.checked === false, label, {
    timeout: 1500,
  });
  await answered;
  await page.getByText("Désactivation enregistrée").waitFor();
  expect(await page.getByLabel(label, { exact: true }).isChecked()).toBe(false);
}

/**
 * Moves the last row of the list up one place with its menu (« Monter ») and waits for the
 * server's answer; returns the new order of the names, which the table shows.
 */
export async function moveLastUp(page: Page, table: Locator, operationName: string): Promise<string[]> {
  const before = await listedNames(table);
  const last = before[before.length - 1]!;
  const expected = [...before.slice(0, -2), last, before[before.length - 2]!];
  const answered = operationAnswered(page, operationName);
  await page.getByRole("button", { name: `Actions pour ${last}` }).click();
  await page.getByRole("menuitem", { name: "Monter" }).click();
  await answered;
  expect(await listedNames(table)).toEqual(expected);
  return expected;
}

/**
 * Asks to delete the row `name`, confirms, and expects the refusal of a record still in use:
 * `message` (the count of what uses it) and « Désactiver » offered; leaves it with « Annuler ».
 */
export async function expectDeleteRefused(page: Page, name: string, message: string): Promise<void> {
  await page.getByRole("button", { name: `Actions pour ${name}` }).click();
  await page.getByRole("menuitem", { name: "Supprimer" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
  const refusal = page.getByRole("alertdialog", { name: "Suppression impossible" });
  await refusal.getByText(message).waitFor();
  await refusal.getByRole("button", { name: "Désactiver" }).waitFor();
  await refusal.getByRole("button", { name: "Annuler" }).click();
  await refusal.waitFor({ state: "hidden" });
}

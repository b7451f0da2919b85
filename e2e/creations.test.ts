import type { Locator, Page } from "playwright-core";
import { browserPerFile, loginAsAdmin, waitForPath, waitForTitle } from "./support/browser";
import { imageToImageCreationId, oldestCreationId, storedModeration } from "./support/creations";

jest.setTimeout(90_000);

const openPage = browserPerFile();

/** Signs in and opens the moderation screen at `path`, once the grid is there. */
async function openCreations(path = "/creations"): Promise<Page> {
  const page = await openPage();
  await loginAsAdmin(page, path);
  await waitForPath(page, "/creations");
  await waitForTitle(page, "Modération des Créations - Admin");
  // Not through the listbox role: an open modal (a highlight off the first page) hides the grid from it.
  await page.locator("[data-creation-id]").first().waitFor();
  return page;
}

const grid = (page: Page) => page.getByRole("listbox", { name: "Créations" });
const cards = (page: Page) => grid(page).locator("[data-creation-id]");
const idOf = async (card: Locator) => (await card.getAttribute("data-creation-id")) ?? "";

/** Polls Firestore until the creation's stored moderation matches. */
async function expectStored(id: string, expected: Record<string, unknown>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const moderation = await storedModeration(id);
    if (Object.entries(expected).every(([k, v]) => moderation?.[k] === v)) return;
    if (attempt > 50) expect(moderation).toMatchObject(expected);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("modération des créations", () => {
  it("charge la file d'attente et l'annonce : 'Créations chargées'", async () => {
    const page = await openCreations();
    await page.getByText("Créations chargées", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "En attente" }).getAttribute("aria-pressed")).toBe("true");
    expect(await cards(page).count()).toBeGreaterThan(3);
    // Each card's shortcuts fit in it, « Détails » included (the card clips what overflows).
    const clipped = await grid(page).evaluate(
      (list) =>
        Array.from(list.querySelectorAll<HTMLElement>("[data-creation-id]")).filter((card) => {
          const box = card.getBoundingClientRect();
          const details = Array.from(card.querySelectorAll("span")).find((span) => span.textContent === "Détails");
          const r = details?.getBoundingClientRect();
          return !r || r.right > box.right - 1 || r.bottom > box.bottom - 1;
        }).length,
    );
    expect(clipped).toBe(0);
  });

  it("approuve une création au clavier : flèche puis A", async () => {
    const page = await openCreations();
    await cards(page).first().focus();
    await page.keyboard.press("ArrowRight");
    const target = cards(page).nth(1);
    const id = await idOf(target);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-creation-id"))).toBe(id);
    await page.keyboard.press("a");
    await grid(page).locator(`[data-creation-id="${id}"]`).waitFor({ state: "detached" });
    await expectStored(id, { isModerated: true, status: "APPROVED" });
    await page.getByText("1 création approuvée", { exact: true }).waitFor();
    // The focus stays in the grid, on the card that took its place.
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("data-creation-id"));
    expect(focused).toBe(await idOf(cards(page).nth(1)));
  });

  it("refuse trois créations d'un coup avec un motif (clic puis Maj + clic)", async () => {
    const page = await openCreations();
    const ids = await Promise.all([0, 1, 2].map((i) => idOf(cards(page).nth(i))));
    await cards(page).nth(0).click();
    await cards(page)
      .nth(2)
      .click({ modifiers: ["Shift"] });
    await page.getByText("3 sélectionnées", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Refuser la sélection" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Refuser 3 créations" });
    await dialog.waitFor();
    await dialog.getByText("Présence de texte ou de logo de marque", { exact: true }).click();
    await dialog.getByRole("button", { name: "Refuser", exact: true }).click();
    for (const id of ids) await grid(page).locator(`[data-creation-id="${id}"]`).waitFor({ state: "detached" });
    for (const id of ids) {
      await expectStored(id, { isModerated: true, status: "REJECTED", reason: "Présence de texte ou de logo de marque" });
    }
    // They now show in the "Refusées" view, and the view is in the URL.
    await page.getByRole("button", { name: "Refusées" }).click();
    await page.waitForURL((url) => url.searchParams.get("moderation") === "REJECTED");
    await grid(page).locator(`[data-creation-id="${ids[0]}"]`).waitFor();
  });

  it("garde la fenêtre de refus dans l'URL : elle survit au rechargement et le retour la ferme sans rien décider", async () => {
    const page = await openCreations();
    const id = await idOf(cards(page).first());
    await cards(page).first().focus();
    await page.keyboard.press("r");
    const dialog = page.getByRole("alertdialog", { name: "Refuser la création" });
    await dialog.waitFor();
    expect(new URL(page.url()).searchParams.get("reject")).toBe(id);
    await page.reload();
    // The creation is found again once the grid has loaded: the reasons are offered.
    await dialog.getByText("Présence de texte ou de logo de marque", { exact: true }).waitFor();
    await page.goBack();
    await dialog.waitFor({ state: "hidden" });
    expect(new URL(page.url()).searchParams.get("reject")).toBeNull();
    await grid(page).locator(`[data-creation-id="${id}"]`).waitFor();
    expect((await storedModeration(id))?.isModerated).not.toBe(true);
  });

  it("ouvre la modale de détails avec Espace", async () => {
    const page = await openCreations();
    const id = await idOf(cards(page).first());
    await cards(page).first().focus();
    await page.keyboard.press(" ");
    const dialog = page.getByRole("dialog", { name: "Détails de la création" });
    await dialog.waitFor();
    await dialog.getByText("Prompt", { exact: true }).waitFor();
    await dialog.getByText("En attente", { exact: true }).waitFor();
    // The other link of the dialog is its history's « Voir tout ».
    const author = dialog.getByRole("link").filter({ hasNotText: "Voir tout" });
    expect(await author.getAttribute("href")).toMatch(/^\/users\/.+/);
    expect(new URL(page.url()).searchParams.get("details")).toBe(id);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("montre au modérateur la photo d'origine du client d'une création image-to-image", async () => {
    const id = await imageToImageCreationId();
    // Opened from the list (signing in on the details URL: the modal hides the navigation it waits for).
    const page = await openCreations();
    await page.goto(`/creations?details=${id}`);
    const dialog = page.getByRole("dialog", { name: "Détails de la création" });
    const source = dialog.getByTestId("creation-source");
    await source.getByText("Photo d’origine du client").waitFor();
    const photo = source.getByRole("img", { name: "Photo d’origine envoyée par le client" });
    await photo.waitFor();
    // Loaded through its signed /files link, like the creation's own image.
    expect(await photo.getAttribute("src")).toMatch(/^\/files\/creations\/sources\//);
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await photo.elementHandle());
  });

  it("suit /creations?highlight={id} : fait défiler jusqu'à la création et l'entoure", async () => {
    const probe = await openCreations();
    const id = await idOf(cards(probe).nth(10));
    await probe.context().close();
    const page = await openCreations(`/creations?highlight=${id}`);
    const card = grid(page).locator(`[data-creation-id="${id}"]`);
    await page.waitForFunction((target) => document.activeElement?.getAttribute("data-creation-id") === target, id);
    expect(await card.getAttribute("data-highlighted")).toBe("true");
    // Scrolled into the viewport (smoothly: wait for the scroll to end).
    await card.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const check = () => {
            const { top, bottom } = el.getBoundingClientRect();
            if (top >= 0 && bottom <= innerHeight) resolve();
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
  });

  it("suit /creations?highlight={id} d'une création hors de la première page : l'ouvre", async () => {
    const id = await oldestCreationId();
    const page = await openCreations(`/creations?highlight=${id}`);
    const dialog = page.getByRole("dialog", { name: "Détails de la création" });
    await dialog.waitFor();
    await dialog.getByText("Décidée par", { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get("details")).toBe(id);
  });
});

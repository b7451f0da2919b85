// /media « Media Library » (docs/media.md): uploads with their progress, an automatic retry after
// a 503, the details panel (alt text), and a used file that cannot be deleted.
import type { Page, Route } from "playwright-core";
import sharp from "sharp";
import { BASE_URL, browserPerFile, expectConsoleProblems, literally, loginAsAdmin, waitForTitle } from "./support/browser";

jest.setTimeout(360_000);

const openPage = browserPerFile();
/**
 * An upload goes through the API function and sharp (its thumbnail): on a loaded 2-core CI with
 * the other e2e half running, one can outlast the 15 s default wait. Still a condition, not a clock.
 */
const UPLOADED = { timeout: 60_000 };
/** The local disk keeps its files between runs: each run's names are its own. */
const RUN = Date.now().toString(36);

const png = (color: string) =>
  sharp({ create: { width: 200, height: 120, channels: 3, background: color } })
    .png()
    .toBuffer();

async function openLibrary(path = "/media"): Promise<Page> {
  const page = await openPage();
  await loginAsAdmin(page);
  await page.goto(path);
  await waitForTitle(page, "Media Library - Admin");
  await page.getByRole("heading", { level: 1, name: "Media Library" }).waitFor();
  return page;
}

/** A file of the grid, named by its visible text: its name, then its size and date. */
const tile = (page: Page, name: string) =>
  page.getByRole("list", { name: "Fichiers" }).getByRole("button", { name: new RegExp(`^${name.replace(/[.]/g, "\\.")}`) });
const uploads = (page: Page) => page.getByRole("region", { name: "Envois en cours" }).getByTestId("upload-item");

/** Holds every POST /storage/files until `release`; `answer` may replace one attempt's answer. */
async function interceptUploads(page: Page, answer?: (attempt: number, route: Route) => Promise<boolean>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let attempts = 0;
  await page.route("**/storage/files", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    const attempt = ++attempts;
    if (answer && (await answer(attempt, route))) return;
    await released;
    await route.fallback();
  });
  return { release, attempts: () => attempts };
}

describe("médiathèque", () => {
  it("envoie deux images avec leur progression et montre leurs miniatures ; un envoi répondu 503 réussit seul", async () => {
    const page = await openLibrary();
    await tile(page, "affiche-noel.png").waitFor();

    const held = await interceptUploads(page);
    await page.getByLabel("Choisir des fichiers à envoyer").setInputFiles([
      { name: `Vitrine Été ${RUN}.png`, mimeType: "image/png", buffer: await png("#e76f51") },
      { name: `Atelier nuit ${RUN}.png`, mimeType: "image/png", buffer: await png("#264653") },
    ]);
    // Both in the queue, each with its own progress bar, while the server has not answered.
    await uploads(page).nth(1).waitFor();
    expect(await uploads(page).count()).toBe(2);
    for (const item of await uploads(page).all()) expect(await item.getByRole("progressbar").count()).toBe(1);
    await uploads(page).first().getByText(`Vitrine Été ${RUN}.png`).waitFor();
    expect(await uploads(page).first().getAttribute("data-status")).toBe("uploading");
    held.release();
    await page.locator('[data-testid="upload-item"][data-status="done"]').nth(1).waitFor(UPLOADED);
    for (const name of [`vitrine-ete-${RUN}.png`, `atelier-nuit-${RUN}.png`]) {
      await tile(page, name).locator('[data-thumb-state="loaded"]').waitFor(UPLOADED);
    }
    await page.unrouteAll({ behavior: "wait" });

    // The first attempt of the next upload answers 503: the queue waits and sends it again by itself.
    expectConsoleProblems(page, new RegExp(`status of 503 \\(Service Unavailable\\) \\(${literally(BASE_URL)}/storage/files\\)$`));
    const flaky = await interceptUploads(page, async (attempt, route) => {
      if (attempt !== 1) return false;
      await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ code: "storage/unknown", message: "Service indisponible" }) });
      return true;
    });
    flaky.release();
    await page.getByLabel("Choisir des fichiers à envoyer").setInputFiles({ name: `reprise ${RUN}.png`, mimeType: "image/png", buffer: await png("#2a9d8f") });
    await tile(page, `reprise-${RUN}.png`).locator('[data-thumb-state="loaded"]').waitFor(UPLOADED);
    expect(flaky.attempts()).toBe(2);
    expect(await page.locator('[data-testid="upload-item"][data-status="error"]').count()).toBe(0);
  });

  it("un fichier refusé (type non pris en charge) dit pourquoi et propose « Retirer », jamais « Réessayer » ; la barre et son texte disent la même progression", async () => {
    const page = await openLibrary();
    await tile(page, "affiche-noel.png").waitFor();

    // While the server has not answered: the text's percentage is the bar's value and width.
    const held = await interceptUploads(page);
    await page
      .getByLabel("Choisir des fichiers à envoyer")
      .setInputFiles({ name: `progression ${RUN}.png`, mimeType: "image/png", buffer: await png("#e9c46a") });
    const item = uploads(page).first();
    await item.getByRole("progressbar").waitFor();
    const shown = await item.evaluate((row) => {
      const bar = row.querySelector('[role="progressbar"]')!;
      const range = bar.firstElementChild as HTMLElement;
      return {
        text: /(\d+)\u202f?\s?%/.exec(row.textContent ?? "")?.[1] ?? null,
        value: bar.getAttribute("aria-valuenow"),
        width: Math.round((range.getBoundingClientRect().width / bar.getBoundingClientRect().width) * 100),
        transition: getComputedStyle(range).transitionDuration,
      };
    });
    expect({ text: shown.text, width: shown.width, transition: shown.transition }).toEqual({ text: shown.value, width: Number(shown.value), transition: "0s" });
    held.release();
    await page.locator('[data-testid="upload-item"][data-status="done"]').waitFor(UPLOADED);
    await page.getByRole("button", { name: "Effacer les envois terminés" }).click();
    await page.unrouteAll({ behavior: "wait" });

    // A text file named .png: the server reads the bytes and refuses it (415).
    expectConsoleProblems(page, new RegExp(`status of 415 \\(Unsupported Media Type\\) \\(${literally(BASE_URL)}/storage/files\\)$`));
    const name = `notes ${RUN}.png`;
    await page.getByLabel("Choisir des fichiers à envoyer").setInputFiles({ name, mimeType: "image/png", buffer: Buffer.from("pas une image") });
    const refused = page.locator('[data-testid="upload-item"][data-status="refused"]');
    await refused.waitFor(UPLOADED);
    await refused.getByRole("alert").getByText("Format non pris en charge\u00a0: choisissez une image PNG, JPEG, WebP, GIF ou AVIF.").waitFor();
    expect(await refused.getByRole("button", { name: /Réessayer/ }).count()).toBe(0);
    await refused.getByRole("button", { name: `Retirer ${name} des envois` }).click();
    await refused.waitFor({ state: "detached" });
  });

  it("cherche par nom, modifie le texte alternatif, et refuse de supprimer un fichier utilisé", async () => {
    const page = await openLibrary();
    await page.getByRole("searchbox", { name: "Rechercher un fichier" }).fill("noel");
    await page.waitForURL((url) => url.searchParams.get("q") === "noel");
    await tile(page, "affiche-noel.png").click();
    let panel = page.getByRole("dialog", { name: "affiche-noel.png" });
    await panel.getByText("media/affiches/affiche-noel.png", { exact: true }).waitFor();
    await panel.getByText("image/png", { exact: true }).waitFor();
    await panel.getByLabel("Texte alternatif").fill("Affiche de Noël, lettres dorées");
    await panel.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Fichier enregistré").first().waitFor();
    await page.reload();
    panel = page.getByRole("dialog", { name: "affiche-noel.png" });
    expect(await panel.getByLabel("Texte alternatif").inputValue()).toBe("Affiche de Noël, lettres dorées");
    await panel.getByRole("button", { name: "Fermer" }).click();
    await panel.waitFor({ state: "hidden" });

    // The seeded style « Aquarelle » shows styles/aquarelle.svg: the library says so and keeps it.
    await page.goto("/media?file=styles/aquarelle.svg");
    panel = page.getByRole("dialog", { name: "aquarelle.svg" });
    await panel.getByText("Aquarelle", { exact: true }).waitFor();
    await panel.getByRole("button", { name: "Supprimer" }).click();
    await page.getByRole("alertdialog", { name: "Supprimer ce fichier\u00a0?" }).getByRole("button", { name: "Supprimer" }).click();
    await page.getByText("Ce fichier est utilisé par 1 élément\u00a0: il ne peut pas être supprimé.").first().waitFor();
    await page.reload();
    await page.getByRole("dialog", { name: "aquarelle.svg" }).getByText("styles/aquarelle.svg", { exact: true }).waitFor();
  });
});

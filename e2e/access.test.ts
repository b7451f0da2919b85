import {
  ACCESS_DENIED,
  BASE_URL,
  browserPerFile,
  DEMO_ADMIN,
  expectConsoleProblems,
  loginAlertText,
  literally,
  loginAsAdmin,
  waitForPath,
} from "./support/browser";
import { setAdminRights } from "./support/firebaseAdmin";
import { slowDownApi, waitUntilLoaded } from "./support/layoutShift";

jest.setTimeout(120_000);

const openPage = browserPerFile();

describe("droits retirés pendant la session", () => {
  afterEach(async () => {
    await setAdminRights(DEMO_ADMIN.email, true); // the other e2e files sign in as this admin
  });

  it("au chargement suivant d'une liste, dit « Accès refusé » une seule fois et ferme la session", async () => {
    const page = await openPage();
    const inFlight = await slowDownApi(page.context(), 0); // counts the API calls, delays none
    await loginAsAdmin(page);
    await page.getByRole("link", { name: "Utilisateurs" }).click();
    await waitForPath(page, "/users");
    await page.getByText("Utilisateurs chargés").first().waitFor();
    // The saved views' bar loads after the rows (issue 34) and asks the API for its counts: wait
    // until the page has nothing left to ask, or those late calls, refused once the rights are
    // gone, would end the session before the click this test is about.
    await waitUntilLoaded(page, inFlight);

    await setAdminRights(DEMO_ADMIN.email, false); // another administrator revokes them
    // The API's refusals of the revoked session (the point of this test), as Chromium logs them.
    expectConsoleProblems(page, new RegExp(`status of 403 \\(Forbidden\\) \\(${literally(BASE_URL)}/graphql\\)$`));
    await page.getByRole("link", { name: "Commandes" }).click();

    await page.getByText("Vous devez être administrateur pour accéder à cette section").waitFor();
    await waitForPath(page, "/login");
    expect(await loginAlertText(page)).toBe(ACCESS_DENIED);
    expect(await page.getByText("Accès refusé", { exact: true }).count()).toBe(1);
    expect(await page.getByText("Erreur de chargement").count()).toBe(0);
  });
});

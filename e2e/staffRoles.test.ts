// « Rôles » on /settings/staff (docs/staff.md, docs/roles.md): the owner creates a custom role
// from permissions, gives it to a member from the team's list, and the roles' list counts them.
// The tab and the role dialog: no axe violation, at 1440 and 390 px.
import type { Page } from "playwright-core";
import { animationsSettled, expectNoAxeViolations } from "./support/a11y";
import { browserPerFile, loginAsAdmin, waitForTitle } from "./support/browser";
import { createStaffMember, deleteStaffMember, deleteStaffRolesNamed, type StaffMember } from "./support/firebaseAdmin";

jest.setTimeout(240_000);

const openPage = browserPerFile();
const ROLE = `Emballage ${String(Date.now()).slice(-6)}`;
const PACKER: StaffMember = {
  uid: "e2e-roles-emballage",
  email: "e2e-roles-emballage@atelier.test",
  password: "e2e-roles-emballage1234",
  firstName: "Noé",
  lastName: "Perret",
  staffRole: "FULFILMENT",
};

beforeAll(async () => {
  await createStaffMember(PACKER);
});

afterAll(async () => {
  await deleteStaffMember(PACKER.uid);
  await deleteStaffRolesNamed(ROLE);
});

async function openRoles(page: Page) {
  await loginAsAdmin(page, "/settings/staff?tab=roles");
  await waitForTitle(page, "Équipe - Admin");
  await page.getByRole("button", { name: "Nouveau rôle" }).and(page.locator(":not([disabled])")).waitFor();
}

const roleRow = (page: Page, name: string) => page.getByRole("table", { name: "Rôles de l’équipe" }).getByRole("row").filter({ hasText: name });

describe("rôles personnalisés", () => {
  it("le propriétaire crée un rôle fait de permissions et le donne à un membre", async () => {
    const page = await openPage();
    await openRoles(page);
    // Built-in roles are listed read-only.
    await roleRow(page, "Propriétaire").getByText("Intégré").waitFor();
    expect(
      await roleRow(page, "Propriétaire")
        .getByRole("button", { name: /Modifier/ })
        .count(),
    ).toBe(0);

    await page.getByRole("button", { name: "Nouveau rôle" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouveau rôle" });
    // Nothing chosen: the domain's own refusal, on the field, before anything is sent.
    await dialog.getByLabel(/^Nom du rôle/).fill(ROLE);
    await dialog.getByRole("button", { name: "Créer le rôle" }).click();
    await dialog.getByText("Cochez au moins une permission.").waitFor();
    await dialog.getByRole("checkbox", { name: /^Commandes/ }).check({ force: true });
    await dialog.getByRole("checkbox", { name: /^Préparation et expédition/ }).check({ force: true });
    await dialog.getByRole("button", { name: "Créer le rôle" }).click();
    await dialog.waitFor({ state: "hidden" });
    await roleRow(page, ROLE).getByText("Commandes, Préparation et expédition").waitFor();

    // The members' tab: the role select offers it; a confirmation, then the member holds it.
    await page.getByRole("tab", { name: "Membres" }).click();
    const member = page.getByRole("row").filter({ hasText: PACKER.email });
    await member.getByLabel(`Rôle de ${PACKER.firstName} ${PACKER.lastName}`).selectOption({ label: ROLE });
    await page.getByRole("alertdialog").getByRole("button", { name: "Changer le rôle" }).click();
    await member.getByRole("cell", { name: ROLE }).first().waitFor();

    await page.getByRole("tab", { name: "Rôles" }).click();
    await roleRow(page, ROLE).getByRole("cell", { name: "1", exact: true }).waitFor();
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`à ${viewport.width} px : l’onglet « Rôles » et le dialogue d’un rôle n’ont pas de violation axe`, async () => {
      const page = await openPage();
      await loginAsAdmin(page);
      await page.setViewportSize(viewport);
      await page.goto("/settings/staff?tab=roles");
      await page.getByRole("button", { name: "Nouveau rôle" }).and(page.locator(":not([disabled])")).waitFor();
      await animationsSettled(page);
      await expectNoAxeViolations(page, `rôles à ${viewport.width} px`);

      await page.getByRole("button", { name: "Nouveau rôle" }).click();
      await page
        .getByRole("dialog", { name: "Nouveau rôle" })
        .getByRole("checkbox", { name: /^Finances/ })
        .waitFor({ state: "attached" });
      await animationsSettled(page);
      await expectNoAxeViolations(page, `dialogue de rôle à ${viewport.width} px`);
    });
  }
});

import { BUILT_IN_ROLE_DEFINITIONS, PERMISSIONS, type Permission } from "@atelier/domain/staff/permissions";
import { PATHS } from "./paths";
import { firstOpenScreen, mayOpen, mayOpenList, missingForRoute, SHELL_ROUTES } from "./routeTable";

const PACKER = BUILT_IN_ROLE_DEFINITIONS.FULFILMENT.permissions;
const route = (path: string) => SHELL_ROUTES.find((r) => r.path === path)!;
const sidebarFor = (held: readonly Permission[]) => SHELL_ROUTES.filter((r) => r.nav && mayOpen(r, held)).map((r) => r.nav!.label);

describe("les écrans que chaque rôle ouvre (routeTable.ts, docs/roles.md « Console »)", () => {
  it("chaque écran déclare sa permission, sauf l'explorateur GraphQL (chaque requête y est jugée par le serveur)", () => {
    expect(SHELL_ROUTES.filter((r) => r.permission === undefined).map((r) => r.path)).toEqual([PATHS.apiExplorer]);
  });

  it("Préparation ne voit que « Commandes » dans la barre latérale, et y arrive au lieu du dashboard", () => {
    expect(sidebarFor(PACKER)).toEqual(["Commandes"]);
    expect(firstOpenScreen(PACKER)?.path).toBe(PATHS.orders);
    expect(mayOpen(route(PATHS.order), PACKER)).toBe(true);
    expect(mayOpen(route(PATHS.dashboard), PACKER)).toBe(false);
  });

  it("nomme ce qui manque pour ouvrir un écran", () => {
    expect(missingForRoute(route(PATHS.finances), PACKER)).toEqual(["FINANCES"]);
    expect(missingForRoute(route(PATHS.dashboard), PACKER)).toEqual(["CUSTOMERS_READ", "MODERATION", "FINANCES"]);
    expect(missingForRoute(route(PATHS.orders), PACKER)).toEqual([]);
  });

  it("le Propriétaire ouvre tout, et arrive au dashboard", () => {
    expect(SHELL_ROUTES.every((r) => mayOpen(r, PERMISSIONS))).toBe(true);
    expect(firstOpenScreen(PERMISSIONS)?.path).toBe(PATHS.dashboard);
  });

  it("chaque rôle intégré a au moins un écran où arriver ; un membre sans permission n'en a aucun", () => {
    for (const role of Object.values(BUILT_IN_ROLE_DEFINITIONS)) expect(firstOpenScreen(role.permissions)).not.toBeNull();
    expect(firstOpenScreen([])).toBeNull();
    expect(sidebarFor([])).toEqual([]);
  });

  it("une file d'attente ne s'affiche que si son écran s'ouvre", () => {
    expect(mayOpenList("/orders?queue=ordersPaidUnshipped", PACKER)).toBe(true);
    expect(mayOpenList("/feedback?status=NEW", PACKER)).toBe(false);
    expect(mayOpenList("/creations?view=pending", BUILT_IN_ROLE_DEFINITIONS.MODERATION.permissions)).toBe(true);
  });
});

import { BUILT_IN_ROLE_DEFINITIONS, PERMISSIONS, type Permission } from "@atelier/domain/staff/permissions";
import { PATHS } from "./paths";
import { firstOpenScreen, mayOpen, mayOpenList, missingForRoute, SHELL_ROUTES } from "./routeTable";

const PACKER = BUILT_IN_ROLE_DEFINITIONS.FULFILMENT.permissions;
const route = (path: string) => SHELL_ROUTES.find((r) => r.path === path)!;
const sidebarFor = (held: readonly Permission[]) => SHELL_ROUTES.filter((r) => r.nav && mayOpen(r, held)).map((r) => r.nav!.label);

describe("les écrans que chaque rôle ouvre (routeTable.ts, docs/roles.md « Console »)", () => {
  it("chaque écran déclare sa permission, sauf le dashboard (ses cartes suivent le rôle) et l'explorateur GraphQL (le serveur juge chaque requête)", () => {
    expect(SHELL_ROUTES.filter((r) => r.permission === undefined).map((r) => r.path)).toEqual([PATHS.dashboard, PATHS.apiExplorer]);
  });

  it("Préparation ne voit que « Dashboard » et « Commandes » dans la barre latérale", () => {
    expect(sidebarFor(PACKER)).toEqual(["Dashboard", "Commandes"]);
    expect(mayOpen(route(PATHS.order), PACKER)).toBe(true);
    expect(mayOpen(route(PATHS.users), PACKER)).toBe(false);
  });

  it("nomme ce qui manque pour ouvrir un écran", () => {
    expect(missingForRoute(route(PATHS.finances), PACKER)).toEqual(["FINANCES"]);
    expect(missingForRoute(route(PATHS.orders), PACKER)).toEqual([]);
    expect(missingForRoute({ permission: ["FINANCES", "ORDERS_READ", "REFUNDS"] }, PACKER)).toEqual(["REFUNDS", "FINANCES"]);
  });

  it("le Propriétaire ouvre tout ; tout membre a au moins le dashboard pour revenir", () => {
    expect(SHELL_ROUTES.every((r) => mayOpen(r, PERMISSIONS))).toBe(true);
    for (const role of Object.values(BUILT_IN_ROLE_DEFINITIONS)) expect(firstOpenScreen(role.permissions)?.path).toBe(PATHS.dashboard);
    expect(sidebarFor([])).toEqual(["Dashboard"]);
  });

  it("une file d'attente ne s'affiche que si son écran s'ouvre", () => {
    expect(mayOpenList("/orders?queue=ordersPaidUnshipped", PACKER)).toBe(true);
    expect(mayOpenList("/feedback?status=NEW", PACKER)).toBe(false);
    expect(mayOpenList("/creations?view=pending", BUILT_IN_ROLE_DEFINITIONS.MODERATION.permissions)).toBe(true);
  });
});

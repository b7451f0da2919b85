/**
 * Saved views (docs/saved-views.md): create, list, rename, delete; private views unseen by other
 * administrators, shared ones seen; French refusals that write nothing; the tabs' counts equal
 * to the lists' totalCount for the same filter.
 */
import { Timestamp } from "firebase-admin/firestore";
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { errorCodes, gql } from "../support/graphql";
import { createAccount, createAdmin, createCustomer, db } from "../support/identities";
import { createOrder } from "../support/orders";

jest.setTimeout(120_000);

const VIEW = `id screen name query shared mine editable serviceLevel owner { uid }`;
const LIST = `query ($screen: SavedViewScreen!) { savedViews(screen: $screen) { ${VIEW} } }`;
const CREATE = `mutation ($input: CreateSavedViewInput!) { createSavedView(input: $input) { savedView { ${VIEW} } userErrors { field message code } } }`;
const UPDATE = `mutation ($input: UpdateSavedViewInput!) { updateSavedView(input: $input) { savedView { ${VIEW} } userErrors { field message code } } }`;
const DELETE = `mutation ($input: DeleteSavedViewInput!) { deleteSavedView(input: $input) { deletedId userErrors { field message code } } }`;
const ORDER_COUNTS = `query ($filters: [OrderFilter!]!) { orderViewCounts(filters: $filters) }`;
const USER_COUNTS = `query ($filters: [UserFilter!]!) { userViewCounts(filters: $filters) }`;
const ORDERS_TOTAL = `query ($filter: OrderFilter) { orders(first: 1, filter: $filter) { totalCount } }`;
const USERS_TOTAL = `query ($filter: UserFilter) { users(first: 1, filter: $filter) { totalCount } }`;

let camille: { uid: string; token: string };
let hugo: { uid: string; token: string };
let customer: { uid: string; token: string };

const create = (token: string, input: Record<string, unknown>) => gql(CREATE, { token, variables: { input } });
const names = async (token: string, screen = "ORDERS") =>
  ((await gql(LIST, { token, variables: { screen } })).data?.savedViews ?? []).map((v: { name: string }) => v.name);
const audits = async (action: string) => (await db().collection("auditLog").where("action", "==", action).get()).docs.map((d) => d.data());

beforeAll(async () => {
  await clearEmulators();
  camille = await createAdmin();
  hugo = await createAccount("hugo@atelier.test", { firstName: "Hugo", lastName: "Petit", isAdmin: true, credits: 0 });
  customer = await createCustomer();
  const at = (day: number) => Timestamp.fromMillis(Date.UTC(2026, 2, day, 10));
  await createOrder("Vue001", { status: "paid", total: 30, createdAt: at(1), userId: customer.uid });
  await createOrder("Vue002", { status: "paid", total: 10, createdAt: at(2) });
  await createOrder("Vue003", { status: "shipped", total: 50, createdAt: at(3), userId: customer.uid });
  await createOrder("Xvu004", { status: "delivered", total: 20, createdAt: at(4) });
});

describe("vues enregistrées", () => {
  let privateId: string;
  let sharedId: string;

  it("enregistre une vue privée et une vue partagée, avec leur entrée d'audit", async () => {
    const mine = await create(camille.token, { screen: "ORDERS", name: "  Payées  ", query: "?status=PAID&sort=total%3Adesc&cols=total&q=" });
    expect(mine.data?.createSavedView.userErrors).toEqual([]);
    expect(mine.data?.createSavedView.savedView).toMatchObject({
      screen: "ORDERS",
      name: "Payées",
      query: "status=PAID&sort=total%3Adesc&cols=total",
      shared: false,
      mine: true,
      editable: true,
      owner: { uid: camille.uid },
    });
    privateId = mine.data?.createSavedView.savedView.id;
    const shared = await create(camille.token, { screen: "ORDERS", name: "Expédiées", query: "status=SHIPPED", shared: true });
    sharedId = shared.data?.createSavedView.savedView.id;
    expect(shared.data?.createSavedView.savedView).toMatchObject({ shared: true });

    const stored = (await db().doc(`savedViews/${privateId}`).get()).data();
    expect(stored).toMatchObject({ screen: "orders", name: "Payées", query: "status=PAID&sort=total%3Adesc&cols=total", shared: false, ownerUid: camille.uid });
    expect((await audits("savedView.create")).map((a) => [a.targetId, a.actorUid])).toEqual(
      expect.arrayContaining([
        [privateId, camille.uid],
        [sharedId, camille.uid],
      ]),
    );
  });

  it("une vue privée est invisible pour un autre administrateur, une vue partagée visible", async () => {
    expect(await names(camille.token)).toEqual(["Payées", "Expédiées"]);
    expect(await names(hugo.token)).toEqual(["Expédiées"]);
    const seen = (await gql(LIST, { token: hugo.token, variables: { screen: "ORDERS" } })).data?.savedViews[0];
    expect(seen).toMatchObject({ mine: false, editable: true, owner: { uid: camille.uid } });
    expect(await names(camille.token, "USERS")).toEqual([]);
  });

  it("un autre administrateur ne peut ni renommer ni supprimer une vue privée : « Vue introuvable. »", async () => {
    const before = await dumpDatabase();
    const rename = await gql(UPDATE, { token: hugo.token, variables: { input: { id: privateId, name: "À moi" } } });
    expect(rename.data?.updateSavedView.userErrors).toEqual([{ field: ["input", "id"], message: "Vue introuvable.", code: "NOT_FOUND" }]);
    const remove = await gql(DELETE, { token: hugo.token, variables: { input: { id: privateId } } });
    expect(remove.data?.deleteSavedView).toEqual({ deletedId: null, userErrors: [{ field: ["input", "id"], message: "Vue introuvable.", code: "NOT_FOUND" }] });
    expect(await dumpDatabase()).toEqual(before);
  });

  it("renomme une vue partagée (tout administrateur), son partage restant à son auteur", async () => {
    const renamed = await gql(UPDATE, { token: hugo.token, variables: { input: { id: sharedId, name: "Parties" } } });
    expect(renamed.data?.updateSavedView).toMatchObject({ savedView: { name: "Parties", shared: true }, userErrors: [] });
    const unshare = await gql(UPDATE, { token: hugo.token, variables: { input: { id: sharedId, shared: false } } });
    expect(unshare.data?.updateSavedView.userErrors).toEqual([
      { field: ["input", "shared"], message: "Seul son auteur peut changer le partage d’une vue.", code: "FORBIDDEN" },
    ]);
    const audit = (await audits("savedView.update")).find((a) => a.targetId === sharedId);
    expect(audit).toMatchObject({ actorUid: hugo.uid, before: { name: "Expédiées" }, after: { name: "Parties" } });
  });

  it("refuse en français, sans rien écrire : nom vide, trop long, déjà pris, paramètre inconnu, adresse trop longue", async () => {
    const before = await dumpDatabase();
    const cases: [Record<string, unknown>, { field: string[]; message: string; code: string }][] = [
      [
        { name: "  ", query: "" },
        { field: ["input", "name"], message: "Le nom de la vue est obligatoire.", code: "REQUIRED" },
      ],
      [
        { name: "x".repeat(61), query: "" },
        { field: ["input", "name"], message: "Le nom de la vue ne peut pas dépasser 60 caractères.", code: "TOO_LONG" },
      ],
      [
        { name: "PAYEES", query: "" },
        { field: ["input", "name"], message: "Une vue nommée « PAYEES » existe déjà sur cette liste.", code: "TAKEN" },
      ],
      [
        { name: "Curseur", query: "status=PAID&after=abc" },
        { field: ["input", "query"], message: "Cette liste ne se filtre pas par « after » : la vue ne peut pas le garder.", code: "INVALID" },
      ],
      [
        { name: "Longue", query: `q=${"a".repeat(1000)}` },
        { field: ["input", "query"], message: "L’adresse de la vue ne peut pas dépasser 1000 caractères.", code: "TOO_LONG" },
      ],
    ];
    for (const [input, error] of cases) {
      const response = await create(camille.token, { screen: "ORDERS", ...input });
      expect(response.data?.createSavedView).toEqual({ savedView: null, userErrors: [error] });
    }
    // A shared view clashes with another administrator's view of the same name (« Parties » is shared).
    const clash = await create(hugo.token, { screen: "ORDERS", name: "parties", query: "" });
    expect(clash.data?.createSavedView.userErrors[0].code).toBe("TAKEN");
    expect(await dumpDatabase()).toEqual(before);
  });

  it("le même nom reste libre pour la vue privée d'un autre administrateur, et sur une autre liste", async () => {
    expect((await create(hugo.token, { screen: "ORDERS", name: "Payées", query: "status=PAID" })).data?.createSavedView.userErrors).toEqual([]);
    expect((await create(camille.token, { screen: "USERS", name: "Payées", query: "role=admin" })).data?.createSavedView.userErrors).toEqual([]);
    expect(await names(hugo.token)).toEqual(["Parties", "Payées"]);
  });

  it("supprime une vue, avec son entrée d'audit", async () => {
    const removed = await gql(DELETE, { token: camille.token, variables: { input: { id: privateId } } });
    expect(removed.data?.deleteSavedView).toEqual({ deletedId: privateId, userErrors: [] });
    expect((await db().doc(`savedViews/${privateId}`).get()).exists).toBe(false);
    expect(await names(camille.token)).toEqual(["Parties"]);
    expect((await audits("savedView.delete")).map((a) => a.targetId)).toEqual([privateId]);
  });

  it("refuse un client (pas administrateur)", async () => {
    for (const [query, variables] of [
      [LIST, { screen: "ORDERS" }],
      [CREATE, { input: { screen: "ORDERS", name: "Client", query: "" } }],
    ] as const) {
      expect(errorCodes(await gql(query, { token: customer.token, variables }))).toEqual(["FORBIDDEN"]);
    }
    expect((await db().collection("savedViews").where("name", "==", "Client").get()).size).toBe(0);
  });
});

describe("compteurs des onglets", () => {
  it("chaque compteur de commandes est le totalCount de la liste pour le même filtre", async () => {
    const filters = [
      {},
      { status: "PAID" },
      { search: "Vue" },
      { search: "lucas@exemple.fr" },
      { period: { from: "2026-03-02", to: "2026-03-04" } },
      { status: "SHIPPED", search: "Vue" },
    ];
    // Four filters a request at most: the console sends its tabs' counts in parts.
    const parts = await Promise.all(
      [filters.slice(0, 4), filters.slice(4)].map((part) => gql(ORDER_COUNTS, { token: camille.token, variables: { filters: part } })),
    );
    expect(parts.map((part) => part.errors)).toEqual([undefined, undefined]);
    const totals = await Promise.all(
      filters.map(async (filter) => (await gql(ORDERS_TOTAL, { token: camille.token, variables: { filter } })).data?.orders.totalCount),
    );
    expect(parts.flatMap((part) => part.data?.orderViewCounts)).toEqual(totals);
    expect(totals).toEqual([4, 2, 3, 2, 3, 1]);
  });

  it("les compteurs d'utilisateurs aussi ; une recherche n'a pas de compteur (null)", async () => {
    const filters = [{}, { isAdmin: true }, { isAdmin: false }];
    const counts = await gql(USER_COUNTS, { token: camille.token, variables: { filters: [...filters, { search: "hugo" }] } });
    const totals = await Promise.all(
      filters.map(async (filter) => (await gql(USERS_TOTAL, { token: camille.token, variables: { filter } })).data?.users.totalCount),
    );
    expect(counts.data?.userViewCounts).toEqual([...totals, null]);
    expect(totals).toEqual([3, 2, 1]);
  });

  it("au plus 4 filtres par requête", async () => {
    const response = await gql(ORDER_COUNTS, { token: camille.token, variables: { filters: Array.from({ length: 5 }, () => ({})) } });
    expect(errorCodes(response)).toEqual(["BAD_USER_INPUT"]);
  });
});

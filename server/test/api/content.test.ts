/**
 * Static pages and blog posts (docs/content.md): slugs unique under concurrent creates, the
 * version rule, revisions (20 kept) and restore, publication rules, the post list's filters, and
 * the storefront's read path — Firestore's rules as an unauthenticated client sees them.
 */
import { Timestamp } from "firebase-admin/firestore";
import { db } from "../../src/firebase";
import { auditEntries } from "../support/catalogue";
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAccount, createAdmin } from "../support/identities";

jest.setTimeout(240_000);

const PAGE = `id title slug body seoTitle seoDescription status publishedAt version updatedBy { fullName }`;
const POST = `id title slug status publishedAt tags excerpt coverImagePath author { fullName } version`;
const ERRORS = `userErrors { field message code }`;

let admin: { uid: string; token: string };

beforeAll(async () => {
  await clearEmulators();
  admin = await createAdmin();
});

const pageInput = (title: string, extra: Record<string, unknown> = {}) => ({ title, body: `Texte de ${title}`, status: "DRAFT", ...extra });

const createPage = (input: Record<string, unknown>) =>
  gql(`mutation($input: StaticPageInput!) { createStaticPage(input: $input) { staticPage { ${PAGE} } ${ERRORS} } }`, {
    token: admin.token,
    variables: { input },
  });

const updatePage = (id: string, version: number, values: Record<string, unknown>) =>
  gql(`mutation($input: UpdateStaticPageInput!) { updateStaticPage(input: $input) { staticPage { ${PAGE} } ${ERRORS} } }`, {
    token: admin.token,
    variables: { input: { id, version, values } },
  });

const restorePage = (id: string, version: number, revision: number) =>
  gql(`mutation($input: RestoreRevisionInput!) { restoreStaticPageRevision(input: $input) { staticPage { ${PAGE} } ${ERRORS} } }`, {
    token: admin.token,
    variables: { input: { id, version, revision } },
  });

const createPost = (input: Record<string, unknown>) =>
  gql(`mutation($input: BlogPostInput!) { createBlogPost(input: $input) { blogPost { ${POST} } ${ERRORS} } }`, {
    token: admin.token,
    variables: { input },
  });

describe("pages statiques", () => {
  it("crée un brouillon dont le lien vient du titre, accents repliés, avec l'audit", async () => {
    const response = await createPage(pageInput("Conditions générales de vente — Été"));
    const page = response.data?.createStaticPage.staticPage;
    expect(response.data?.createStaticPage.userErrors).toEqual([]);
    expect(page).toMatchObject({
      slug: "conditions-generales-de-vente-ete",
      status: "DRAFT",
      publishedAt: null,
      version: 1,
      updatedBy: { fullName: "Camille Martin" },
    });
    expect(await auditEntries("staticPage.create")).toEqual([expect.objectContaining({ actorUid: admin.uid, targetId: page.id, before: null })]);
  });

  it("n'accepte qu'une page par lien quand dix créations arrivent en même temps", async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => createPage(pageInput("Même titre"))));
    const created = responses.filter((r) => r.data?.createStaticPage.staticPage);
    const refused = responses.flatMap((r) => r.data?.createStaticPage.userErrors ?? []);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(9);
    expect(new Set(refused.map((e: { code: string; field: string[] }) => `${e.code} ${e.field.join(".")}`))).toEqual(new Set(["SLUG_TAKEN input.slug"]));
    const pages = await db().collection("staticPages").where("slug", "==", "meme-titre").get();
    expect(pages.size).toBe(1);
  });

  it("refuse de publier sans contenu, et un lien mal formé, sans rien écrire", async () => {
    const before = await dumpDatabase();
    const response = await createPage({ title: "Vide", body: "  ", slug: "Pas Bon", status: "PUBLISHED", seoTitle: "x".repeat(61) });
    expect(response.data?.createStaticPage.userErrors.map((e: { code: string; field: string[] }) => [e.field.at(-1), e.code])).toEqual([
      ["slug", "INVALID_SLUG"],
      ["seoTitle", "TOO_LONG"],
      ["body", "REQUIRED"],
    ]);
    expect(await dumpDatabase()).toEqual(before);
  });

  it("refuse une sauvegarde périmée en nommant l'auteur, sans rien écrire", async () => {
    const page = (await createPage(pageInput("À propos"))).data?.createStaticPage.staticPage;
    const first = await updatePage(page.id, 1, pageInput("À propos", { body: "Première version" }));
    expect(first.data?.updateStaticPage.staticPage.version).toBe(2);
    const before = await dumpDatabase();
    const stale = await updatePage(page.id, 1, pageInput("À propos", { body: "Texte de l'autre onglet" }));
    expect(stale.data?.updateStaticPage).toEqual({
      staticPage: null,
      userErrors: [{ field: ["input", "version"], message: "Modifié entre-temps par Camille Martin — rechargez", code: "STALE_VERSION" }],
    });
    expect(await dumpDatabase()).toEqual(before);
  });

  it("garde les 20 dernières versions et restaure l'une d'elles comme une sauvegarde", async () => {
    const page = (await createPage(pageInput("Mentions légales", { body: "Version 1" }))).data?.createStaticPage.staticPage;
    for (let version = 1; version <= 21; version++) {
      const saved = await updatePage(page.id, version, pageInput("Mentions légales", { body: `Version ${version + 1}` }));
      expect(saved.data?.updateStaticPage.userErrors).toEqual([]);
    }
    const revisions = await gql(`query($id: ID!) { staticPage(id: $id) { version revisions { version savedBy { fullName } fields { name value } } } }`, {
      token: admin.token,
      variables: { id: page.id },
    });
    const kept = revisions.data?.staticPage.revisions;
    expect(revisions.data?.staticPage.version).toBe(22);
    expect(kept.map((r: { version: number }) => r.version)).toEqual(Array.from({ length: 20 }, (_, i) => 21 - i));
    expect(kept[0].fields).toEqual(
      expect.arrayContaining([
        { name: "body", value: "Version 21" },
        { name: "title", value: "Mentions légales" },
      ]),
    );
    expect((await db().collection(`staticPages/${page.id}/revisions`).get()).size).toBe(20);

    expect((await restorePage(page.id, 21, 5)).data?.restoreStaticPageRevision.userErrors[0].code).toBe("STALE_VERSION");
    expect((await restorePage(page.id, 22, 1)).data?.restoreStaticPageRevision.userErrors).toEqual([
      { field: ["input", "revision"], message: "Révision introuvable.", code: "NOT_FOUND" },
    ]);
    const restored = await restorePage(page.id, 22, 5);
    expect(restored.data?.restoreStaticPageRevision).toEqual({ staticPage: expect.objectContaining({ body: "Version 5", version: 23 }), userErrors: [] });
    const [entry] = await auditEntries("staticPage.restore");
    expect(entry).toMatchObject({ targetId: page.id, before: { body: "Version 22", version: 22 }, after: { body: "Version 5", version: 23 } });
    const latest = await db().doc(`staticPages/${page.id}/revisions/22`).get();
    expect(latest.get("data.body")).toBe("Version 22");
  });
});

describe("articles du blog", () => {
  let author: { uid: string };
  const future = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

  beforeAll(async () => {
    author = await createAccount("lea@atelier.test", { firstName: "Léa", lastName: "Durand", isAdmin: true });
  });

  it("refuse un auteur qui n'est pas administrateur et une programmation dans le passé", async () => {
    const customer = await createAccount("client@exemple.fr", { isAdmin: false });
    const notAdmin = await createPost({ title: "Test", body: "x", status: "DRAFT", authorId: customer.uid });
    expect(notAdmin.data?.createBlogPost.userErrors).toEqual([
      { field: ["input", "authorId"], message: "L’auteur doit être un administrateur.", code: "INVALID_AUTHOR" },
    ]);
    const past = await createPost({ title: "Test", body: "x", status: "SCHEDULED", publishAt: "2020-01-01T08:00:00Z", authorId: author.uid });
    expect(past.data?.createBlogPost.userErrors).toEqual([
      { field: ["input", "publishAt"], message: "La date de publication doit être dans le futur.", code: "OUT_OF_RANGE" },
    ]);
  });

  it("filtre par statut, étiquette et mot du titre, par pages à curseur", async () => {
    const base = { body: "Texte", authorId: author.uid };
    const published = await createPost({ ...base, title: "Les couleurs de Noël", tags: ["Noël", "Atelier"], status: "PUBLISHED" });
    expect(published.data?.createBlogPost).toMatchObject({
      blogPost: { status: "PUBLISHED", author: { fullName: "Léa Durand" }, tags: ["Noël", "Atelier"] },
      userErrors: [],
    });
    await createPost({ ...base, title: "Brouillon de Noël", tags: ["noel"], status: "DRAFT" });
    const scheduled = await createPost({ ...base, title: "Nouvelle collection", tags: ["Atelier"], status: "SCHEDULED", publishAt: future() });
    expect(scheduled.data?.createBlogPost.blogPost.status).toBe("SCHEDULED");

    const list = async (filter: Record<string, unknown>, first = 10) =>
      (
        await gql(
          `query($filter: BlogPostFilter, $first: Int) { blogPosts(first: $first, filter: $filter) { totalCount edges { node { title } } pageInfo { hasNextPage endCursor } } }`,
          {
            token: admin.token,
            variables: { filter, first },
          },
        )
      ).data?.blogPosts;
    const titles = (connection: { edges: { node: { title: string } }[] }) => connection.edges.map((e) => e.node.title);
    expect(titles(await list({ status: "SCHEDULED" }))).toEqual(["Nouvelle collection"]);
    expect(titles(await list({ status: "PUBLISHED" }))).toEqual(["Les couleurs de Noël"]);
    expect(titles(await list({ status: "DRAFT" }))).toEqual(["Brouillon de Noël"]);
    expect((await list({ tag: "NOEL" })).totalCount).toBe(2);
    expect(titles(await list({ tag: "noël", search: "couleurs" }))).toEqual(["Les couleurs de Noël"]);
    expect(titles(await list({ search: "COLLECTION" }))).toEqual(["Nouvelle collection"]);
    const firstPage = await list({}, 2);
    expect(firstPage.pageInfo.hasNextPage).toBe(true);
    const next = await gql(`query($after: String) { blogPosts(first: 2, after: $after) { edges { node { title } } } }`, {
      token: admin.token,
      variables: { after: firstPage.pageInfo.endCursor },
    });
    expect(next.data?.blogPosts.edges).toHaveLength(1);
  });
});

/**
 * The storefront's read path: Firestore's REST API without credentials, so firestore.rules
 * decide (the Admin SDK would bypass them). The back-office records are closed to every client;
 * the storefront reads the public projection (publicContent.test.ts).
 */
describe("lecture par la boutique (règles Firestore, client non authentifié)", () => {
  const base = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${process.env.GCLOUD_PROJECT}/databases/(default)/documents`;
  const getDoc = (path: string) => fetch(`${base}/${path}`);
  const runQuery = (structuredQuery: unknown) =>
    fetch(`${base}:runQuery`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ structuredQuery }) });
  const field = (fieldPath: string, op: string, value: unknown) => ({ fieldFilter: { field: { fieldPath }, op, value } });

  beforeAll(async () => {
    const post = (status: string, publishedAt: number | null, slug: string) => ({
      title: slug,
      slug,
      body: "x",
      status,
      publishedAt: publishedAt === null ? null : Timestamp.fromMillis(publishedAt),
      authorId: admin.uid,
      updatedBy: admin.uid,
      version: 3,
      searchTokens: [slug],
    });
    await Promise.all([
      db().doc("staticPages/live").set({ title: "CGV", slug: "cgv", body: "x", status: "published", publishedAt: Timestamp.now(), updatedBy: admin.uid }),
      db().doc("staticPages/draft").set({ title: "Brouillon", slug: "brouillon", body: "x", status: "draft", publishedAt: null }),
      db()
        .doc("staticPages/live/revisions/1")
        .set({ version: 1, data: { body: "ancien" } }),
      db()
        .doc("blogPosts/live")
        .set(post("published", Date.now() - 60_000, "live")),
      db()
        .doc("blogPosts/draft")
        .set(post("draft", null, "draft")),
      db().doc("contentSlugs/page:cgv").set({ kind: "page", slug: "cgv", ownerId: "live" }),
    ]);
  });

  it("ne lit aucun enregistrement du back-office, même publié : ni page, ni article, ni révision, ni réservation de lien", async () => {
    for (const path of [
      "staticPages/live",
      "staticPages/draft",
      "staticPages/live/revisions/1",
      "blogPosts/live",
      "blogPosts/draft",
      "contentSlugs/page:cgv",
    ]) {
      expect({ path, status: (await getDoc(path)).status }).toEqual({ path, status: 403 });
    }
  });

  it("refuse l'ancienne requête du blog sur blogPosts (ses champs updatedBy, authorId, version, searchTokens ne sortent plus)", async () => {
    const oldQuery = {
      from: [{ collectionId: "blogPosts" }],
      where: {
        compositeFilter: {
          op: "AND",
          filters: [
            field("status", "IN", { arrayValue: { values: [{ stringValue: "published" }, { stringValue: "scheduled" }] } }),
            field("publishedAt", "LESS_THAN_OR_EQUAL", { timestampValue: new Date().toISOString() }),
          ],
        },
      },
      orderBy: [{ field: { fieldPath: "publishedAt" }, direction: "DESCENDING" }],
    };
    expect((await runQuery(oldQuery)).status).toBe(403);
  });
});

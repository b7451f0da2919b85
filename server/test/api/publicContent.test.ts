/**
 * The storefront reads published content from its public projection only (docs/content.md,
 * issue 24 point 6): each save through the API writes publicPages/publicPosts in its
 * transaction with the storefront's fields alone; an anonymous client reads the projection
 * under firestore.rules, never the back-office record (updatedBy, authorId, version,
 * searchTokens); a scheduled post shows once its date has come; an unpublished one disappears.
 */
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAdmin, db } from "../support/identities";

jest.setTimeout(120_000);

const BASE = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${process.env.GCLOUD_PROJECT}/databases/(default)/documents`;
const anonymousGet = (path: string) => fetch(`${BASE}/${path}`);
const anonymousQuery = async (structuredQuery: unknown) => {
  const res = await fetch(`${BASE}:runQuery`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ structuredQuery }) });
  const rows = res.status === 200 ? ((await res.json()) as { document?: { name: string } }[]) : [];
  return { status: res.status, ids: rows.flatMap((row) => (row.document ? [row.document.name.split("/").at(-1)!] : [])) };
};
/** The storefront's blog: posts whose date has come, newest first (publicProjection.ts storefrontQueries.latestPosts). */
const latestPosts = (at: Date) => ({
  from: [{ collectionId: "publicPosts" }],
  where: { fieldFilter: { field: { fieldPath: "publishedAt" }, op: "LESS_THAN_OR_EQUAL", value: { timestampValue: at.toISOString() } } },
  orderBy: [{ field: { fieldPath: "publishedAt" }, direction: "DESCENDING" }],
});
const BACK_OFFICE_FIELDS = ["updatedBy", "authorId", "version", "searchTokens", "status", "updatedAt"];

let admin: { uid: string; token: string };
const ERRORS = "userErrors { field message code }";

beforeAll(async () => {
  await clearEmulators();
  admin = await createAdmin("contenu@atelier.test");
});

const createPost = async (input: Record<string, unknown>) => {
  const res = await gql(`mutation($input: BlogPostInput!) { createBlogPost(input: $input) { blogPost { id version } ${ERRORS} } }`, {
    token: admin.token,
    variables: { input: { authorId: admin.uid, body: "Texte de l’article", tags: ["Atelier"], excerpt: "Résumé", ...input } },
  });
  expect(res.data?.createBlogPost.userErrors).toEqual([]);
  return res.data!.createBlogPost.blogPost as { id: string; version: number };
};

describe("projection publique du contenu", () => {
  it("un article publié se lit sans compte dans publicPosts, sans aucun champ du back-office ; l'enregistrement blogPosts est refusé", async () => {
    const post = await createPost({ title: "Bienvenue", status: "PUBLISHED" });
    const res = await anonymousGet(`publicPosts/${post.id}`);
    expect(res.status).toBe(200);
    const fields = Object.keys(((await res.json()) as { fields: Record<string, unknown> }).fields).sort();
    expect(fields).toEqual(["body", "coverImagePath", "excerpt", "publishedAt", "seo", "slug", "tags", "title"]);
    for (const name of BACK_OFFICE_FIELDS) expect(fields).not.toContain(name);
    expect((await anonymousGet(`blogPosts/${post.id}`)).status).toBe(403);
    const stored = (await db().doc(`publicPosts/${post.id}`).get()).data();
    expect(stored).toMatchObject({ title: "Bienvenue", slug: "bienvenue", tags: ["Atelier"], excerpt: "Résumé" });
  });

  it("un brouillon n'a pas de projection ; publier l'y met, repasser en brouillon l'en retire", async () => {
    const post = await createPost({ title: "Brouillon", status: "DRAFT" });
    expect((await db().doc(`publicPosts/${post.id}`).get()).exists).toBe(false);
    const UPDATE = `mutation($input: UpdateBlogPostInput!) { updateBlogPost(input: $input) { blogPost { version } ${ERRORS} } }`;
    const values = { title: "Brouillon", body: "Texte", authorId: admin.uid, tags: [], excerpt: null };
    const published = await gql(UPDATE, {
      token: admin.token,
      variables: { input: { id: post.id, version: post.version, values: { ...values, status: "PUBLISHED" } } },
    });
    expect(published.data?.updateBlogPost.userErrors).toEqual([]);
    expect((await anonymousGet(`publicPosts/${post.id}`)).status).toBe(200);
    const version = published.data!.updateBlogPost.blogPost.version;
    const unpublished = await gql(UPDATE, { token: admin.token, variables: { input: { id: post.id, version, values: { ...values, status: "DRAFT" } } } });
    expect(unpublished.data?.updateBlogPost.userErrors).toEqual([]);
    expect((await db().doc(`publicPosts/${post.id}`).get()).exists).toBe(false);
    expect((await anonymousGet(`publicPosts/${post.id}`)).status).toBe(403);
  });

  it("un article programmé est projeté mais ne se lit qu'une fois sa date venue ; la requête du blog ne peut pas voir l'avenir", async () => {
    const publishAt = new Date(Date.now() + 3_000);
    const post = await createPost({ title: "Bientôt", status: "SCHEDULED", publishAt: publishAt.toISOString() });
    expect((await db().doc(`publicPosts/${post.id}`).get()).exists).toBe(true);
    expect((await anonymousGet(`publicPosts/${post.id}`)).status).toBe(403);
    expect((await anonymousQuery(latestPosts(new Date()))).ids).not.toContain(post.id);
    expect((await anonymousQuery(latestPosts(new Date(Date.now() + 86_400_000)))).status).toBe(403);
    expect((await anonymousQuery({ from: [{ collectionId: "publicPosts" }] })).status).toBe(403);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, publishAt.getTime() - Date.now()) + 1_500));
    expect((await anonymousGet(`publicPosts/${post.id}`)).status).toBe(200);
    const { status, ids } = await anonymousQuery(latestPosts(new Date()));
    expect(status).toBe(200);
    expect(ids[0]).toBe(post.id);
  });

  it("une page publiée se lit dans publicPages sans champ du back-office ; son brouillon n'y est pas", async () => {
    const CREATE = `mutation($input: StaticPageInput!) { createStaticPage(input: $input) { staticPage { id } ${ERRORS} } }`;
    const live = await gql(CREATE, { token: admin.token, variables: { input: { title: "CGV", body: "Conditions", status: "PUBLISHED" } } });
    const draft = await gql(CREATE, { token: admin.token, variables: { input: { title: "À venir", body: "x", status: "DRAFT" } } });
    const liveId = live.data!.createStaticPage.staticPage.id;
    const res = await anonymousGet(`publicPages/${liveId}`);
    expect(res.status).toBe(200);
    expect(Object.keys(((await res.json()) as { fields: Record<string, unknown> }).fields).sort()).toEqual(["body", "publishedAt", "seo", "slug", "title"]);
    expect((await anonymousGet(`staticPages/${liveId}`)).status).toBe(403);
    expect((await anonymousGet(`publicPages/${draft.data!.createStaticPage.staticPage.id}`)).status).toBe(404);
  });
});

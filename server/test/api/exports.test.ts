/**
 * The CSV exports of /users, /creations, /feedback and /contact-messages (docs/exports.md): each
 * one is the list's set for the same filter — as many lines as the list's `totalCount`, in the
 * list's order —, in the orders export's dialect (BOM, ';', CRLF), every customer text defused,
 * and nothing at all for a caller without a token (401) or without admin rights (403).
 */
import { Timestamp, type WriteBatch } from "firebase-admin/firestore";
import { FUNCTION_BASE } from "../../../scripts/lib/stack.cjs";
import { userListFields } from "@atelier/domain/userSearchKeys";
import { searchTokens } from "@atelier/domain/inbox";
import { parseCsv } from "../support/csv";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAccount, db } from "../support/identities";

const FORMULA = '=HYPERLINK("http://x")';
const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 1, 9);

let admin: { token: string };
let customer: { token: string };

async function exportCsv(path: string, query: Record<string, string> = {}, authorization: string | null = `Bearer ${admin.token}`) {
  const res = await fetch(`${FUNCTION_BASE}/export/${path}?${new URLSearchParams(query)}`, { headers: authorization ? { authorization } : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  return { res, bytes, text };
}

/** A 200 in our CSV dialect: BOM, ';', CRLF; its header and rows. */
async function rowsOf(path: string, query: Record<string, string> = {}) {
  const { res, bytes, text } = await exportCsv(path, query);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const body = text.slice(1);
  expect(body.split("\r\n")[0]).toContain(";");
  expect(body.endsWith("\r\n")).toBe(true);
  const [header, ...rows] = parseCsv(body);
  // No cell a spreadsheet would take for a formula, whatever the customers wrote.
  for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  return { header: header!, rows, body };
}

async function commitInBatches(writes: ((batch: WriteBatch) => void)[]) {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db().batch();
    for (const write of writes.slice(i, i + 400)) write(batch);
    await batch.commit();
  }
}

/** 540 customers (more than one export batch of 500): every 3rd blocked, every 4th with credits; u0007 is Mallory. */
const USERS = 540;
function userData(i: number) {
  const uid = `u${String(i).padStart(4, "0")}`;
  const data = {
    uid,
    email: `${uid}@exemple.fr`,
    firstName: i === 7 ? FORMULA : "Client",
    lastName: i === 7 ? "Mallory" : i % 50 === 0 ? "Dupré" : `Nom${i}`,
    photoURL: null,
    createdAt: Timestamp.fromMillis(START + i * 60_000),
    credits: i % 4 === 0 ? 10 + i : 0,
    loyaltyPoints: i,
    isAdmin: false,
    isBlocked: i % 3 === 0,
    lastLoginAt: i % 2 === 0 ? Timestamp.fromMillis(START + i * 120_000) : null,
  };
  return { ...data, ...userListFields(data) };
}

function account(email: string, fields: { firstName: string; lastName: string; isAdmin: boolean; credits: number }) {
  const data = { ...fields, email, createdAt: Timestamp.fromMillis(START - DAY), loyaltyPoints: 0, isBlocked: false, lastLoginAt: null };
  return { ...data, ...userListFields(data) };
}

beforeAll(async () => {
  await clearEmulators();
  // Both accounts carry what every real user record has (a creation date, the list's fields):
  // the list sorts on createdAt, so a record without one would be counted but never listed.
  admin = await createAccount("camille@atelier.test", account("camille@atelier.test", { firstName: "Camille", lastName: "Martin", isAdmin: true, credits: 0 }));
  customer = await createAccount("lucas@exemple.fr", account("lucas@exemple.fr", { firstName: "Lucas", lastName: "Bernard", isAdmin: false, credits: 5 }));
  const writes: ((batch: WriteBatch) => void)[] = [];
  for (let i = 0; i < USERS; i++) {
    const data = userData(i);
    writes.push((b) => b.set(db().doc(`users/${data.uid}`), data));
  }
  // Creations: every 2nd waits for moderation, every 3rd of the rest rejected; c0005's prompt is a formula.
  for (let i = 0; i < 40; i++) {
    const moderated = i % 2 === 1;
    const rejected = moderated && i % 3 === 0;
    writes.push((b) =>
      b.set(db().doc(`creations/c${String(i).padStart(4, "0")}`), {
        userId: i === 5 ? "u0007" : `u${String(i % 10).padStart(4, "0")}`,
        createdAt: Timestamp.fromMillis(START + i * DAY),
        imageUrl: i % 2 === 0 ? `https://images.exemple.fr/c${i}.png` : `creations/c${i}.png`,
        style: "aquarelle",
        prompt: i === 5 ? FORMULA : `Un chat ${i}; en "aquarelle"`,
        kind: "TEXT_TO_IMAGE",
        moderation: moderated
          ? {
              isModerated: true,
              status: rejected ? "REJECTED" : "APPROVED",
              reason: rejected ? "Qualité insuffisante" : null,
              moderatedAt: Timestamp.fromMillis(START + i * DAY + 3_600_000),
              moderatedBy: "admin",
            }
          : { isModerated: false },
      }),
    );
  }
  writes.push((b) => b.set(db().doc("textToImageStyles/aquarelle"), { name: "Aquarelle", position: 0, isActive: true }));
  // Feedback as the trigger leaves it: every 2nd NEW, the rest RESOLVED; f0003's message is a formula.
  for (let i = 0; i < 30; i++) {
    const name = i % 5 === 0 ? "Léa Martin" : `Client ${i}`;
    const message = i === 3 ? `+${FORMULA}` : `Un filtre par couleur serait pratique, n°${i}.`;
    writes.push((b) =>
      b.set(db().doc(`feedback/f${String(i).padStart(4, "0")}`), {
        userId: "u0001",
        userName: name,
        userEmail: "u0001@exemple.fr",
        rating: (i % 5) + 1,
        category: i % 2 === 0 ? "BUG" : "SUGGESTION",
        message,
        status: i % 2 === 0 ? "NEW" : "RESOLVED",
        notes: [],
        assigneeUid: null,
        searchTokens: searchTokens(name, "u0001@exemple.fr", message),
        createdAt: Timestamp.fromMillis(START + i * DAY),
        counted: true,
      }),
    );
  }
  // Contact messages: every 3rd answered; m0004's sender named themselves with a formula.
  for (let i = 0; i < 30; i++) {
    const name = i === 4 ? FORMULA : i % 4 === 0 ? "Camille Martin" : `Client ${i}`;
    const email = `client${i}@exemple.fr`;
    const subject = `Question numéro ${i}`;
    const replied = i % 3 === 0;
    writes.push((b) =>
      b.set(db().doc(`contactMessages/m${String(i).padStart(4, "0")}`), {
        name,
        email,
        mailboxKey: email,
        subject,
        message: `Bonjour;\nvoici ma "question" ${i}.`,
        status: replied ? "REPLIED" : "NEW",
        replies: replied ? [{ id: "r1", body: "Merci !", sentAt: Timestamp.fromMillis(START + i * DAY + 7_200_000), sentBy: "admin", mailId: null }] : [],
        searchTokens: searchTokens(name, email, subject),
        createdAt: Timestamp.fromMillis(START + i * DAY),
        counted: true,
      }),
    );
  }
  await commitInBatches(writes);
}, 360_000);

const USER_LIST = `query ($filter: UserFilter, $orderBy: UserSort) {
  users(first: 100, filter: $filter, orderBy: $orderBy) { totalCount edges { node { id } } }
}`;

describe("export CSV des utilisateurs", () => {
  it("exporte la liste filtrée, au-delà d'un lot : autant de lignes que le total de la liste, dans son ordre", async () => {
    const filter = { isBlocked: false };
    const list = await gql(USER_LIST, { token: admin.token, variables: { filter, orderBy: "CREDITS_DESC" } });
    const { header, rows } = await rowsOf("users.csv", { isBlocked: "false", orderBy: "CREDITS_DESC" });
    expect(header).toEqual([
      "Identifiant",
      "E-mail",
      "Prénom",
      "Nom",
      "Crédits",
      "Points de fidélité",
      "Administrateur",
      "Bloqué",
      "Inscrit le",
      "Dernière connexion",
    ]);
    // 360 customers not blocked, plus the two accounts of this file.
    expect(list.data?.users.totalCount).toBe(362);
    expect(rows).toHaveLength(list.data?.users.totalCount);
    expect(rows.slice(0, 100).map((r) => r[0])).toEqual(list.data?.users.edges.map((e: { node: { id: string } }) => e.node.id));
    expect(rows.every((r) => r[7] === "Non")).toBe(true);

    const all = await rowsOf("users.csv");
    const total = await gql(USER_LIST, { token: admin.token });
    expect(all.rows).toHaveLength(total.data?.users.totalCount);
    expect(new Set(all.rows.map((r) => r[0])).size).toBe(USERS + 2);
  });

  it("écrit chaque utilisateur tel qu'il est enregistré, dates à l'heure de Paris", async () => {
    const { rows } = await rowsOf("users.csv", { hasCredits: "true", isBlocked: "true", orderBy: "CREATED_AT_ASC" });
    // Blocked (i % 3 == 0) with credits (i % 4 == 0): i % 12 == 0.
    expect(rows).toHaveLength(Math.ceil(USERS / 12));
    expect(rows[1]).toEqual(["u0012", "u0012@exemple.fr", "Client", "Nom12", "22", "12", "Non", "Oui", "01/01/2026 10:12", "01/01/2026 10:24"]);
  });

  it("une recherche exporte ce que la recherche de la liste atteint", async () => {
    const filter = { search: "dupre" };
    const list = await gql(USER_LIST, { token: admin.token, variables: { filter } });
    const { rows } = await rowsOf("users.csv", { search: "dupre" });
    expect(list.data?.users.totalCount).toBe(Math.ceil(USERS / 50));
    expect(rows.map((r) => r[0])).toEqual(list.data?.users.edges.map((e: { node: { id: string } }) => e.node.id));
  });

  it("neutralise un prénom qui est une formule", async () => {
    const { rows, body } = await rowsOf("users.csv", { search: "mallory" });
    expect(rows.map((r) => r.slice(0, 4))).toEqual([["u0007", "u0007@exemple.fr", `'${FORMULA}`, "Mallory"]]);
    expect(body).toContain(`;"'${FORMULA.replaceAll('"', '""')}";`);
  });

  it("refuse un filtre invalide (400) en français", async () => {
    const { res, text } = await exportCsv("users.csv", { isAdmin: "peut-être" });
    expect(res.status).toBe(400);
    expect(JSON.parse(text).errors[0].message).toBe("Filtre « isAdmin » invalide : true ou false attendu.");
    const sort = await exportCsv("users.csv", { orderBy: "NOM" });
    expect(JSON.parse(sort.text).errors[0].message).toBe("Tri des utilisateurs inconnu.");
  });
});

const CREATION_COUNT = `query ($filter: CreationFilter) { creations(first: 1, filter: $filter) { totalCount } }`;

describe("export CSV des créations", () => {
  it("exporte la vue filtrée : autant de lignes que le total de la liste, les plus récentes d'abord", async () => {
    const list = await gql(CREATION_COUNT, { token: admin.token, variables: { filter: { moderation: "PENDING" } } });
    const { header, rows } = await rowsOf("creations.csv", { moderation: "PENDING" });
    expect(header).toEqual([
      "Identifiant",
      "Créée le",
      "Type",
      "Style",
      "Prompt",
      "Statut de modération",
      "Motif",
      "Modérée le",
      "Client",
      "E-mail",
      "Identifiant client",
      "Image (URL publique)",
    ]);
    expect(list.data?.creations.totalCount).toBe(20);
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r[0])).toEqual(Array.from({ length: 20 }, (_, k) => `c${String(38 - 2 * k).padStart(4, "0")}`));
    expect(rows[0]).toEqual([
      "c0038",
      "08/02/2026 10:00",
      "Texte vers image",
      "Aquarelle",
      'Un chat 38; en "aquarelle"',
      "En attente",
      "",
      "",
      "Client Nom8",
      "u0008@exemple.fr",
      "u0008",
      "https://images.exemple.fr/c38.png",
    ]);

    const rejected = await rowsOf("creations.csv", { moderation: "REJECTED" });
    const rejectedCount = await gql(CREATION_COUNT, { token: admin.token, variables: { filter: { moderation: "REJECTED" } } });
    expect(rejected.rows).toHaveLength(rejectedCount.data?.creations.totalCount);
    // A bucket path would need an expiring signed link: no image URL for it.
    expect(rejected.rows[0]!.slice(5)).toEqual(["Refusée", "Qualité insuffisante", "09/02/2026 11:00", "Client Nom9", "u0009@exemple.fr", "u0009", ""]);
    const all = await rowsOf("creations.csv");
    expect(all.rows).toHaveLength(40);
  });

  it("neutralise un prompt qui est une formule", async () => {
    const { rows } = await rowsOf("creations.csv", { moderation: "APPROVED" });
    const row = rows.find((r) => r[0] === "c0005")!;
    expect(row[4]).toBe(`'${FORMULA}`);
    expect(row[8]).toBe(`'${FORMULA} Mallory`);
  });

  it("refuse un état de modération inconnu (400)", async () => {
    const { res, text } = await exportCsv("creations.csv", { moderation: "PERDUE" });
    expect(res.status).toBe(400);
    expect(JSON.parse(text).errors[0].message).toBe("État de modération inconnu.");
  });
});

const FEEDBACK_COUNT = `query ($filter: FeedbackFilter) { feedbacks(first: 1, filter: $filter) { totalCount } }`;
const CONTACT_LIST = `query ($filter: ContactMessageFilter) { contactMessages(first: 100, filter: $filter) { totalCount edges { node { id } } } }`;

describe("export CSV des boîtes de réception", () => {
  it("feedback : la liste filtrée (statut, note, période), et un message qui est une formule neutralisé", async () => {
    const filter = { status: "NEW", period: { from: "2026-01-05", to: "2026-01-25" } };
    const list = await gql(FEEDBACK_COUNT, { token: admin.token, variables: { filter } });
    const { header, rows } = await rowsOf("feedback.csv", { status: "NEW", from: "2026-01-05", to: "2026-01-25" });
    expect(header).toEqual(["Identifiant", "Date", "Statut", "Note", "Catégorie", "Client", "E-mail", "Message", "Commande", "Création", "Mis à jour le"]);
    // NEW are the even ones; days 5 to 25 (both included) are i = 4 … 24.
    expect(list.data?.feedbacks.totalCount).toBe(11);
    expect(rows).toHaveLength(11);
    expect(rows.map((r) => r[0])).toEqual([24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4].map((i) => `f${String(i).padStart(4, "0")}`));
    expect(rows[0]).toEqual([
      "f0024",
      "25/01/2026 10:00",
      "Nouveau",
      "5",
      "Bug",
      "Client 24",
      "u0001@exemple.fr",
      "Un filtre par couleur serait pratique, n°24.",
      "",
      "",
      "",
    ]);

    const resolved = await rowsOf("feedback.csv", { status: "RESOLVED", rating: "4" });
    const resolvedCount = await gql(FEEDBACK_COUNT, { token: admin.token, variables: { filter: { status: "RESOLVED", rating: 4 } } });
    expect(resolved.rows).toHaveLength(resolvedCount.data?.feedbacks.totalCount);
    expect(resolved.rows.map((r) => r[0])).toEqual(["f0023", "f0013", "f0003"]);
    expect(resolved.rows[2]![7]).toBe(`'+${FORMULA}`);
  });

  it("messages de contact : une recherche exporte ce que la liste trouve, textes des clients neutralisés", async () => {
    const filter = { search: "martin" };
    const list = await gql(CONTACT_LIST, { token: admin.token, variables: { filter } });
    const { header, rows } = await rowsOf("contact-messages.csv", { search: "martin" });
    expect(header).toEqual(["Identifiant", "Date", "Statut", "Nom", "E-mail", "Sujet", "Message", "Lu le", "Réponses", "Répondu le", "Motif du spam"]);
    expect(list.data?.contactMessages.totalCount).toBe(7);
    expect(rows.map((r) => r[0])).toEqual(list.data?.contactMessages.edges.map((e: { node: { id: string } }) => e.node.id));
    expect(rows.find((r) => r[0] === "m0024")).toEqual([
      "m0024",
      "25/01/2026 10:00",
      "Répondu",
      "Camille Martin",
      "client24@exemple.fr",
      "Question numéro 24",
      'Bonjour;\nvoici ma "question" 24.',
      "",
      "1",
      "25/01/2026 12:00",
      "",
    ]);

    const answered = await rowsOf("contact-messages.csv", { status: "REPLIED" });
    const answeredList = await gql(CONTACT_LIST, { token: admin.token, variables: { filter: { status: "REPLIED" } } });
    expect(answered.rows).toHaveLength(answeredList.data?.contactMessages.totalCount);
    const fresh = await rowsOf("contact-messages.csv", { status: "NEW" });
    expect(fresh.rows.find((r) => r[0] === "m0004")![3]).toBe(`'${FORMULA}`);
  });

  it("refuse un filtre invalide (400) en français", async () => {
    const rating = await exportCsv("feedback.csv", { rating: "9" });
    expect(rating.res.status).toBe(400);
    expect(JSON.parse(rating.text).errors[0].message).toBe("La note doit être comprise entre 1 et 5.");
    const status = await exportCsv("contact-messages.csv", { status: "LU" });
    expect(status.res.status).toBe(400);
    expect(JSON.parse(status.text).errors[0].message).toBe("Statut de message inconnu.");
  });
});

describe("accès aux exports", () => {
  const PATHS = ["users.csv", "creations.csv", "feedback.csv", "contact-messages.csv"];

  it.each(PATHS)("%s : 401 sans jeton ou avec un jeton invalide, sans aucune donnée", async (path) => {
    for (const authorization of [null, "Bearer pas-un-jeton"]) {
      const { res, text } = await exportCsv(path, {}, authorization);
      expect(res.status).toBe(401);
      expect(JSON.parse(text).errors[0].extensions.code).toBe("UNAUTHENTICATED");
      expect(text).not.toContain("exemple.fr");
    }
  });

  it.each(PATHS)("%s : 403 pour un non-administrateur, sans aucune donnée", async (path) => {
    const { res, text } = await exportCsv(path, {}, `Bearer ${customer.token}`);
    expect(res.status).toBe(403);
    expect(JSON.parse(text).errors[0].message).toBe("Accès refusé - Droits administrateur requis");
    expect(text).not.toContain("exemple.fr");
  });
});

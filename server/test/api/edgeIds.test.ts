/**
 * Issue 24, point 3: every id the API accepts is checked at the edge. A bad one — a path, a
 * reserved « __…__ » id, 200 characters, a space — is a French BAD_USER_INPUT (HTTP 400) before
 * any resolver runs, never a 500 with Firestore's message; a stored reference that is no valid id
 * is treated as absent.
 */
import { Timestamp } from "firebase-admin/firestore";
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { errorCodes, gql, type GraphQLResponse } from "../support/graphql";
import { everyIdArgument } from "../support/idArguments";
import { createAdmin, db } from "../support/identities";
import { createOrder } from "../support/orders";

const BAD_IDS = ["s2/../x", "__s2__", "x".repeat(200), "a b"];
const cursorNaming = (id: string) => Buffer.from(JSON.stringify([{ v: null }, id]), "utf8").toString("base64url");

function expectRefusedId(response: GraphQLResponse, argument: string) {
  expect(response.status).toBe(400);
  expect(errorCodes(response)).toEqual(["BAD_USER_INPUT"]);
  expect(response.errors?.[0]?.message).toBe(
    `Identifiant invalide pour « ${argument} » : lettres sans accent, chiffres, « - » et « _ » seulement, 128 caractères au plus.`,
  );
  expect(response.errors?.[0]?.extensions?.argumentName).toBe(argument);
  expect(response.data ?? null).toBeNull();
  // Refused before any resolver: only the caller's record (the admin check) was read.
  expect(response.extensions?.cost).toMatchObject({ firestoreReads: 1, firestoreQueries: 0 });
}

describe("les identifiants venus de l'extérieur sont vérifiés à l'entrée de l'API", () => {
  let token: string;

  beforeAll(async () => {
    await clearEmulators();
    token = (await createAdmin()).token;
    await createOrder("cmd-1");
  });

  for (const bad of BAD_IDS) {
    const shown = bad.length > 20 ? `${bad.length} caractères` : bad;

    it(`refuse « ${shown} » dans feedback(id:), order(id:), user(id:), en variable ou en littéral`, async () => {
      for (const field of ["feedback", "order", "user"]) {
        expectRefusedId(await gql(`query ($id: ID!) { ${field}(id: $id) { id } }`, { token, variables: { id: bad } }), "id");
        expectRefusedId(await gql(`{ ${field}(id: ${JSON.stringify(bad)}) { id } }`, { token }), "id");
      }
    });

    it(`refuse « ${shown} » dans une mutation, un lot d'ids et un filtre, sans rien écrire`, async () => {
      const before = await dumpDatabase();
      const blocked = await gql("mutation ($id: ID!) { setUserBlocked(input: { userId: $id, isBlocked: true }) { user { id } } }", {
        token,
        variables: { id: bad },
      });
      expectRefusedId(blocked, "input.userId");
      const bulk = await gql("mutation ($ids: [ID!]!) { setFeedbackStatus(input: { ids: $ids, status: RESOLVED }) { feedbacks { id } } }", {
        token,
        variables: { ids: ["fb-1", bad] },
      });
      expectRefusedId(bulk, "input.ids[1]");
      const filtered = await gql("query ($id: ID) { orders(filter: { userId: $id }) { totalCount } }", { token, variables: { id: bad } });
      expectRefusedId(filtered, "filter.userId");
      expect(await dumpDatabase()).toEqual(before);
    });

    it(`refuse un curseur qui nomme « ${shown} »`, async () => {
      const response = await gql("query ($after: String) { orders(first: 1, after: $after) { edges { node { id } } } }", {
        token,
        variables: { after: cursorNaming(bad) },
      });
      expect(errorCodes(response)).toEqual(["BAD_USER_INPUT"]);
      expect(response.errors?.[0]?.message).toBe("Le curseur de pagination « after » est invalide.");
    });
  }

  it("refuse « __s2__ » à chaque endroit du schéma qui prend un identifiant (BAD_USER_INPUT, jamais 500)", async () => {
    // The audit log's target filter also takes a media file's path (docs/api-limits.md): below.
    const operations = everyIdArgument.filter((o) => o.where !== "filter.targetId");
    expect(operations.length).toBeGreaterThan(60);
    for (const operation of operations) {
      const response = await gql(operation.source, { token, variables: { id: "__s2__" } });
      expect([operation.name, response.status, errorCodes(response)]).toEqual([operation.name, 400, ["BAD_USER_INPUT"]]);
      // `input.variants[0].id` is where `input.variants.id` was given (the list's first item).
      expect([operation.name, String(response.errors?.[0]?.extensions?.argumentName).replace(/\[0\]/g, "")]).toEqual([operation.name, operation.where]);
    }
  });

  it("accepte dans le filtre du journal d'audit un id ou le chemin d'un média, pas un chemin qui remonte", async () => {
    for (const targetId of ["cmd-1", "media/affiches/a b.png"]) {
      const response = await gql('query ($id: ID) { auditLog(filter: { targetType: "mediaFile", targetId: $id }) { totalCount } }', {
        token,
        variables: { id: targetId },
      });
      expect(response.errors).toBeUndefined();
    }
    const climbing = await gql("query ($id: ID) { auditLog(filter: { targetId: $id }) { totalCount } }", { token, variables: { id: "s2/../x" } });
    expect(errorCodes(climbing)).toEqual(["BAD_USER_INPUT"]);
  });

  it("ouvre le détail d'un feedback dont la commande stockée n'est pas un id valide : la référence est absente", async () => {
    await db().doc("feedback/fb-ancien").set({
      userId: "client-1",
      rating: 2,
      category: "ORDER",
      message: "Ma commande n'est pas arrivée.",
      orderId: "__s2__",
      creationId: "a/b",
      status: "NEW",
      notes: [],
      createdAt: Timestamp.now(),
      counted: true,
    });
    const response = await gql('{ feedback(id: "fb-ancien") { id orderId order { id } creationId creation { id } user { id } } }', { token });
    expect(response.errors).toBeUndefined();
    expect(response.data?.feedback).toEqual({ id: "fb-ancien", orderId: null, order: null, creationId: null, creation: null, user: null });
  });

  it("répond null à un id valide qui n'existe pas", async () => {
    const response = await gql('{ order(id: "inconnue") { id } feedback(id: "inconnu") { id } }', { token });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ order: null, feedback: null });
  });
});

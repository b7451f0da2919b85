import { buildSchema, getNamedType, getNullableType, isLeafType, isListType, isObjectType, parse, type OperationDefinitionNode } from "graphql";
import { typeDefs } from "../schema";
import { AGGREGATES_READS, aggregateReads } from "./costModel";
import { FIELD_COSTS } from "./fieldCosts";
import { DEFAULT_COUNT_BOUNDS } from "./countBounds";

/** An order count reads the aggregates (stats/global and its shards), then is billed at its bound. */
const AGG = AGGREGATES_READS;
import { MAX_SELECTIONS, measureOperation, TooManySelections } from "./operationCost";

const schema = buildSchema(typeDefs);

function measure(source: string, variables: Record<string, unknown> = {}) {
  const document = parse(source);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === "OperationDefinition")!;
  return measureOperation(schema, document, operation, variables);
}
const estimate = (source: string, variables?: Record<string, unknown>) => measure(source, variables).estimatedReads;
/** A count() of the orders at their bound (100,000): one read per 1,000. */
const ORDERS_COUNT = DEFAULT_COUNT_BOUNDS.orders / 1000;

describe("estimation du coût d'une opération en lectures Firestore", () => {
  it("compte la lecture de la fiche de l'appelant, et rien pour ce qu'elle contient déjà", () => {
    expect(estimate("{ me { email fullName } }")).toBe(1);
    expect(estimate("{ __schema { types { name } } }")).toBe(1);
  });

  it("prend « first » par défaut dans le schéma (25) : une page lit first + 1 documents, totalCount les agrégats puis un count()", () => {
    expect(ORDERS_COUNT).toBe(100);
    expect(estimate("{ orders { totalCount } }")).toBe(1 + 26 + AGG + ORDERS_COUNT);
    expect(estimate("{ orders(first: 10) { edges { node { id total } } } }")).toBe(1 + 11);
  });

  it("multiplie les relations (≤ 1 lecture chacune) par la taille de la page", () => {
    expect(estimate("{ orders(first: 10) { edges { node { customer { email } } } } }")).toBe(1 + 11 + 10);
    expect(estimate("{ creations(first: 4) { edges { node { author { email } styleLabel moderation { moderator { email } } } } } }")).toBe(1 + 5 + 4 * 3);
  });

  it("multiplie « first » à travers les connexions imbriquées", () => {
    const source = "{ users(first: 10) { edges { node { orders(first: 10) { totalCount edges { node { customer { email } } } } } } } }";
    expect(estimate(source)).toBe(1 + 11 + 10 * (11 + AGG + ORDERS_COUNT + 10 * 1));
  });

  it("compte chaque alias, et une seule fois ce qui partage un nom de réponse (comme l'exécution)", () => {
    expect(estimate("{ a: orders(first: 1) { totalCount } b: orders(first: 1) { totalCount } }")).toBe(1 + 2 * (2 + AGG + ORDERS_COUNT));
    expect(estimate("{ orders(first: 1) { totalCount } ...F } fragment F on Query { orders(first: 1) { totalCount } }")).toBe(1 + 2 + AGG + ORDERS_COUNT);
  });

  it("développe les fragments, applique les variables et @skip / @include", () => {
    const source = `query Q($n: Int, $skip: Boolean!) {
      orders(first: $n) { edges { node { ...Row } } }
      dashboard @skip(if: $skip) { pendingOrders }
    }
    fragment Row on Order { customer { email } }`;
    expect(estimate(source, { n: 5, skip: true })).toBe(1 + 6 + 5);
    expect(estimate(source, { n: 5, skip: false })).toBe(1 + 6 + 5 + aggregateReads(4));
  });

  it("compte les agrégats et un count() par statut pour orderStatusCounts (ensemble, une lecture par 1 000 commandes et une par statut), et la recherche du client par e-mail", () => {
    expect(estimate("{ orderStatusCounts { status count } }")).toBe(1 + AGG + ORDERS_COUNT + 7);
    expect(estimate('{ orderStatusCounts(filter: { search: "a@b.fr" }) { count } }')).toBe(1 + AGG + ORDERS_COUNT + 7 + 10);
  });

  it("prix d'un count() : sa facture à la borne de sa collection, une recherche d'utilisateurs comptée en mémoire", () => {
    expect(estimate("{ users(first: 1) { totalCount } }")).toBe(1 + 2 + DEFAULT_COUNT_BOUNDS.users / 1000);
    expect(estimate('{ users(first: 1, filter: { search: "cam" }) { totalCount } }')).toBe(1 + 400);
    expect(estimate("{ feedbacks(first: 1) { totalCount } }")).toBe(1 + 2 + DEFAULT_COUNT_BOUNDS.feedback / 1000);
    // A usage count stops at 1,000 uses: one read.
    expect(estimate("{ textToImageStyles { usageCount } }")).toBe(1 + 200 + 200 * 1);
  });

  it("borne l'historique stocké dans la commande (10) et compte la requête de ses notes (200 au plus, chacune avec son auteur)", () => {
    const source = '{ order(id: "x") { statusHistory { author { email } } notes { author { email } } items { name imageUrl } } }';
    expect(estimate(source)).toBe(1 + 1 + 10 + 200 + 200);
  });

  it("compte une modération selon le nombre d'identifiants envoyés", () => {
    const source = `mutation M($ids: [ID!]!) {
      moderateCreations(input: { ids: $ids, decision: APPROVE }) { creations { author { email } styleLabel } userErrors { message } }
    }`;
    // The caller, the 3 creations, settings/app and the 3 authors (a rejection's mails), then each creation's author and style.
    expect(estimate(source, { ids: ["a", "b", "c"] })).toBe(1 + 3 + 1 + 3 + 3 * 2);
  });

  it("ne compte pas plus de 100 par page : au-delà, le résolveur refuse avant de lire", () => {
    expect(estimate("{ orders(first: 1000) { totalCount } }")).toBe(1 + 101 + AGG + ORDERS_COUNT);
  });

  it("compte les champs racine et les alias", () => {
    expect(measure("{ a: me { uid } b: me { x: email } orders(first: 1) { totalCount } }")).toMatchObject({ rootFields: 3, aliases: 3 });
  });

  it("s'arrête sur un arbre de fragments qui double à chaque niveau, sans le parcourir", () => {
    const levels = 14;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i + 1 < levels
        ? `fragment F${i} on User { a: orders(first: 1) { edges { node { customer { ...F${i + 1} } } } } b: orders(first: 1) { edges { node { customer { ...F${i + 1} } } } } }`
        : `fragment F${i} on User { uid }`,
    );
    const started = performance.now();
    expect(() => measure(`{ me { ...F0 } } ${fragments.join(" ")}`)).toThrow(TooManySelections);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(MAX_SELECTIONS).toBeLessThan(2 ** levels * 4);
  });
});

describe("modèle de coût", () => {
  it("donne un coût à chaque champ qui prend des arguments ou renvoie une liste d'objets", () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith("__")) continue;
      for (const field of Object.values(type.getFields())) {
        const element = getNamedType(field.type);
        // A list of scalar-only objects (userErrors) costs nothing however long it is.
        const listOfObjects =
          isListType(getNullableType(field.type)) &&
          isObjectType(element) &&
          Object.values(element.getFields()).some((f) => !isLeafType(getNamedType(f.type)) || f.args.length);
        const key = `${type.name}.${field.name}`;
        if ((field.args.length || listOfObjects) && !FIELD_COSTS[key]) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });

  it("ne décrit que des champs qui existent", () => {
    const unknown = Object.keys(FIELD_COSTS).filter((key) => {
      const [typeName, fieldName] = key.split(".");
      const type = schema.getType(typeName!);
      return !isObjectType(type) || !type.getFields()[fieldName!];
    });
    expect(unknown).toEqual([]);
  });
});

describe("coût des listes du catalogue", () => {
  it("compte une liste entière (≤ 200) avec, par élément, son usage (un count()) et son auteur", () => {
    expect(estimate("{ deliveryMethods { id usageCount updatedBy { email } } }")).toBe(1 + 200 + 200 * 2);
  });

  it("compte un réordonnancement comme la liste lue une fois, ses éléments rendus sans relecture", () => {
    const source = `mutation { reorderDeliveryMethods(input: { ids: ["a"] }) { items { id usageCount } userErrors { code } } }`;
    expect(estimate(source)).toBe(1 + 200 + 200);
  });
});

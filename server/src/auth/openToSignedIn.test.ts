import {
  buildSchema,
  getNamedType,
  isLeafType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type OperationTypeNode,
} from "graphql";
import { typeDefs } from "../schema";
import { OPEN_TO_SIGNED_IN } from "./access";

const schema = buildSchema(typeDefs);

/** Every field a signed-in non-administrator can reach, walked from the access rule's own list. */
function openRootFields(): { path: string; field: GraphQLField<unknown, unknown> }[] {
  return Object.entries(OPEN_TO_SIGNED_IN).flatMap(([operation, names]) => {
    const root = schema.getRootType(operation as OperationTypeNode)!;
    return (names ?? []).map((name) => {
      const field = root.getFields()[name];
      if (!field) throw new Error(`${root.name}.${name} is open to signed-in users but not in the schema`);
      return { path: `${root.name}.${name}`, field };
    });
  });
}

const scalarOnly = (type: GraphQLObjectType) => Object.values(type.getFields()).every((f) => isLeafType(getNamedType(f.type)) && f.args.length === 0);

/**
 * What an open root field returns (a payload) may hold objects; each of those must be made of
 * scalar fields only — the caller's own profile, the user errors — so nothing leads any further.
 */
function problemsBelow(path: string, field: GraphQLField<unknown, unknown>): string[] {
  const problems: string[] = [];
  if (field.args.length) problems.push(`${path} takes arguments`);
  const payload: GraphQLNamedType = getNamedType(field.type);
  if (isLeafType(payload)) return problems;
  if (!isObjectType(payload)) return [...problems, `${path} returns the abstract type ${payload.name}`];
  for (const child of Object.values(payload.getFields())) {
    const childPath = `${path} → ${payload.name}.${child.name}`;
    if (child.args.length) problems.push(`${childPath} takes arguments`);
    const type = getNamedType(child.type);
    if (isLeafType(type)) continue;
    if (!isObjectType(type)) problems.push(`${childPath} returns the abstract type ${type.name}`);
    else if (!scalarOnly(type)) {
      const reaching = Object.values(type.getFields()).filter((f) => !isLeafType(getNamedType(f.type)) || f.args.length);
      problems.push(`${childPath} (${type.name}) reaches ${reaching.map((f) => f.name).join(", ")}`);
    }
  }
  return problems;
}

describe("ce qu'un utilisateur connecté non administrateur peut atteindre", () => {
  it("se déduit de la règle d'accès et n'est pas vide", () => {
    expect(openRootFields().map((f) => f.path)).toEqual(["Mutation.recordLogin"]);
  });

  it("ne mène à aucune relation ni connexion : seulement ses propres champs scalaires", () => {
    const problems = openRootFields().flatMap(({ path, field }) => problemsBelow(path, field));
    expect(problems).toEqual([]);
  });

  it("repère une relation si on en ajoute une (le test sait échouer)", () => {
    const leaky = buildSchema(`
      type Query { x: Int }
      type Order { notes: [String] }
      type User { uid: ID! orders(first: Int): [Order!]! }
      type Payload { user: User }
      type Mutation { recordLogin: Payload }
    `);
    const field = leaky.getMutationType()!.getFields().recordLogin!;
    expect(problemsBelow("Mutation.recordLogin", field)).toEqual(["Mutation.recordLogin → Payload.user (User) reaches orders"]);
  });
});

import { buildSchema, parse, specifiedRules, validate } from "graphql";
import { typeDefs } from "../schema";
import { depthLimit } from "./depthLimit";

const schema = buildSchema(typeDefs);
const errorsOf = (source: string, max = 10) => validate(schema, parse(source), [...specifiedRules, depthLimit(max)]).map((e) => e.message);

describe("limite de profondeur", () => {
  it("refuse au-delà de la limite, fragments compris, en français", () => {
    expect(errorsOf("{ orders { edges { node { id } } } }", 3)).toEqual([]);
    expect(errorsOf("{ orders { edges { node { customer { email } } } } }", 3)).toEqual(["La requête est trop imbriquée (profondeur maximale : 3)."]);
    expect(errorsOf("{ orders { ...C } } fragment C on OrderConnection { edges { node { customer { email } } } }", 3)).toHaveLength(1);
  });

  it("ne compte pas l'introspection (la requête de schéma du bac à sable est plus profonde qu'un écran)", () => {
    expect(errorsOf("{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }", 2)).toEqual([]);
  });

  it("laisse graphql signaler un cycle de fragments au lieu de déborder la pile", () => {
    expect(errorsOf("query { ...A } fragment A on Query { ...A }")).toEqual(['Cannot spread fragment "A" within itself.']);
    expect(errorsOf("{ ...A } fragment A on Query { ...B } fragment B on Query { me { uid } ...A }")).toEqual([
      'Cannot spread fragment "A" within itself via "B".',
    ]);
  });

  it("mesure une fois chaque fragment : une chaîne qui double à chaque niveau reste rapide", () => {
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i + 1 < levels ? `fragment F${i} on User { ...F${i + 1} a: uid ...F${i + 1} }` : `fragment F${i} on User { uid }`,
    );
    const started = performance.now();
    errorsOf(`{ me { ...F0 } } ${fragments.join(" ")}`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

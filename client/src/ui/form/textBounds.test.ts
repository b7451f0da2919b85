import { z } from "zod";
import { optionalText, requiredText, withServerRules } from "./schema";
import { boundOf, textBounds } from "./textBounds";

describe("textBounds", () => {
  it("reads each text field's maximum from the schema, through refinements, pipes and arrays", () => {
    const schema = withServerRules(
      z.object({
        name: requiredText("Le nom", 80),
        description: optionalText("La description", 300),
        variants: z.array(z.object({ name: requiredText("Le nom", 40), price: z.number() })),
        free: z.string(),
      }),
      () => [],
    );
    const bounds = textBounds(schema);
    expect(Object.fromEntries(bounds)).toEqual({ name: 80, description: 300, "variants.*.name": 40 });
    expect(boundOf(bounds, "variants.2.name")).toBe(40);
    expect(boundOf(bounds, "free")).toBeUndefined();
  });
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { NEW_SCREEN_FILES, newScreenPlan, rulesPlaces } from "./newScreen";

const ROOT = join(__dirname, "../..");
const where = rulesPlaces((file) => existsSync(join(ROOT, file)));
const pickupPoints = newScreenPlan({ type: "PickupPoint", path: "pickup-points", label: "Point de retrait", plural: "Points de retrait" }, where);
// The reference catalogue screen, through the same plan: what the path claims is how it is built.
const deliveryMethods = newScreenPlan({ type: "DeliveryMethod", path: "delivery-methods", label: "Mode de livraison", plural: "Modes de livraison" }, where);

/** What « Modes de livraison »'s entry in each list contains. */
const DELIVERY_ENTRY: Record<string, string> = {
  "schema.graphql": "type DeliveryMethod ",
  "server/src/modules/index.ts": 'export { default as deliveryMethods } from "./catalogue/deliveryMethods/module";',
  [where.auditActions]: '"deliveryMethod"',
  "client/src/app/routeTable.ts": 'screen: "deliveryMethods", permission: "CATALOGUE", records: true',
  "server/test/support/catalogue.ts": 'key: "deliveryMethod"',
  "docs/catalogue.md": "`DeliveryMethod`",
};

/** White space folded, so an entry is found however the formatter wraps it. */
const oneLine = (text: string) => text.replace(/\s+/g, " ");

describe("the path of a new catalogue screen (npm run new-screen -- --dry-run)", () => {
  it(`touches at most ${NEW_SCREEN_FILES} files`, () => {
    expect(pickupPoints.created.length + pickupPoints.lines.length).toBeLessThanOrEqual(NEW_SCREEN_FILES);
  });

  it.each(deliveryMethods.created.map(([file]) => file))("names files as « Modes de livraison » has them: %s", (file) => {
    expect(existsSync(join(ROOT, file))).toBe(true);
  });

  it("adds one entry to lists where « Modes de livraison » has one, and to no other", () => {
    const entries = deliveryMethods.lines.map(([file]) => [file, oneLine(readFileSync(join(ROOT, file), "utf8")).includes(DELIVERY_ENTRY[file] ?? "\0")]);
    expect(entries).toEqual(deliveryMethods.lines.map(([file]) => [file, true]));
  });

  it("leaves out no file of « Modes de livraison » but its own helpers and its form's test", () => {
    const planned = new Set(deliveryMethods.created.map(([file]) => file));
    const feature = "client/src/features/delivery-methods";
    const actual = readdirSync(join(ROOT, feature))
      .map((file) => `${feature}/${file}`)
      .filter((file) => !planned.has(file));
    // The model splits its columns and form out of the page and the drawer, has a delay formatter
    // and tests its form's conversions; the path puts them in the page and the drawer.
    expect(actual.sort()).toEqual(
      ["deliveryDelay.ts", "deliveryMethodColumns.tsx", "deliveryMethodForm.test.ts", "deliveryMethodForm.ts"].map((f) => `${feature}/${f}`),
    );
  });

  it("writes no mapper: codegen maps « Modes de livraison » to the record named after its type in @atelier/domain", () => {
    expect(existsSync(join(ROOT, "server/src/modules/catalogue/deliveryMethods/mappers.ts"))).toBe(false);
    expect(readFileSync(join(ROOT, "server/src/generated/graphql.ts"), "utf8")).toContain(
      "import type { DeliveryMethodRecord } from '@atelier/domain/catalogue/deliveryMethod';",
    );
  });
});

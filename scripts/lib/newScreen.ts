/**
 * The path of a new catalogue-type screen, file by file (docs/new-screen.md): what
 * scripts/new-screen.ts prints, as data, so newScreen.test.ts can hold it to its count and check
 * it against how « Modes de livraison » is really built.
 */
export type NewScreen = { type: string; path: string; label: string; plural: string };

/** Where the rules and the audit vocabulary live: the domain package (issue 26), server/src/rules before. */
export function rulesPlaces(exists: (file: string) => boolean): { rulesDir: string; auditActions: string } {
  return {
    rulesDir: exists("packages/domain/src/catalogue") ? "packages/domain/src/catalogue" : "server/src/rules/catalogue",
    auditActions: exists("packages/domain/src/auditActions.ts") ? "packages/domain/src/auditActions.ts" : "server/src/rules/auditActions.ts",
  };
}

/** The files a new catalogue screen creates, and the lists it adds one entry to. */
export type NewScreenPlan = {
  created: [file: string, what: string][];
  lines: [file: string, line: string][];
};

/**
 * How many files a new catalogue screen touches today, tests and docs included:
 * newScreen.test.ts fails if the path grows past the 12 issue 26 asks for (docs/new-screen.md).
 */
export const NEW_SCREEN_FILES = 12;

export function newScreenPlan({ type, path, label, plural }: NewScreen, where: { rulesDir: string; auditActions: string }): NewScreenPlan {
  const one = type[0]!.toLowerCase() + type.slice(1); // pickupPoint: audit resource, payload key
  const all = `${one}s`; // pickupPoints: query, collection, repository, module folder, chunk
  const feature = `client/src/features/${path}`;
  return {
    created: [
      [
        `${where.rulesDir}/${one}.ts`,
        `the fields (bounds, French messages), check, references and ${type}Record (codegen maps ${type} to it by name): the server's check and the form's schema use it`,
      ],
      [`${where.rulesDir}/${one}.test.ts`, "its rules, refusal by refusal"],
      [
        `server/src/modules/catalogue/${all}/module.ts`,
        "the collection (fromData, toFields, check, references), resolvers, costs (catalogueCosts), loader, repository",
      ],
      [`${feature}/${type}sPage.tsx`, "the list (ResourceList, useCatalogueActions, usePathDialog(basePath)) and its columns"],
      [
        `${feature}/${type}Drawer.tsx`,
        "the form: zod schema (withServerRules + the rules' check), empty values, conversions, drawer (FormDialog, useCatalogueForm/Save)",
      ],
      [`${feature}/${all}.graphql`, "the list query, the record fragment and the six mutations"],
    ],
    lines: [
      ["schema.graphql", `type ${type} + ${type}Input, Update/SetActive/Duplicate/Reorder/Delete inputs and payloads (one block, described)`],
      ["server/src/modules/index.ts", `export { default as ${all} } from "./catalogue/${all}/module";`],
      [
        where.auditActions,
        `"${one}" in CATALOGUE_RESOURCES, ...catalogueLabels("${one}", "${label}", "${plural}"), ${one}: { label: "${label}", path: …, list: "/${path}" }`,
      ],
      [
        "client/src/app/routeTable.ts",
        `"${all}" in ScreenChunk (its page, ${type}sPage.tsx, found by that name); { path: "/${path}", title: "${plural}", screen: "${all}", permission: "CATALOGUE", records: true, nav: { label, icon } }`,
      ],
      [
        "server/test/support/catalogue.ts",
        `{ type: "${type}", key: "${one}", list: "${all}", collection: "${all}", fields, input, stored, use, inUseTwice } in RESOURCES`,
      ],
      ["docs/catalogue.md", "its fields, rules and references in the data model's table"],
    ],
  };
}

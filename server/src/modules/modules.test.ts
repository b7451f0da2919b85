/**
 * A module is one folder plus one line (docs/new-screen.md): these fail when a folder's module
 * is not in the list, when a module's resolvers answer a type or field the schema does not have
 * or that another module answers too, when it prices a field the schema does not have, or when
 * its mappers.ts imports code (codegen reads it).
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { buildSchema, isObjectType } from "graphql";
import { SERVER_MODULES } from "./registry";

const ROOT = __dirname;
const moduleFiles = readdirSync(ROOT, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith("module.ts") && file !== "serverModule.ts");
const schema = buildSchema(readFileSync(join(ROOT, "../../../schema.graphql"), "utf8"));

describe("server modules", () => {
  it("lists every module folder once in modules/index.ts, one line each", () => {
    const index = readFileSync(join(ROOT, "index.ts"), "utf8");
    const listed = [...index.matchAll(/from "\.\/(.+)\/module"/g)].map((m) => m[1]).sort();
    expect(listed).toEqual(moduleFiles.map((file) => dirname(file)).sort());
    expect(SERVER_MODULES).toHaveLength(moduleFiles.length);
  });

  it("resolves only types and fields of schema.graphql", () => {
    const unknown: string[] = [];
    for (const module of SERVER_MODULES) {
      for (const resolvers of module.resolvers) {
        for (const [typeName, fields] of Object.entries(resolvers)) {
          const type = schema.getType(typeName);
          if (!type) unknown.push(typeName);
          else if (isObjectType(type)) for (const field of Object.keys(fields as object)) if (!type.getFields()[field]) unknown.push(`${typeName}.${field}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it("resolves each field in one module only (a merge would silently keep the last)", () => {
    const owners = new Map<string, number>();
    const twice: string[] = [];
    SERVER_MODULES.forEach((module, index) => {
      for (const resolvers of module.resolvers) {
        for (const [typeName, fields] of Object.entries(resolvers)) {
          for (const field of Object.keys(fields as object)) {
            const key = `${typeName}.${field}`;
            if (owners.has(key) && owners.get(key) !== index) twice.push(key);
            owners.set(key, index);
          }
        }
      }
    });
    expect(twice).toEqual([]);
  });

  it("prices only fields of schema.graphql", () => {
    const unknown = SERVER_MODULES.flatMap((module) => Object.keys(module.costs)).filter((key) => {
      const [typeName, field] = key.split(".");
      const type = schema.getType(typeName!);
      return !type || !isObjectType(type) || !type.getFields()[field!];
    });
    expect(unknown).toEqual([]);
  });

  it("keeps each module's mappers beside its module.ts, free of runtime imports (codegen reads them)", () => {
    for (const file of moduleFiles) {
      const mappers = join(ROOT, dirname(file), "mappers.ts");
      let text = "";
      try {
        text = readFileSync(mappers, "utf8");
      } catch {
        continue; // a module without records of its own (login) has no mappers
      }
      expect({ file: relative(ROOT, mappers), imports: /^import /m.test(text) }).toEqual({ file: relative(ROOT, mappers), imports: false });
    }
  });
});

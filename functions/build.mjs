// Bundles the function with the server workspace inlined: deployment uploads functions/ alone,
// and schema.graphql travels inside the bundle as text. npm packages stay external and are
// installed from functions/package.json by Cloud Build.
import { build, context } from "esbuild";
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const options = {
  entryPoints: [new URL("./src/index.ts", import.meta.url).pathname],
  outfile: new URL("./lib/index.js", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  sourcemap: true,
  loader: { ".graphql": "text" },
  external: Object.keys(pkg.dependencies),
  logLevel: "info",
};

if (process.argv.includes("--watch")) {
  await (await context(options)).watch();
} else {
  await build(options);
}

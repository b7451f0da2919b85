import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * Keeps GraphiQL's dependencies out of the shell's chunks (docs/api-explorer.md).
 *
 * GraphiQL and the shell share a few libraries: graphql (Apollo Client's too) and @floating-ui
 * (Chakra's positioning). Both import graphql through its index, so every graphql module GraphiQL
 * uses is reachable from the shell too, and the bundler puts it in the shell's `apollo` chunk:
 * +30 KB gzipped on every screen for one page. So every package module that GraphiQL imports,
 * directly or not, gets an id of its own (`node_modules` → COPY in its path): a copy that only
 * /api's chunks hold, matched by none of vite.config.ts's chunk groups. React stays shared:
 * hooks need one React.
 */
const COPY = "node_modules.api-explorer";
const EXPLORER_PAGE = /[\\/]src[\\/]features[\\/]api-explorer[\\/]/;
const GRAPHIQL = /[\\/]node_modules[\\/](graphiql|@graphiql)[\\/]/;
const SINGLETONS = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const PACKAGE_SCRIPT = /^[^\0].*[\\/]node_modules[\\/].*\.[cm]?js$/;
const COPY_DIR = /([\\/])node_modules\.api-explorer([\\/])/;

const original = (id: string) => id.replace(COPY_DIR, "$1node_modules$2");

export function isolateExplorerDependencies(): Plugin {
  return {
    name: "atelier:isolate-explorer-dependencies",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromCopy = COPY_DIR.test(importer);
      if (!fromCopy && !EXPLORER_PAGE.test(importer)) return null;
      const resolved = await this.resolve(source, original(importer), { ...options, skipSelf: true });
      if (!resolved || resolved.external || !PACKAGE_SCRIPT.test(resolved.id) || SINGLETONS.test(resolved.id)) return resolved;
      if (!fromCopy && !GRAPHIQL.test(resolved.id)) return resolved; // the page's own imports: Chakra, the shell's modules
      return { ...resolved, id: resolved.id.replace(/([\\/])node_modules([\\/])(?!.*[\\/]node_modules[\\/])/, `$1${COPY}$2`) };
    },
    load(id) {
      return COPY_DIR.test(id) ? readFileSync(original(id), "utf8") : null;
    },
    // GraphiQL is compiled with the React Compiler, whose "use no memo" directives mean nothing to
    // a bundler: rolldown warns about each one on every build.
    onLog(_level, log) {
      if (log.code === "MODULE_LEVEL_DIRECTIVE" && log.message.includes('"use no memo"')) return false;
    },
  };
}

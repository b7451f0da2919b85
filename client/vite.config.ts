import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { isolateExplorerDependencies } from "./build/isolateExplorerDependencies.ts";

// The Functions emulator serves our Cloud Function `api`; its Express app answers /graphql,
// /files/*, /export/*, /documents/* and /storage/* at its own root. In production Firebase Hosting rewrites the same
// paths, so the console always calls same-origin relative URLs.
// ATELIER_FUNCTION_URL: a second local stack's function (the end-to-end tests' dev console, scripts/lib/stack.cjs).
const FUNCTION_URL = process.env.ATELIER_FUNCTION_URL || "http://127.0.0.1:5001/demo-atelier/europe-west1/api";

const toFunction = { target: FUNCTION_URL, changeOrigin: true };

export default defineConfig({
  plugins: [react(), isolateExplorerDependencies()],
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    proxy: { "/graphql": toFunction, "/files": toFunction, "/export": toFunction, "/documents": toFunction, "/storage": toFunction },
    // Transformed as soon as the server starts, not on a screen's first visit: the dev server
    // transforms each source file when the browser first asks for it, so a first visit of a
    // screen waited for its whole module graph (Feedbacks: 4.2 s). The shell, every screen's page
    // and the shared kit cover every graph (their static imports are pre-transformed with them).
    // Measured with a fresh server: docs/bundle.md « Dev server ».
    warmup: {
      clientFiles: ["./index.html", "./src/app/**/*.{ts,tsx}", "./src/features/**/*.{ts,tsx}", "./src/ui/**/*.{ts,tsx}", "!**/*.test.{ts,tsx}"],
    },
  },
  // Every source file is crawled for dependencies before the first page is served (the lazy
  // screens included), so a first visit never meets a dependency discovered late, which made Vite
  // re-optimise and reload the page once.
  optimizeDeps: {
    entries: ["index.html", "src/**/*.{ts,tsx}", "!src/**/*.test.{ts,tsx}", "!src/gql/**"],
    // The GraphQL explorer's Monaco worker (monaco-graphql's graphql.worker.js, a `?worker` import)
    // is served module by module and not crawled: it imports CommonJS packages (nullthrows through
    // graphql-language-service, picomatch-browser; prettier's UMD parser to format) that only a
    // pre-bundle makes importable. Without them the worker failed to load on the dev server (an
    // uncaught error `Event` and Monaco's « Could not create web worker(s) »; docs/api-explorer.md).
    // graphql itself too, so that the worker's modules and the pre-bundle share one copy of it (two
    // copies: a schema of one is refused by the other's validation, and no error is underlined).
    include: ["graphql", "graphql-language-service", "picomatch-browser", "prettier/standalone", "prettier/parser-graphql"],
  },
  build: {
    // dist/.vite/manifest.json: the first screen's weight is checked from it (scripts/bundle-budget.ts).
    manifest: true,
    // Every browser the console supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Chakra's theme module builds its whole default config with `defineConfig` (an identity
      // function) at load: pure, so that the recipes theme.ts leaves out are left out of the
      // bundle too (docs/bundle.md).
      treeshake: {
        manualPureFunctions: ["defineConfig"],
        // The shared kit's modules (client/src/ui) do nothing when imported but define things.
        // Saying so lets the bundler drop a module none of whose exports a screen uses: a screen
        // that imports one hook from a barrel (`ui/form`, `ui/list`, `ui/media`…) no longer
        // downloads every module the barrel re-exports before its first paint (/creations' search
        // box brought the media picker and its upload queue; /media 42 kB less: docs/bundle.md).
        moduleSideEffects: [{ test: /[\\/]client[\\/]src[\\/]ui[\\/].*\.tsx?$/, sideEffects: false }],
      },
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // Firestore's SDK left out: only the change feed's listener loads it, after the first
            // paint, in that listener's chunk (features/live, docs/live.md); grouped with Auth it
            // would weigh on /login.
            { name: "firebase", test: /node_modules[\\/](@firebase|firebase)[\\/](?!firestore|webchannel-wrapper)/ },
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            // Chakra's two recipe contexts, which every screen (/login included) loads together: left to
            // the splitter they land in two chunks or one as the set of screens sharing them changes,
            // each new chunk costing its own gzip overhead (docs/bundle.md).
            { name: "recipe-context", test: /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]create-(slot-)?recipe-context\.js$/ },
          ],
        },
      },
    },
  },
});

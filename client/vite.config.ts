import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { isolateExplorerDependencies } from "./build/isolateExplorerDependencies.ts";

// The Functions emulator serves our Cloud Function `api`; its Express app answers /graphql,
// /files/*, /export/* and /storage/* at its own root. In production Firebase Hosting rewrites the same
// paths, so the console always calls same-origin relative URLs.
const FUNCTION_URL = "http://127.0.0.1:5001/demo-atelier/europe-west1/api";

const toFunction = { target: FUNCTION_URL, changeOrigin: true };

export default defineConfig({
  plugins: [react(), isolateExplorerDependencies()],
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    proxy: { "/graphql": toFunction, "/files": toFunction, "/export": toFunction, "/storage": toFunction },
  },
  build: {
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: "firebase", test: /node_modules[\\/](@firebase|firebase)[\\/]/ },
            { name: "chakra", test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion)[\\/]/ },
            { name: "apollo", test: /node_modules[\\/](@apollo|graphql|rxjs)[\\/]/ },
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
});

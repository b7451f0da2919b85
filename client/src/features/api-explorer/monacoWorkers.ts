// GraphiQL 5 edits with Monaco, whose language services run in web workers. Vite bundles each
// `?worker` import as a same-origin file under assets/, which the console's CSP already allows
// (no worker-src: script-src 'self' applies). The same three workers as graphiql's
// `setup-workers/vite`, without its console.info on every worker start.
import EditorWorker from "monaco-editor/esm/vs/editor/editor.worker.js?worker";
import JsonWorker from "monaco-editor/esm/vs/language/json/json.worker.js?worker";
import GraphQLWorker from "monaco-graphql/esm/graphql.worker.js?worker";
import type { Environment } from "monaco-editor";

const environment: Environment = {
  getWorker(_workerId: string, label: string) {
    if (label === "json") return new JsonWorker();
    if (label === "graphql") return new GraphQLWorker();
    return new EditorWorker();
  },
};
window.MonacoEnvironment = environment;

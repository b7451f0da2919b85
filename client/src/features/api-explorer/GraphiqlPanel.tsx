// GraphiQL with Monaco: the heavy part of /api, loaded by ApiExplorerPage once the page's header
// has painted (its own chunk, with Monaco's workers and the explorer's styles).
import "./monacoWorkers";
// GraphiQL's styles without graphiql/style.css's 600 KB of inlined fonts (Roboto, Fira Code: the
// console's own fonts are used instead) and its second copy of Monaco's CSS (Monaco's modules
// bring theirs).
import "@graphiql/react/style.css";
import "@graphiql/plugin-doc-explorer/style.css";
import "@graphiql/plugin-history/style.css";
import "graphiql/graphiql.css";
import "./explorerTheme.css";
import { GraphiQL } from "graphiql";
import { useMemo, useState } from "react";
import { reportAccessRevoked } from "../../app/auth/accessRevoked";
import { auth } from "../../app/firebase";
import { CostBar } from "./CostBar";
import { DEFAULT_QUERY } from "./defaultQuery";
import { createExplorerFetcher, type OperationCost } from "./explorerFetcher";

/** GraphiQL against the console's own /graphql, signed in as the current administrator. */
export default function GraphiqlPanel() {
  const [last, setLast] = useState<{ cost: OperationCost | null } | null>(null);
  const fetcher = useMemo(
    () =>
      createExplorerFetcher({
        url: "/graphql",
        getIdToken: async () => auth.currentUser?.getIdToken(),
        onResponse: ({ cost, revokedRights }) => {
          setLast({ cost });
          // As Apollo's access link does: rights revoked meanwhile close the session; a role's
          // refusal (reason PERMISSION) is only shown in the answer.
          if (revokedRights) reportAccessRevoked();
        },
      }),
    [],
  );
  return (
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} forcedTheme="light" isHeadersEditorEnabled={false}>
      <GraphiQL.Footer>
        <CostBar cost={last?.cost ?? null} answered={last !== null} />
      </GraphiQL.Footer>
    </GraphiQL>
  );
}

import "./monacoWorkers";
// GraphiQL's styles without graphiql/style.css's 600 KB of inlined fonts (Roboto, Fira Code: the
// console's own fonts are used instead) and its second copy of Monaco's CSS (Monaco's modules
// bring theirs).
import "@graphiql/react/style.css";
import "@graphiql/plugin-doc-explorer/style.css";
import "@graphiql/plugin-history/style.css";
import "graphiql/graphiql.css";
import "./explorerTheme.css";
import { Box } from "@chakra-ui/react";
import { GraphiQL } from "graphiql";
import { useMemo, useState } from "react";
import { reportAccessRevoked } from "../../app/auth/accessRevoked";
import { auth } from "../../app/firebase";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { CostBar } from "./CostBar";
import { DEFAULT_QUERY } from "./defaultQuery";
import { createExplorerFetcher, type OperationCost } from "./explorerFetcher";

/**
 * /api: GraphiQL against the console's own /graphql, signed in as the current administrator.
 * Lazy like every screen: GraphiQL and Monaco are in this route's chunks only (docs/api-explorer.md).
 */
export default function ApiExplorerPage({ title }: PageProps) {
  const [last, setLast] = useState<{ cost: OperationCost | null } | null>(null);
  const fetcher = useMemo(
    () =>
      createExplorerFetcher({
        url: "/graphql",
        getIdToken: async () => auth.currentUser?.getIdToken(),
        onResponse: ({ cost, errorCodes }) => {
          setLast({ cost });
          // As Apollo's access link does: rights revoked meanwhile close the session.
          if (errorCodes.includes("FORBIDDEN")) reportAccessRevoked();
        },
      }),
    [],
  );
  return (
    <>
      <PageHeader
        title={title}
        description={"Interrogez l’API de la console avec vos droits d’administrateur\u00a0; chaque réponse affiche son coût en lectures Firestore."}
      />
      <Box h="calc(100dvh - 14rem)" minH="36rem" borderWidth="1px" borderRadius="md" overflow="hidden">
        <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} forcedTheme="light" isHeadersEditorEnabled={false}>
          <GraphiQL.Footer>
            <CostBar cost={last?.cost ?? null} answered={last !== null} />
          </GraphiQL.Footer>
        </GraphiQL>
      </Box>
    </>
  );
}

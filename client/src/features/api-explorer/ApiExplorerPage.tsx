import { Box, Skeleton } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { useIdle } from "../../ui/WhenIdle";

/**
 * GraphiQL and Monaco, in their own chunk: the page's header paints first, from the route's small
 * chunk, and the editor comes into the box kept for it (its size does not change: no shift). The
 * chunk is asked for once the browser is idle after that paint, not during the first render: a
 * request started before the header paints (about 1 MB here) counts before it, and the header's
 * paragraph — the page's largest paint — waited for it (docs/audit.md).
 */
const GraphiqlPanel = lazy(() => import("./GraphiqlPanel"));

/**
 * /api: GraphiQL against the console's own /graphql, signed in as the current administrator.
 * Lazy like every screen, and the editor lazier still (docs/api-explorer.md).
 */
export default function ApiExplorerPage({ title }: PageProps) {
  const painted = useIdle();
  const waiting = <Skeleton height="full" rounded="none" />;
  return (
    <>
      <PageHeader
        title={title}
        description={"Interrogez l’API de la console avec vos droits d’administrateur\u00a0; chaque réponse affiche son coût en lectures Firestore."}
      />
      <Box h="calc(100dvh - 14rem)" minH="36rem" borderWidth="1px" borderRadius="md" overflow="hidden">
        {painted ? (
          <Suspense fallback={waiting}>
            <GraphiqlPanel />
          </Suspense>
        ) : (
          waiting
        )}
      </Box>
    </>
  );
}

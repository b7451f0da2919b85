import { Suspense } from "react";
import { PageSpinner } from "../ui/PageSpinner";
import type { AppRoute } from "./routes";
import { usePageTitle } from "./usePageTitle";

/** One screen of the route table: its document title, then its lazily loaded page. */
export function RoutePage({ route }: { route: Pick<AppRoute, "path" | "title" | "Page" | "basePath"> }) {
  usePageTitle(route.title);
  const { Page } = route;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page title={route.title} basePath={route.basePath ?? route.path} />
    </Suspense>
  );
}

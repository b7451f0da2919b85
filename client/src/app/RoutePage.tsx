import { Suspense } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { PageSpinner } from "../ui/PageSpinner";
import type { AppRoute } from "./routes";
import { currentSearch } from "./urlParams";
import { usePageTitle } from "./usePageTitle";

/**
 * One screen of the route table: its document title, then its lazily loaded page. An address
 * with an old parameter name (a bookmark) is first replaced by today's (urlParams.ts).
 */
export function RoutePage({ route }: { route: Pick<AppRoute, "title" | "Page"> }) {
  usePageTitle(route.title);
  const location = useLocation();
  const search = currentSearch(location.search);
  if (search !== null) return <Navigate replace to={{ pathname: location.pathname, search, hash: location.hash }} state={location.state} />;
  const { Page } = route;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page title={route.title} />
    </Suspense>
  );
}

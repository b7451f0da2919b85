import { useQuery } from "@apollo/client/react";
import { SimpleGrid } from "@chakra-ui/react";
import { useDeferredValue, useEffect, useRef, useState } from "react";
import { isAccessRefusal } from "../../ui/apiErrors";
import { notify } from "../../ui/notify";
import { DashboardDocument } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { ErrorState } from "../../ui/ErrorState";
import { LOAD_ERROR_TITLE, listLoadErrorMessage } from "../../ui/loadErrors";
import { FiguresVerified } from "../../ui/FiguresVerified";
import { PageHeader } from "../../ui/PageHeader";
import { whenBrowserIdle } from "../../ui/WhenIdle";
import type { PageProps } from "../../ui/pageProps";
import { AlertsBox } from "./AlertsBox";
import { MetricCards } from "./MetricCards";
import { ModerationPreview } from "./ModerationPreview";
import { RecentOrders } from "./RecentOrders";
import { SalesChart } from "./SalesChart";
import { StatusCounts } from "./StatusCounts";
import { TestTools } from "./TestTools";
import { WorkQueuesCard } from "../work-queues/WorkQueuesCard";
import { useAuth } from "../../app/auth/AuthContext";
import type { DashboardCards } from "./types";

const INITIAL_LOAD_FAILED = "Impossible de charger les données depuis Firebase";
const METRICS_LOAD_FAILED = "Impossible de charger les métriques du dashboard";

export default function DashboardPage({ title }: PageProps) {
  // Every member lands here; each card shows only for a role that may read it (docs/roles.md « Console »).
  const { can } = useAuth();
  const shown: DashboardCards = { customers: can("CUSTOMERS_READ"), orders: can("ORDERS_READ"), moderation: can("MODERATION"), finances: can("FINANCES") };
  const { data, previousData, error, refetch } = useQuery(DashboardDocument, { variables: shown, fetchPolicy: "cache-and-network" });
  const [refreshing, setRefreshing] = useState(false);
  const announced = useRef(false);
  const loadedToast = useRef<string | null>(null);
  // After a failed refresh the previous figures stay on screen. The figures are drawn in a render
  // React can interrupt, as the lists' rows are (ui/list/DataTable.tsx): Apollo hands its answer
  // synchronously, and the cards, the chart and the two lists drawn in that render were one long
  // task (docs/performance.md).
  const dashboard = useDeferredValue(data?.dashboard ?? previousData?.dashboard);

  useEffect(() => {
    if (!dashboard || announced.current) return;
    const { totalUsers, ordersThisMonth } = dashboard.metrics;
    const loaded = [
      totalUsers === undefined ? null : `${formatInteger(totalUsers)} utilisateurs`,
      ordersThisMonth === undefined ? null : `${formatInteger(ordersThisMonth)} commandes ce mois-ci`,
    ].filter((part) => part !== null);
    // Once the browser is idle after the figures, like the lists' load toasts (useLoadToasts.ts).
    return whenBrowserIdle(() => {
      announced.current = true;
      loadedToast.current = notify.success("Données chargées", loaded.join(", ") || "Tableau de bord à jour");
    });
  }, [dashboard]);
  // Like the lists' load toasts, it leaves with the dashboard (ui/list/useLoadToasts.ts).
  useEffect(
    () => () => {
      if (loadedToast.current) notify.dismiss(loadedToast.current);
    },
    [],
  );

  useEffect(() => {
    // A failure before anything was shown is the initial load; afterwards, the metrics refresh.
    // A FORBIDDEN answer is announced by the shell, which signs out (app/auth/accessRevoked.ts).
    if (error && !isAccessRefusal(error)) notify.error(LOAD_ERROR_TITLE, dashboard ? METRICS_LOAD_FAILED : INITIAL_LOAD_FAILED);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on a new error: one toast per failure, not one per refetch of the dashboard
  }, [error]);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refetch(); // refetch always goes to the network
    } catch {
      // the error toast comes from the effect above
    } finally {
      setRefreshing(false);
    }
  };

  if (error && !dashboard) {
    return (
      <>
        <PageHeader title={title} />
        <ErrorState message={listLoadErrorMessage(error, INITIAL_LOAD_FAILED)} onRetry={refresh} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} description="Vue d'ensemble de la boutique, à jour à chaque chargement." />
      {shown.finances && <FiguresVerified verification={dashboard?.verification ?? null} loading={!dashboard} mt="-4" mb="6" />}
      <MetricCards data={dashboard} shown={shown} />
      {(shown.finances || shown.orders) && (
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" mb="4">
          {shown.finances && <SalesChart chart={dashboard?.salesChart ?? undefined} />}
          {shown.orders && <StatusCounts counts={dashboard?.statusCounts ?? undefined} />}
        </SimpleGrid>
      )}
      {(shown.orders || shown.moderation) && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" mb="4">
          {shown.orders && <RecentOrders orders={dashboard?.recentOrders ?? undefined} />}
          {shown.moderation && (
            <ModerationPreview creations={dashboard?.creationsToModerate ?? undefined} count={dashboard?.creationsToModerateCount ?? undefined} />
          )}
        </SimpleGrid>
      )}
      <WorkQueuesCard />
      {/* In the spec's order, after the lists: appearing once the figures are in, it moves nothing above it. */}
      <AlertsBox alerts={dashboard?.alerts} />
      <TestTools onRefresh={refresh} refreshing={refreshing} />
    </>
  );
}

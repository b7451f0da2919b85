/**
 * The shell's banner while maintenance mode is on: the settings are read once (1 read), then the
 * settings screen's mutations, which return the whole ShopSettings, keep the cache current.
 */
import { Alert, Link } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router-dom";
import { MaintenanceModeDocument } from "../../gql/graphql";
import { settingsPath } from "../../app/paths";

export function MaintenanceBanner() {
  const { data } = useQuery(MaintenanceModeDocument, { fetchPolicy: "cache-first" });
  if (!data?.settings.maintenanceMode) return null;
  return (
    <Alert.Root status="warning" role="status" borderRadius="0" data-testid="maintenance-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Mode maintenance activé</Alert.Title>
        <Alert.Description>
          Pensez à le désactiver dans{" "}
          <Link asChild variant="underline">
            <RouterLink to={settingsPath("maintenance")}>Paramètres</RouterLink>
          </Link>{" "}
          une fois les travaux terminés.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

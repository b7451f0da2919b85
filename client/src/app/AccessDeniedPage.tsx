import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { PERMISSION_LABELS, type Permission } from "@atelier/domain/staff/permissions";
import { LuShieldOff } from "react-icons/lu";
import { Link } from "react-router-dom";
import { useAuth } from "./auth/AuthContext";
import { firstOpenScreen } from "./routeTable";
import { usePageTitle } from "./usePageTitle";

export const ACCESS_DENIED_TITLE = "Accès refusé";

/**
 * A screen the member's role does not open (its address typed or bookmarked), inside the shell so
 * the sidebar stays: says which permission is missing and leads back to the first screen they may
 * open. Rendered instead of the page, so none of its queries is sent: no refusal, no loop.
 */
export function AccessDeniedPage({ missing }: { missing: readonly Permission[] }) {
  usePageTitle(ACCESS_DENIED_TITLE);
  const { permissions, roleName } = useAuth();
  const back = firstOpenScreen(permissions);
  const names = missing.map((permission) => PERMISSION_LABELS[permission]).join(", ");
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuShieldOff />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1" fontSize="2xl">
            {ACCESS_DENIED_TITLE}
          </EmptyState.Title>
          <EmptyState.Description>
            {`Votre rôle${roleName ? ` (${roleName})` : ""} ne permet pas d’ouvrir cet écran. ${missing.length > 1 ? "Il faut les permissions" : "Il faut la permission"}\u00a0: ${names}.`}
          </EmptyState.Description>
          <EmptyState.Description>Demandez-la au propriétaire de la boutique si votre travail le demande.</EmptyState.Description>
        </VStack>
        {back && (
          <Button asChild colorPalette="teal">
            <Link to={back.path}>{`Retour à l’écran ${back.nav?.label ?? back.title}`}</Link>
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

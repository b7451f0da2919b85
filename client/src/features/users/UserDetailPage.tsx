/** /users/{id}: profile, credits and loyalty points, account actions, and the user's activity. */
import { lazy, Suspense, useEffect } from "react";
import { Box, Button, Card, HStack, SimpleGrid, Stack, Stat, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { LuArrowLeft } from "react-icons/lu";
import { Link as RouterLink, useParams } from "react-router-dom";
import { UserDetailDocument, UserListItemFragmentDoc, type UserDetailFragment } from "../../gql/graphql";
import { DetailSkeleton, DetailState } from "../../ui/detail";
import { lazyChunk } from "../../ui/lazyChunk";
import { useSearchParamDialog } from "../../ui/form";
import { formatDate, formatDateTime, formatInteger } from "../../ui/format";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { UserAccountActions } from "./UserAccountActions";
import { PresenceNotice } from "../live/presence/PresenceNotice";
import { RecordChangedNotice } from "../live/presence/RecordChangedNotice";
import { PersonalDataRequestButton } from "../personal-data/PersonalDataRequestButton";
import { EntityHistory } from "../audit/EntityHistory";
import { useCan } from "../../app/auth/AuthContext";
import { WhenIdle } from "../../ui/WhenIdle";
import { UserActivityTabs } from "./UserActivityTabs";
import { UserAvatar } from "./UserAvatar";
import { UserBadges } from "./UserBadges";
import { displayName } from "./userColumns";
import { userPageVariables } from "./userPrefetch";

/** What /users calls when one of its rows is pointed at (ui/list/useRowPrefetch). */
export { prefetch } from "./userPrefetch";

/**
 * The balance dialogs and their form kit (about 30 kB gzipped): a chunk asked for once the page
 * has painted, not before its first paint; a click or a ?dialog= address shows them when it is there.
 */
const creditsDialog = lazyChunk(() => import("./CreditsModal").then((m) => ({ default: m.CreditsModal })));
const loyaltyDialog = lazyChunk(() => import("./LoyaltyPointsModal").then((m) => ({ default: m.LoyaltyPointsModal })));
const loadBalanceDialogs = () => Promise.all([creditsDialog.load(), loyaltyDialog.load()]);
// Opened after their preload, the dialogs draw at once (ui/lazyChunk.ts).
const CreditsModal = creditsDialog.Component;
const LoyaltyPointsModal = loyaltyDialog.Component;
/** The erasure's certificate (docs/personal-data.md): the page's last part, loaded once it has painted. */
const PersonalDataErasureCertificate = lazy(() => import("../personal-data/PersonalDataErasureCertificate"));
/** The customer's personal-data requests (docs/personal-data.md « Registre des demandes »): after the certificate, loaded the same way. */
const PersonalDataRequestsSection = lazy(() => import("../personal-data/PersonalDataRequestsSection"));
import { PATHS } from "../../app/paths";

// minmax(0, …): a card is as wide as the page allows, never as wide as a long e-mail or uid.
const LAYOUT = { base: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" };

export default function UserDetailPage({ title }: PageProps) {
  const { id = "" } = useParams();
  // Balances only for a role that reads them (CREDITS, docs/roles.md « Console »).
  // The same variables as the row's prefetch (userPrefetch.ts), so the click finds the answer in the cache.
  const variables = userPageVariables(id, useCan());
  const { withCredits } = variables;
  const { data, loading, error, refetch } = useQuery(UserDetailDocument, { variables });
  // What the list already showed of this user (its row, in the cache): their name at once, the rest as skeletons.
  const client = useApolloClient();
  const known = client.readFragment({ fragment: UserListItemFragmentDoc, id: client.cache.identify({ __typename: "User", id }), variables: { withCredits } });
  useEffect(() => {
    if (withCredits) void loadBalanceDialogs();
  }, [withCredits]);

  return (
    <>
      <Button asChild variant="ghost" size="sm" mb="2">
        <RouterLink to={PATHS.users}>
          <LuArrowLeft /> Utilisateurs
        </RouterLink>
      </Button>
      {/* Who else is on this customer, and who just saved them (docs/live.md « Who else is here »). */}
      <RecordChangedNotice kind="customer" id={id} onReload={refetch} followsScroll />
      <PresenceNotice kind="customer" id={id} />
      <DetailState
        title={title}
        item={data?.user}
        loading={loading}
        preview={
          known ? (
            <>
              <PageHeader title={displayName(known)} description={known.email ?? undefined} />
              <UserSkeleton />
            </>
          ) : undefined
        }
        error={error}
        onRetry={refetch}
        loadFailed="Impossible de charger l’utilisateur"
        notFound={{
          title: "Utilisateur introuvable",
          message: "Cet utilisateur n’existe pas (ou plus). Vérifiez l’adresse ou retrouvez-le dans la liste des utilisateurs.",
          back: { to: PATHS.users, label: "Retour aux utilisateurs" },
        }}
        skeleton={<UserSkeleton />}
      >
        {(user) => <UserDetail user={user} />}
      </DetailState>
    </>
  );
}

/** The profile and balances cards, then the activity tabs. */
const UserSkeleton = () => <DetailSkeleton templateColumns={LAYOUT} columns={[["64"], ["64"]]} below={["72"]} gap="4" />;

function UserDetail({ user }: { user: UserDetailFragment }) {
  const can = useCan();
  // Open in the URL (?dialog=credits): a reload keeps the modal, the back button closes it.
  const credits = useSearchParamDialog("credits");
  const loyaltyPoints = useSearchParamDialog("loyalty-points");
  return (
    <>
      <PageHeader title={displayName(user)} description={user.email ?? undefined} />
      <SimpleGrid templateColumns={LAYOUT} gap="4">
        <Card.Root>
          <Card.Body>
            <HStack gap="4" align="flex-start">
              <UserAvatar name={displayName(user)} photoURL={user.photoURL} size="2xl" />
              <Stack gap="1" minW="0" overflowWrap="anywhere">
                <HStack wrap="wrap">
                  <Text fontWeight="semibold" fontSize="lg">
                    {user.fullName ?? "Nom inconnu"}
                  </Text>
                  <UserBadges user={user} />
                </HStack>
                <Text color="fg.muted">{user.email ?? "E-mail inconnu"}</Text>
                <Text fontSize="sm">Inscription : {formatDate(user.createdAt)}</Text>
                <Text fontSize="sm">Dernière connexion : {formatDateTime(user.lastLoginAt)}</Text>
                <Text fontSize="xs" color="fg.subtle">
                  uid : {user.uid}
                </Text>
              </Stack>
            </HStack>
            <Box mt="4">
              <UserAccountActions user={user} />
              {/* A request under the RGPD, beside the export and the erasure (shown to the same role). */}
              {can("PERSONAL_DATA") && (
                <Box mt="2">
                  <PersonalDataRequestButton user={user} />
                </Box>
              )}
            </Box>
          </Card.Body>
        </Card.Root>
        {/* Balances, and adjusting them, are CREDITS' (docs/roles.md « Console »): not asked for otherwise. */}
        {can("CREDITS") && (
          <Card.Root>
            <Card.Body>
              <SimpleGrid columns={2} gap="4">
                <Stat.Root>
                  <Stat.Label>Crédits</Stat.Label>
                  <Stat.ValueText data-testid="user-credits">{formatInteger(user.credits ?? 0)}</Stat.ValueText>
                </Stat.Root>
                <Stat.Root>
                  <Stat.Label>Points fidélité</Stat.Label>
                  <Stat.ValueText data-testid="user-loyalty-points">{formatInteger(user.loyaltyPoints ?? 0)}</Stat.ValueText>
                </Stat.Root>
              </SimpleGrid>
              <HStack mt="4" gap="2" wrap="wrap">
                <Button colorPalette="teal" onClick={() => credits.open()}>
                  Modifier les crédits
                </Button>
                <Button variant="outline" colorPalette="teal" onClick={() => loyaltyPoints.open()}>
                  Modifier les points fidélité
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        )}
      </SimpleGrid>
      <Suspense fallback={null}>
        {can("CREDITS") && credits.isOpen && <CreditsModal user={user} onClose={credits.close} />}
        {can("CREDITS") && loyaltyPoints.isOpen && <LoyaltyPointsModal user={user} onClose={loyaltyPoints.close} />}
      </Suspense>
      <UserActivityTabs userId={user.id} />
      {can("STAFF") && (
        <Card.Root mt="4">
          <Card.Body>
            <EntityHistory targetType="user" targetId={user.id} />
          </Card.Body>
        </Card.Root>
      )}
      {can("PERSONAL_DATA") && (
        <WhenIdle>
          <Suspense fallback={null}>
            <PersonalDataErasureCertificate userId={user.id} />
            <PersonalDataRequestsSection userId={user.id} />
          </Suspense>
        </WhenIdle>
      )}
    </>
  );
}

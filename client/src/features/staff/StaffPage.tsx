/**
 * /settings/staff « Équipe » (docs/staff.md): two tabs, in the URL (?tab=roles). « Membres »: the
 * members with their role, last sign-in, two-step status and state; « Inviter un membre »
 * (?dialog=invite), a member's role, deactivation and sessions (MemberActions), and
 * « Déconnecter toutes mes sessions » for oneself. « Rôles »: the built-in and custom roles
 * (RolesPanel), « Nouveau rôle » (?dialog=role) and « Modifier » (?dialog=role:<id>). The dialogs
 * load when opened.
 */
import { Badge, Button, Flex, HStack, Tabs, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { signOut } from "firebase/auth";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { isPermission } from "@atelier/domain/staff/permissions";
import { useAuth } from "../../app/auth/AuthContext";
import { auth } from "../../app/firebase";
import { SignOutEverywhereDocument, StaffMembersDocument, type StaffMemberFieldsFragment } from "../../gql/graphql";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { ErrorState } from "../../ui/ErrorState";
import { useSearchValueDialog } from "../../ui/form";
import { formatDateTime } from "../../ui/format";
import { errorText } from "../../ui/errorText";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { StackedTable } from "../../ui/StackedTable";
import { MemberActions, MemberRole } from "./MemberActions";
import { RolesPanel } from "./RolesPanel";

const InviteDialog = lazy(() => import("./InviteDialog"));
const RoleDialog = lazy(() => import("./RoleDialog"));

const LABELS = ["Nom", "Rôle", "Dernière connexion", "Double authentification", "État", "Actions"];
/** From `md` up (fixed layout): room for an e-mail address on one line and the two actions side by side. */
const WIDTHS = { Nom: "21%", Rôle: "14%", "Dernière connexion": "14%", "Double authentification": "13%", État: "8%", Actions: "30%" };

const twoStep = (factors: number | null | undefined) => (factors == null ? "Inconnu" : factors > 0 ? "Activée" : "Non activée");

function MemberState({ member }: { member: StaffMemberFieldsFragment }) {
  if (member.disabled) return <Badge colorPalette="red">Désactivé</Badge>;
  if (member.isBlocked) return <Badge colorPalette="orange">Bloqué</Badge>;
  return <Badge colorPalette="green">Actif</Badge>;
}

export default function StaffPage({ title }: PageProps) {
  const { data, error, refetch } = useQuery(StaffMembersDocument, { fetchPolicy: "cache-and-network" });
  const { state } = useAuth();
  const myUid = state.status === "admin" ? state.user.uid : null;
  const dialog = useSearchValueDialog("dialog");
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get("tab") === "roles" ? "roles" : "members";
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const signOutMine = useAdminMutation(SignOutEverywhereDocument, {
    payload: (d) => d.signOutEverywhere,
    failure: "Déconnexion impossible",
    refusal: "Déconnexion refusée",
  });

  const members = data?.staffMembers;
  const roles = data?.staffRoles ?? [];
  const editedId = dialog.value?.startsWith("role:") ? dialog.value.slice("role:".length) : null;
  const edited = editedId ? roles.find((role) => role.id === editedId && !role.builtIn) : undefined;
  // One's own permissions, as the server reads them: the invitation offers no role wider.
  const held = (members?.find((m) => m.id === myUid)?.permissions ?? []).filter(isPermission);

  const signOutEverywhere = async () => {
    setConfirmSignOut(false);
    if (!myUid) return;
    const result = await signOutMine.run({ variables: {} });
    // This session is one of them: leave now rather than at the next click.
    if (result.ok) await signOut(auth).catch(() => undefined);
  };

  return (
    <>
      <Flex justify="space-between" align="start" gap="4" wrap="wrap">
        <PageHeader title={title} description="Les membres de l’équipe, leurs rôles et leurs sessions." />
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => setConfirmSignOut(true)} disabled={!myUid}>
            Déconnecter toutes mes sessions
          </Button>
          <Button size="sm" colorPalette="teal" onClick={() => dialog.open("invite")} disabled={!members}>
            Inviter un membre
          </Button>
        </HStack>
      </Flex>
      {error && !data ? (
        <ErrorState message={errorText(error, "Impossible de charger l’équipe.")} onRetry={() => refetch()} />
      ) : (
        <Tabs.Root value={tab} onValueChange={(d) => setSearchParams(d.value === "roles" ? { tab: "roles" } : {})} variant="line">
          <Tabs.List mb="4">
            <Tabs.Trigger value="members">Membres</Tabs.Trigger>
            <Tabs.Trigger value="roles">Rôles</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="members">
            {members && members.length === 0 ? (
              <Text color="fg.muted">{"Aucun membre pour l’instant\u00a0: invitez le premier."}</Text>
            ) : (
              // Fixed columns from md up: the skeleton rows and the loaded ones share their widths, nothing moves sideways.
              <StackedTable.Root aria-label="Membres de l’équipe" tableLayout={{ base: "auto", md: "fixed" }}>
                <StackedTable.Header labels={LABELS} hidden={["Actions"]} widths={WIDTHS} />
                <StackedTable.Body>
                  {members ? (
                    members.map((member) => (
                      <StackedTable.Row key={member.id} columns={2}>
                        <StackedTable.Cell wide>
                          <Text fontWeight="medium">
                            {member.name ?? member.email ?? member.id}
                            {member.id === myUid && (
                              <Text as="span" color="fg.muted" fontSize="sm" fontWeight="normal">
                                {" "}
                                (vous)
                              </Text>
                            )}
                          </Text>
                          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                            {member.email}
                          </Text>
                        </StackedTable.Cell>
                        <StackedTable.Cell label="Rôle">
                          <MemberRole member={member} roles={roles} isSelf={member.id === myUid} />
                        </StackedTable.Cell>
                        <StackedTable.Cell label="Dernière connexion">{formatDateTime(member.lastLoginAt)}</StackedTable.Cell>
                        <StackedTable.Cell label="Double authentification">{twoStep(member.twoStepFactors)}</StackedTable.Cell>
                        <StackedTable.Cell label="État">
                          <MemberState member={member} />
                        </StackedTable.Cell>
                        <StackedTable.Cell wide hideBelow={member.id === myUid ? "md" : undefined}>
                          <MemberActions member={member} isSelf={member.id === myUid} />
                        </StackedTable.Cell>
                      </StackedTable.Row>
                    ))
                  ) : (
                    <StackedTable.SkeletonRows
                      labels={LABELS}
                      first={[
                        { height: "5", width: "40" },
                        { height: "4", width: "48" },
                      ]}
                    />
                  )}
                </StackedTable.Body>
              </StackedTable.Root>
            )}
          </Tabs.Content>
          <Tabs.Content value="roles">
            <RolesPanel roles={data?.staffRoles} onNew={() => dialog.open("role")} onEdit={(role) => dialog.open(`role:${role.id}`)} />
          </Tabs.Content>
        </Tabs.Root>
      )}
      <Suspense fallback={null}>
        {dialog.value === "invite" && members && <InviteDialog roles={roles} held={held} onClose={dialog.close} />}
        {(dialog.value === "role" || edited) && data && <RoleDialog role={edited ?? null} roles={roles} held={held} onClose={dialog.close} />}
      </Suspense>
      <ConfirmDialog
        open={confirmSignOut}
        title="Déconnecter toutes mes sessions"
        message="Toutes vos sessions, sur chaque appareil, seront fermées\u00a0; celle-ci aussi. Vous devrez vous reconnecter."
        confirmLabel="Tout déconnecter"
        destructive
        onConfirm={() => void signOutEverywhere()}
        onCancel={() => setConfirmSignOut(false)}
      />
    </>
  );
}

/**
 * A member's actions on « Équipe »: their role (a select in the « Rôle » column, then a
 * confirmation), « Désactiver » / « Réactiver », « Déconnecter toutes les sessions » — each
 * confirmed first, since each changes what someone can do at once. The rules (staffRules.ts)
 * hide what the server would refuse whatever the moment (one's own role, one's own account); what
 * depends on the team's state at the time (the last owner) is the server's refusal, in a toast.
 */
import { Button, HStack, NativeSelect } from "@chakra-ui/react";
import { useState } from "react";
import {
  ChangeStaffRoleDocument,
  DeactivateStaffMemberDocument,
  ReactivateStaffMemberDocument,
  SignOutStaffMemberDocument,
  type StaffMemberFieldsFragment,
} from "../../gql/graphql";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { HELD_REFETCH, heldOr } from "../approvals/heldToast";

type Role = { id: string; name: string };
type Pending = { kind: "deactivate" } | { kind: "reactivate" } | { kind: "signOut" };

const refetchQueries = ["StaffMembers"];
const nameOf = (member: StaffMemberFieldsFragment) => member.name ?? member.email ?? "ce membre";

/** The « Rôle » cell: the role's name for oneself, else a select whose change is confirmed first. */
export function MemberRole({ member, roles, isSelf }: { member: StaffMemberFieldsFragment; roles: readonly Role[]; isSelf: boolean }) {
  const [pending, setPending] = useState<Role | null>(null);
  const changeRole = useAdminMutation(ChangeStaffRoleDocument, {
    payload: (d) => d.changeStaffRole,
    failure: "Changement de rôle impossible",
    refusal: "Changement de rôle refusé",
    success: heldOr(
      (d) => d.changeStaffRole.approvalRequest,
      () => ({ title: "Rôle modifié" }),
    ),
    refetchQueries: [...refetchQueries, HELD_REFETCH],
  });
  if (isSelf) return <>{member.roleName}</>;
  const name = nameOf(member);
  const confirm = () => {
    const role = pending;
    setPending(null);
    if (role) void changeRole.run({ variables: { input: { userId: member.id, roleId: role.id } } });
  };
  return (
    <>
      <NativeSelect.Root size="xs" width="full" maxWidth="44" disabled={member.disabled}>
        <NativeSelect.Field
          aria-label={`Rôle de ${name}`}
          value={member.roleId}
          onChange={(event) => {
            const role = roles.find((r) => r.id === event.target.value);
            if (role && role.id !== member.roleId) setPending(role);
          }}
        >
          {!roles.some((r) => r.id === member.roleId) && <option value={member.roleId}>{member.roleName}</option>}
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {pending && (
        <ConfirmDialog
          open
          title="Changer le rôle"
          message={`${name} passera au rôle « ${pending.name} », avec ses droits, dès sa prochaine action.`}
          confirmLabel="Changer le rôle"
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}

export function MemberActions({ member, isSelf }: { member: StaffMemberFieldsFragment; isSelf: boolean }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const deactivate = useAdminMutation(DeactivateStaffMemberDocument, {
    payload: (d) => d.deactivateStaffMember,
    failure: "Désactivation impossible",
    refusal: "Désactivation refusée",
    success: { title: "Membre désactivé", message: "Ses sessions sont fermées." },
    refetchQueries,
  });
  const reactivate = useAdminMutation(ReactivateStaffMemberDocument, {
    payload: (d) => d.reactivateStaffMember,
    failure: "Réactivation impossible",
    refusal: "Réactivation refusée",
    success: { title: "Membre réactivé" },
    refetchQueries,
  });
  const signOut = useAdminMutation(SignOutStaffMemberDocument, {
    payload: (d) => d.signOutStaffMember,
    failure: "Déconnexion impossible",
    refusal: "Déconnexion refusée",
    success: { title: "Sessions déconnectées" },
  });

  const name = nameOf(member);
  const input = { userId: member.id };
  const confirm = () => {
    const p = pending;
    setPending(null);
    if (!p) return;
    if (p.kind === "deactivate") void deactivate.run({ variables: { input } });
    if (p.kind === "reactivate") void reactivate.run({ variables: { input } });
    if (p.kind === "signOut") void signOut.run({ variables: { input } });
  };
  const question: Record<Pending["kind"], { title: string; message: string; confirmLabel: string; destructive?: boolean }> = {
    deactivate: {
      title: "Désactiver ce membre",
      message: `${name} ne pourra plus se connecter, et ses sessions ouvertes sont fermées à sa prochaine action. Vous pourrez le réactiver.`,
      confirmLabel: "Désactiver",
      destructive: true,
    },
    reactivate: { title: "Réactiver ce membre", message: `${name} pourra de nouveau se connecter.`, confirmLabel: "Réactiver" },
    signOut: {
      title: "Déconnecter toutes les sessions",
      message: `Toutes les sessions de ${name} seront fermées à leur prochaine action\u00a0; il devra se reconnecter.`,
      confirmLabel: "Déconnecter",
      destructive: true,
    },
  };

  if (isSelf) return null;
  return (
    <HStack gap="2" wrap="wrap" justify={{ base: "start", md: "end" }}>
      {member.disabled ? (
        <Button size="xs" variant="outline" onClick={() => setPending({ kind: "reactivate" })}>
          Réactiver
        </Button>
      ) : (
        <>
          <Button size="xs" variant="outline" onClick={() => setPending({ kind: "signOut" })}>
            Déconnecter toutes les sessions
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setPending({ kind: "deactivate" })}>
            Désactiver
          </Button>
        </>
      )}
      {pending && <ConfirmDialog open {...question[pending.kind]} onConfirm={confirm} onCancel={() => setPending(null)} />}
    </HStack>
  );
}

/**
 * « Rôles » on /settings/staff (?tab=roles, docs/staff.md): every role with its permissions and
 * how many members hold it. Built-in roles are read-only (« Intégré »); a custom role is edited
 * (?dialog=role:<id>, the lazy RoleDialog) or deleted after a confirmation — the server refuses
 * while members still hold it and says how many.
 */
import { Badge, Button, Flex, HStack, Skeleton, Text } from "@chakra-ui/react";
import { useState } from "react";
import { isPermission, PERMISSION_LABELS } from "@atelier/domain/staff/permissions";
import { DeleteStaffRoleDocument, type StaffRoleFieldsFragment } from "../../gql/graphql";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { StackedTable } from "../../ui/StackedTable";

const LABELS = ["Rôle", "Permissions", "Membres", "Actions"];

const members = (count: number | null | undefined) => (count == null ? "—" : count === 0 ? "Aucun" : String(count));

export function RolesPanel({
  roles,
  onNew,
  onEdit,
}: {
  /** Undefined while loading. */
  roles: readonly StaffRoleFieldsFragment[] | undefined;
  onNew: () => void;
  onEdit: (role: StaffRoleFieldsFragment) => void;
}) {
  const [deleting, setDeleting] = useState<StaffRoleFieldsFragment | null>(null);
  const remove = useAdminMutation(DeleteStaffRoleDocument, {
    payload: (d) => d.deleteStaffRole,
    failure: "Suppression impossible",
    refusal: "Suppression refusée",
    success: { title: "Rôle supprimé" },
    refetchQueries: ["StaffMembers"],
  });
  const custom = roles?.filter((role) => !role.builtIn) ?? [];

  return (
    <>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <Text color="fg.muted" fontSize="sm" maxW="2xl">
          Un rôle personnalisé réunit les permissions choisies. Le modifier change aussitôt les droits de chaque membre qui l’a.
        </Text>
        <Button size="sm" colorPalette="teal" onClick={onNew} disabled={!roles}>
          Nouveau rôle
        </Button>
      </Flex>
      <StackedTable.Root aria-label="Rôles de l’équipe" tableLayout={{ base: "auto", md: "fixed" }}>
        <StackedTable.Header labels={LABELS} hidden={["Actions"]} />
        <StackedTable.Body>
          {roles
            ? roles.map((role) => (
                <StackedTable.Row key={role.id} columns={2}>
                  <StackedTable.Cell wide>
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="medium">{role.name}</Text>
                      {role.builtIn && <Badge colorPalette="gray">Intégré</Badge>}
                    </HStack>
                  </StackedTable.Cell>
                  <StackedTable.Cell label="Permissions" wide>
                    <Text fontSize="sm">
                      {role.permissions
                        .filter(isPermission)
                        .map((p) => PERMISSION_LABELS[p])
                        .join(", ")}
                    </Text>
                  </StackedTable.Cell>
                  <StackedTable.Cell label="Membres">{members(role.memberCount)}</StackedTable.Cell>
                  <StackedTable.Cell wide>
                    {role.builtIn ? (
                      <Text fontSize="sm" color="fg.muted" textAlign={{ base: "start", md: "end" }}>
                        Non modifiable
                      </Text>
                    ) : (
                      <HStack gap="2" justify={{ base: "start", md: "end" }} wrap="wrap">
                        <Button size="xs" variant="outline" aria-label={`Modifier le rôle ${role.name}`} onClick={() => onEdit(role)}>
                          Modifier
                        </Button>
                        <Button size="xs" variant="outline" colorPalette="red" aria-label={`Supprimer le rôle ${role.name}`} onClick={() => setDeleting(role)}>
                          Supprimer
                        </Button>
                      </HStack>
                    )}
                  </StackedTable.Cell>
                </StackedTable.Row>
              ))
            : [0, 1, 2].map((i) => (
                <StackedTable.Row key={i} columns={2} aria-hidden>
                  <StackedTable.Cell wide>
                    <Skeleton height="5" width="32" />
                  </StackedTable.Cell>
                  <StackedTable.Cell label="Permissions" wide>
                    <Skeleton height="4" width="full" />
                  </StackedTable.Cell>
                  <StackedTable.Cell label="Membres">
                    <Skeleton height="5" width="10" />
                  </StackedTable.Cell>
                  <StackedTable.Cell wide>
                    <Skeleton height="5" width="20" />
                  </StackedTable.Cell>
                </StackedTable.Row>
              ))}
        </StackedTable.Body>
      </StackedTable.Root>
      {roles && custom.length === 0 && (
        <Text color="fg.muted" mt="4">
          {"Aucun rôle personnalisé pour l’instant\u00a0: créez-en un avec « Nouveau rôle »."}
        </Text>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Supprimer ce rôle"
        message={
          deleting
            ? `Le rôle « ${deleting.name} » sera supprimé. Un rôle encore attribué ne peut pas l’être\u00a0: changez d’abord le rôle de ses membres.`
            : ""
        }
        confirmLabel="Supprimer"
        destructive
        onConfirm={() => {
          const role = deleting;
          setDeleting(null);
          if (role) void remove.run({ variables: { input: { id: role.id } } });
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

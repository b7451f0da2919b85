/**
 * « Nouveau rôle » / « Modifier le rôle » (docs/staff.md): a name and the permissions, each with
 * the domain's French label and description. A permission one's own role lacks is disabled and
 * says why: the server refuses it anyway (checkCustomRole, the same rule run here on the form).
 * Loaded on demand (StaffPage imports it lazily).
 */
import { Box, Checkbox, Stack, Text } from "@chakra-ui/react";
import { useController, useForm, useFormContext } from "react-hook-form";
import { z } from "zod";
import { checkCustomRole, ROLE_NAME_MAX } from "@atelier/domain/staff/customRoles";
import { PERMISSION_DESCRIPTIONS, PERMISSION_LABELS, PERMISSIONS, type Permission, type RoleDefinition } from "@atelier/domain/staff/permissions";
import { CreateStaffRoleDocument, UpdateStaffRoleDocument, type StaffRoleFieldsFragment } from "../../gql/graphql";
import { boundedResolver, FormDialog, requiredText, TextField, withServerRules } from "../../ui/form";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";

type RoleValues = { name: string; permissions: string[] };

const roleSchema = (held: readonly Permission[], otherRoles: readonly RoleDefinition[]) =>
  withServerRules(
    z.object({ name: requiredText("Le nom du rôle", ROLE_NAME_MAX), permissions: z.array(z.string()) }),
    // The rules name the mutation's fields (["input", "name"]); the form's are ["name"].
    (values) =>
      checkCustomRole(values, { actorPermissions: held, otherRoles }).errors.map((error) => ({
        ...error,
        // A refusal on one checkbox (a duplicate) reads on the group.
        field: error.field.slice(1, 2),
      })),
  );

const ERROR_ID = "role-permissions-error";

function PermissionsField({ held }: { held: readonly Permission[] }) {
  const { control, formState } = useFormContext<RoleValues>();
  const { field } = useController({ name: "permissions", control });
  const message = formState.errors.permissions?.message;
  const chosen = new Set(field.value);
  const toggle = (permission: Permission, on: boolean) => field.onChange(PERMISSIONS.filter((p) => (p === permission ? on : chosen.has(p))));
  return (
    // Not a Chakra Field: its context would give every checkbox the same id.
    <Box as="fieldset" aria-describedby={message ? ERROR_ID : undefined}>
      <Text as="legend" fontWeight="medium" mb="2">
        Permissions
      </Text>
      <Stack gap="3">
        {PERMISSIONS.map((permission) => {
          const lacking = !held.includes(permission);
          return (
            <Checkbox.Root
              key={permission}
              checked={chosen.has(permission)}
              disabled={lacking && !chosen.has(permission)}
              onCheckedChange={(e) => toggle(permission, e.checked === true)}
              alignItems="start"
            >
              <Checkbox.HiddenInput ref={permission === PERMISSIONS[0] ? field.ref : undefined} />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label>
                <Text as="span" display="block">
                  {PERMISSION_LABELS[permission]}
                </Text>
                <Text as="span" display="block" fontSize="sm" color="fg.muted" fontWeight="normal">
                  {PERMISSION_DESCRIPTIONS[permission]}
                  {lacking && " Votre rôle ne la permet pas\u00a0: vous ne pouvez pas la donner."}
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Stack>
      {message && (
        <Text id={ERROR_ID} mt="2" fontSize="sm" color="fg.error">
          {message}
        </Text>
      )}
    </Box>
  );
}

export default function RoleDialog({
  role,
  roles,
  held,
  onClose,
}: {
  /** The custom role edited; null for « Nouveau rôle ». */
  role: StaffRoleFieldsFragment | null;
  /** Every role, for the name's uniqueness. */
  roles: readonly StaffRoleFieldsFragment[];
  held: readonly Permission[];
  onClose: () => void;
}) {
  const others = roles.filter((r) => !r.builtIn && r.id !== role?.id);
  const form = useForm<RoleValues, unknown, RoleValues>({
    resolver: boundedResolver(roleSchema(held, others)),
    defaultValues: { name: role?.name ?? "", permissions: role ? [...role.permissions] : [] },
  });
  const options = { failure: "Enregistrement impossible", refusal: false as const, refetchQueries: ["StaffMembers"] };
  const create = useAdminMutation(CreateStaffRoleDocument, { ...options, payload: (d) => d.createStaffRole, success: { title: "Rôle créé" } });
  const update = useAdminMutation(UpdateStaffRoleDocument, {
    ...options,
    payload: (d) => d.updateStaffRole,
    success: { title: "Rôle modifié", message: "Ses membres ont ses nouvelles permissions dès leur prochaine action." },
  });
  return (
    <FormDialog
      form={form}
      title={role ? `Modifier le rôle « ${role.name} »` : "Nouveau rôle"}
      onClose={onClose}
      saveLabel={role ? "Enregistrer" : "Créer le rôle"}
      saveUntouched={!role}
      onSave={(values) => {
        const permissions = values.permissions as Permission[];
        return role
          ? update.run({ variables: { input: { id: role.id, name: values.name, permissions } } })
          : create.run({ variables: { input: { name: values.name, permissions } } });
      }}
    >
      <TextField name="name" label="Nom du rôle" required helper="De 2 à 40 caractères, différent des autres rôles." />
      <PermissionsField held={held} />
    </FormDialog>
  );
}

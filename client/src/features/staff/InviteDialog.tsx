/**
 * « Inviter un membre »: e-mail, first and last name, role. The form runs the server's own check
 * (checkInvite, @atelier/domain/staff/staffRules) so a role wider than one's own is refused on the
 * field before sending; the server's refusals (already a member…) land on their fields too. The
 * roles offered are the built-in ones, then the shop's custom roles.
 */
import { useForm } from "react-hook-form";
import { z } from "zod";
import { checkInvite, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from "@atelier/domain/staff/staffRules";
import { isPermission, type Permission, type RoleDefinition } from "@atelier/domain/staff/permissions";
import type { StaffRoleFieldsFragment } from "../../gql/graphql";
import { InviteStaffMemberDocument } from "../../gql/graphql";
import { boundedResolver, FormDialog, requiredText, SelectField, TextField, withServerRules } from "../../ui/form";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { HELD_REFETCH, heldOr } from "../approvals/heldToast";

const inviteSchema = (held: readonly Permission[], customRoles: readonly RoleDefinition[]) =>
  withServerRules(
    z.object({
      email: requiredText("L’adresse e-mail", MAX_EMAIL_LENGTH),
      firstName: requiredText("Le prénom", MAX_NAME_LENGTH),
      lastName: requiredText("Le nom", MAX_NAME_LENGTH),
      roleId: z.string().min(1, "Le rôle est obligatoire."),
    }),
    // The rules name the mutation's fields (["input", "email"]); the form's are ["email"].
    (values) => checkInvite(values, held, customRoles).errors.map((error) => ({ ...error, field: error.field.slice(1) })),
  );

type InviteValues = { email: string; firstName: string; lastName: string; roleId: string };

/** Loaded on demand (StaffPage imports it lazily). */
export default function InviteDialog({
  roles,
  held,
  onClose,
}: {
  roles: readonly StaffRoleFieldsFragment[];
  held: readonly Permission[];
  onClose: () => void;
}) {
  // The custom roles, as the rules need them: a role wider than one's own is refused on the field.
  const customRoles = roles.filter((r) => !r.builtIn).map((r) => ({ id: r.id, name: r.name, permissions: r.permissions.filter(isPermission) }));
  const form = useForm<InviteValues, unknown, InviteValues>({
    resolver: boundedResolver(inviteSchema(held, customRoles)),
    defaultValues: { email: "", firstName: "", lastName: "", roleId: "" },
  });
  const invite = useAdminMutation(InviteStaffMemberDocument, {
    payload: (data) => data.inviteStaffMember,
    failure: "Invitation impossible",
    refusal: false,
    success: heldOr(
      (data) => data.inviteStaffMember.approvalRequest,
      (data) => ({ title: "Invitation envoyée", message: `Un lien de connexion a été envoyé à ${data.inviteStaffMember.member?.email ?? ""}.` }),
    ),
    refetchQueries: ["StaffMembers", HELD_REFETCH],
  });
  return (
    <FormDialog
      form={form}
      title="Inviter un membre"
      onClose={onClose}
      saveLabel="Envoyer l’invitation"
      saveUntouched
      onSave={(input) => invite.run({ variables: { input } })}
    >
      <TextField name="email" label="E-mail" required helper="Un lien de connexion à usage unique lui sera envoyé." />
      <TextField name="firstName" label="Prénom" required />
      <TextField name="lastName" label="Nom" required />
      <SelectField name="roleId" label="Rôle" placeholder="Choisir un rôle" required options={roles.map((r) => ({ value: r.id, label: r.name }))} />
    </FormDialog>
  );
}

/**
 * « Approbations » (?dialog=approvals): the owner's four-eyes thresholds (docs/approvals.md).
 * A blank amount or number: nothing of the kind waits; switched off: rights, roles, VAT and
 * identity change at once. The form runs the server's own check (checkApprovalThresholds).
 */
import { Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { checkApprovalThresholds, MAX_CREDIT_THRESHOLD, THRESHOLD_LABELS } from "@atelier/domain/approvals/approvals";
import { SetApprovalThresholdsDocument, type ShopSettingsFieldsFragment } from "../../gql/graphql";
import { FormDialog, IntegerField, MoneyField, optionalMoney, optionalWholeNumber, SwitchField, withServerRules } from "../../ui/form";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";

export const approvalsSchema = withServerRules(
  z.object({
    refundAboveCents: optionalMoney(THRESHOLD_LABELS.refundAboveCents),
    creditGrantAbove: optionalWholeNumber(THRESHOLD_LABELS.creditGrantAbove, 0, MAX_CREDIT_THRESHOLD),
    rightsChanges: z.boolean(),
    vatAndIdentityChanges: z.boolean(),
  }),
  // The rules name the mutation's fields (["input", "refundAboveCents"]); the form's are ["refundAboveCents"].
  (values) => checkApprovalThresholds(values).errors.map((error) => ({ ...error, field: error.field.slice(1) })),
);

type Values = z.input<typeof approvalsSchema>;
type Checked = z.output<typeof approvalsSchema>;

export function ApprovalsDialog({ settings, onClose }: { settings: ShopSettingsFieldsFragment; onClose: () => void }) {
  const form = useForm<Values, unknown, Checked>({ resolver: zodResolver(approvalsSchema), defaultValues: { ...settings.approvals } });
  const save = useAdminMutation(SetApprovalThresholdsDocument, {
    refusal: false,
    failure: "Enregistrement impossible",
    payload: (data) => data.setApprovalThresholds,
    success: { title: "Seuils d’approbation enregistrés" },
  });
  return (
    <FormDialog
      form={form}
      title="Approbations"
      onClose={onClose}
      onSave={(values) => save.run({ variables: { input: { version: settings.version, ...values } } })}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Au-delà de ces seuils, une écriture attend qu’un autre membre ayant la même permission l’approuve (7 jours au plus). Laissez vide : rien n’attend.
        </Text>
        <MoneyField name="refundAboveCents" label="Remboursements au-delà de" helper="Montant TTC d’un remboursement. 0 : tous attendent." />
        <IntegerField
          name="creditGrantAbove"
          label="Crédits accordés au-delà de"
          unit="crédits"
          helper="Seuls les ajouts de crédits attendent, jamais les retraits."
        />
        <SwitchField name="rightsChanges" label="Droits administrateur, rôles et invitations" />
        <SwitchField name="vatAndIdentityChanges" label="Taux de TVA et identité légale du vendeur" />
      </Stack>
    </FormDialog>
  );
}

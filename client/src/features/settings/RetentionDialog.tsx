/**
 * « Conservation des données » (?dialog=retention): how many months contact messages, feedback
 * and the mail log are kept before the nightly purge deletes them (docs/personal-data.md
 * « Conservation »). The form runs the server's own check (checkRetention).
 */
import { Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { checkRetention, MAX_RETENTION_MONTHS, RETENTION_KINDS, RETENTION_LABELS, retentionField } from "@atelier/domain/personalData/retention";
import { SetRetentionDocument, type ShopSettingsFieldsFragment } from "../../gql/graphql";
import { FormDialog, IntegerField, wholeNumber, withServerRules } from "../../ui/form";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";

const NBSP = "\u00a0";
const months = (kind: (typeof RETENTION_KINDS)[number]) => wholeNumber(RETENTION_LABELS[kind].field, 1, MAX_RETENTION_MONTHS);

export const retentionSchema = withServerRules(
  z.object({ contactMessagesMonths: months("contactMessages"), feedbackMonths: months("feedback"), mailMonths: months("mail") }),
  // The rules name the mutation's fields (["input", "mailMonths"]); the form's are ["mailMonths"].
  (values) => checkRetention(values).errors.map((error) => ({ ...error, field: error.field.slice(1) })),
);

type Values = z.input<typeof retentionSchema>;
type Checked = z.output<typeof retentionSchema>;

export function RetentionDialog({ settings, onClose }: { settings: ShopSettingsFieldsFragment; onClose: () => void }) {
  const form = useForm<Values, unknown, Checked>({ resolver: zodResolver(retentionSchema), defaultValues: { ...settings.retention } });
  const save = useAdminMutation(SetRetentionDocument, {
    refusal: false,
    failure: "Enregistrement impossible",
    payload: (data) => data.setRetention,
    success: { title: "Délais de conservation enregistrés" },
  });
  return (
    <FormDialog
      form={form}
      title="Conservation des données"
      onClose={onClose}
      onSave={(values) => save.run({ variables: { input: { version: settings.version, ...values } } })}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Chaque nuit, ce qui est plus ancien que ces délais est supprimé définitivement. Les commandes, les factures et les transactions ne sont pas concernées
          {NBSP}: la loi fixe leur durée de conservation.
        </Text>
        {RETENTION_KINDS.map((kind) => (
          <IntegerField
            key={kind}
            name={retentionField(kind)}
            label={RETENTION_LABELS[kind].title}
            unit="mois"
            helper={`De 1 à ${MAX_RETENTION_MONTHS} mois.`}
          />
        ))}
      </Stack>
    </FormDialog>
  );
}

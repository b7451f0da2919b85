/** « Modération » (?dialog=moderation): approval, automatic rejection keywords, the author's mail. */
import { useForm } from "react-hook-form";
import type { ShopSettingsFieldsFragment } from "../../gql/graphql";
import { boundedResolver, FormDialog, SwitchField, TextareaField } from "../../ui/form";
import { moderationFormValues, moderationSchema, type ModerationFormValues, type ModerationValues } from "./settingsForms";
import { useSaveSettings } from "./useSaveSettings";

export function ModerationDialog({ settings, onClose }: { settings: ShopSettingsFieldsFragment; onClose: () => void }) {
  const form = useForm<ModerationFormValues, unknown, ModerationValues>({
    resolver: boundedResolver(moderationSchema),
    defaultValues: moderationFormValues(settings),
  });
  const save = useSaveSettings(settings);
  return (
    <FormDialog form={form} title="Modération" onClose={onClose} onSave={(values) => save(values, "Modération enregistrée")}>
      <SwitchField name="requireApproval" label="Validation requise avant publication" />
      <TextareaField
        name="autoRejectKeywords"
        label="Mots-clés de rejet automatique"
        helper="Séparés par des virgules ou des retours à la ligne. Une création dont le prompt en contient un est refusée."
      />
      <SwitchField name="notifyAuthorOnRejection" label="Notifier l’auteur en cas de rejet" />
    </FormDialog>
  );
}

/** « TVA » (?dialog=vat): the rate the finances split revenue with, in percent. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { ShopSettingsFieldsFragment } from "../../gql/graphql";
import { DecimalField, FormDialog } from "../../ui/form";
import { vatFormValues, vatSchema, type VatFormValues, type VatValues } from "./settingsForms";
import { useSaveSettings } from "./useSaveSettings";

export function VatDialog({ settings, onClose }: { settings: ShopSettingsFieldsFragment; onClose: () => void }) {
  const form = useForm<VatFormValues, unknown, VatValues>({ resolver: zodResolver(vatSchema), defaultValues: vatFormValues(settings) });
  const save = useSaveSettings(settings);
  return (
    <FormDialog form={form} title="TVA" onClose={onClose} onSave={(values) => save(values, "Taux de TVA enregistré")}>
      <DecimalField
        name="vatRate"
        label="Taux de TVA (%)"
        required
        helper="Par exemple 20 ou 5,5. Les prix sont TTC : les finances en déduisent le HT."
        placeholder="20"
      />
    </FormDialog>
  );
}

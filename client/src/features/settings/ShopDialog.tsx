/** « Boutique » (?dialog=shop): the shop's name, its contact address and the mails' sender. */
import { useForm } from "react-hook-form";
import type { ShopSettingsFieldsFragment } from "../../gql/graphql";
import { boundedResolver, FormDialog, TextField } from "../../ui/form";
import { shopFormValues, shopSchema, type ShopFormValues, type ShopValues } from "./settingsForms";
import { useSaveSettings } from "./useSaveSettings";

export function ShopDialog({ settings, onClose }: { settings: ShopSettingsFieldsFragment; onClose: () => void }) {
  const form = useForm<ShopFormValues, unknown, ShopValues>({ resolver: boundedResolver(shopSchema), defaultValues: shopFormValues(settings) });
  const save = useSaveSettings(settings);
  return (
    <FormDialog form={form} title="Boutique" onClose={onClose} onSave={(values) => save(values, "Boutique enregistrée")}>
      <TextField name="shopName" label="Nom de la boutique" required />
      <TextField name="contactEmail" label="E-mail de contact" required helper="L’adresse à laquelle les clients écrivent." />
      <TextField
        name="senderEmail"
        label="E-mail d’expéditeur"
        helper="Les e-mails de la boutique partent de cette adresse, au nom de la boutique. Vide : l’adresse du serveur."
      />
    </FormDialog>
  );
}

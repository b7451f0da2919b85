/**
 * « Identité légale » (?dialog=seller): the seller as every invoice and credit note prints it —
 * raison sociale, address (up to four lines), SIREN, intra-community VAT number, legal mentions —
 * checked as the server checks it (@atelier/domain/invoicing/seller). Documents already issued
 * keep the identity they were issued with.
 */
import { Stack, Text } from "@chakra-ui/react";
import { useForm, useFormContext } from "react-hook-form";
import type { ShopSettingsFieldsFragment } from "../../gql/graphql";
import { boundedResolver, FormDialog, TextareaField, TextField } from "../../ui/form";
import { MAX_ADDRESS_LINES } from "@atelier/domain/invoicing/seller";
import { sellerFormValues, sellerInput, sellerSchema, type SellerFormValues, type SellerValues } from "./settingsForms";
import { useSaveSettings } from "./useSaveSettings";

const ADDRESS_LINES = Array.from({ length: MAX_ADDRESS_LINES }, (_, i) => i);

export function SellerDialog({ settings, onClose }: { settings: ShopSettingsFieldsFragment; onClose: () => void }) {
  const form = useForm<SellerFormValues, unknown, SellerValues>({ resolver: boundedResolver(sellerSchema), defaultValues: sellerFormValues(settings) });
  const save = useSaveSettings(settings);
  return (
    <FormDialog form={form} title="Identité légale" onClose={onClose} onSave={(values) => save({ seller: sellerInput(values) }, "Identité légale enregistrée")}>
      <Text fontSize="sm" color="fg.muted">
        Imprimée sur chaque facture et chaque avoir émis à partir de maintenant.
      </Text>
      <TextField name="seller.legalName" label="Raison sociale" required />
      <AddressFields />
      <TextField name="seller.siren" label="SIREN" helper="9 chiffres, par exemple 732 829 320." />
      <TextField
        name="seller.vatNumber"
        label="Numéro de TVA intracommunautaire"
        helper="FR, une clé de 2 chiffres puis le SIREN, par exemple FR44732829320."
      />
      <TextareaField
        name="seller.legalMentions"
        label="Mentions légales"
        helper="Forme juridique, capital, RCS, conditions de paiement : au pied de chaque document."
      />
    </FormDialog>
  );
}

/**
 * The address's lines, a group named « Adresse »; a refusal of the address as a whole
 * (« L’adresse est obligatoire. ») shows under them. (A group rather than Chakra's Fieldset:
 * /settings' first screen stays within its budget.)
 */
function AddressFields() {
  const { formState } = useFormContext<SellerFormValues>();
  const lines = formState.errors.seller?.addressLines;
  const message = lines?.root?.message ?? lines?.message;
  return (
    <Stack gap="3" role="group" aria-labelledby="seller-address" aria-describedby={message ? "seller-address-error" : undefined}>
      <Text id="seller-address" fontWeight="medium">
        Adresse
      </Text>
      {ADDRESS_LINES.map((i) => (
        <TextField key={i} name={`seller.addressLines.${i}`} label={`Adresse, ligne ${i + 1}`} />
      ))}
      {message && (
        <Text id="seller-address-error" color="fg.error" fontSize="sm">
          {message}
        </Text>
      )}
    </Stack>
  );
}

/**
 * « Crédits » (?dialog=credits): the packs the storefront sells (credits and price, in the order
 * shown: add, remove, move up or down), the credits a generation costs and the loyalty rate.
 */
import { Button, Heading, HStack, IconButton, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useFieldArray, useForm, useFormContext } from "react-hook-form";
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from "react-icons/lu";
import type { ShopSettingsFieldsFragment } from "../../gql/graphql";
import { DecimalField, FormDialog, IntegerField, MoneyField } from "../../ui/form";
import { MAX_CREDIT_PACKS } from "@atelier/domain/settings/settings";
import { creditsFormValues, creditsSchema, type CreditsFormValues, type CreditsValues } from "./settingsForms";
import { useSaveSettings } from "./useSaveSettings";

export function CreditsDialog({ settings, onClose }: { settings: ShopSettingsFieldsFragment; onClose: () => void }) {
  const form = useForm<CreditsFormValues, unknown, CreditsValues>({ resolver: zodResolver(creditsSchema), defaultValues: creditsFormValues(settings) });
  const save = useSaveSettings(settings);
  return (
    <FormDialog form={form} title="Crédits" onClose={onClose} onSave={(values) => save(values, "Crédits enregistrés")}>
      <CreditPacksFields />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <IntegerField name="creditsPerGeneration" label="Crédits par génération" unit="crédits" required helper="Quand le style n’en fixe pas." />
        <DecimalField name="loyaltyRate" label="Points de fidélité par euro" required placeholder="1" />
      </SimpleGrid>
    </FormDialog>
  );
}

function CreditPacksFields() {
  const { control, formState } = useFormContext<CreditsFormValues>();
  const packs = useFieldArray({ control, name: "creditPacks" });
  const listError = formState.errors.creditPacks?.root?.message ?? formState.errors.creditPacks?.message;
  return (
    <Stack gap="3" as="fieldset">
      <Heading as="legend" size="sm">
        Packs de crédits
      </Heading>
      {packs.fields.map((field, index) => (
        <HStack key={field.id} align="start" gap="2" role="group" aria-label={`Pack ${index + 1}`}>
          <SimpleGrid columns={2} gap="3" flex="1">
            <IntegerField name={`creditPacks.${index}.credits`} label={`Crédits du pack ${index + 1}`} unit="crédits" required />
            <MoneyField name={`creditPacks.${index}.priceCents`} label={`Prix du pack ${index + 1}`} required />
          </SimpleGrid>
          <HStack gap="1" pt="7">
            <IconButton
              aria-label={`Monter le pack ${index + 1}`}
              variant="ghost"
              size="sm"
              disabled={index === 0}
              onClick={() => packs.move(index, index - 1)}
            >
              <LuArrowUp />
            </IconButton>
            <IconButton
              aria-label={`Descendre le pack ${index + 1}`}
              variant="ghost"
              size="sm"
              disabled={index === packs.fields.length - 1}
              onClick={() => packs.move(index, index + 1)}
            >
              <LuArrowDown />
            </IconButton>
            <IconButton aria-label={`Supprimer le pack ${index + 1}`} variant="ghost" size="sm" colorPalette="red" onClick={() => packs.remove(index)}>
              <LuTrash2 />
            </IconButton>
          </HStack>
        </HStack>
      ))}
      {listError && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {listError}
        </Text>
      )}
      <Button
        alignSelf="start"
        variant="outline"
        size="sm"
        disabled={packs.fields.length >= MAX_CREDIT_PACKS}
        onClick={() => packs.append({ credits: null, priceCents: null })}
      >
        <LuPlus /> Ajouter un pack
      </Button>
    </Stack>
  );
}

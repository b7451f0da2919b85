/**
 * The variants of a product (e.g. the sizes of a T-shirt) in the product form: a row per variant
 * with its name, price supplement and active switch; add, remove; at most MAX_VARIANTS.
 */
import { Box, Button, Fieldset, Grid, IconButton, Stack, Text } from "@chakra-ui/react";
import { get, useFieldArray, useFormContext } from "react-hook-form";
import { LuPlus, LuTrash2 } from "react-icons/lu";
import { MoneyField, SwitchField, TextField } from "../../ui/form";
import { newVariant, type ProductFormValues } from "./productForm";
import { MAX_VARIANTS } from "@atelier/domain/catalogue/limits";

export function VariantsField() {
  const { control, formState } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "variants" });
  // A rule on the whole list (too many) sits on the array itself, or on its root next to item errors.
  const listError: string | undefined = get(formState.errors, "variants.message") ?? get(formState.errors, "variants.root.message");
  const full = fields.length >= MAX_VARIANTS;

  return (
    <Fieldset.Root invalid={Boolean(listError)}>
      <Fieldset.Legend>Variantes ({fields.length})</Fieldset.Legend>
      <Fieldset.HelperText>Par exemple les tailles d’un T-shirt, chacune avec son supplément de prix ({MAX_VARIANTS} au plus).</Fieldset.HelperText>
      <Stack gap="3">
        {fields.map((field, index) => (
          <Box key={field.id} role="group" aria-label={`Variante ${index + 1}`} borderWidth="1px" rounded="l2" p="3">
            <Grid templateColumns={{ base: "1fr", sm: "2fr 1fr auto" }} gap="3" alignItems="start">
              <TextField name={`variants.${index}.name`} label="Nom de la variante" required />
              <MoneyField name={`variants.${index}.priceSupplementCents`} label="Supplément" />
              <IconButton aria-label={`Retirer la variante ${index + 1}`} variant="ghost" colorPalette="red" mt={{ sm: "6" }} onClick={() => remove(index)}>
                <LuTrash2 />
              </IconButton>
            </Grid>
            <Box mt="2">
              <SwitchField name={`variants.${index}.isActive`} label="Variante active" />
            </Box>
          </Box>
        ))}
      </Stack>
      <Box>
        <Button size="sm" variant="outline" onClick={() => append(newVariant())} disabled={full}>
          <LuPlus /> Ajouter une variante
        </Button>
      </Box>
      {full && (
        <Text fontSize="sm" color="fg.muted">
          Un produit a au plus {MAX_VARIANTS} variantes.
        </Text>
      )}
      {listError && <Fieldset.ErrorText>{listError}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

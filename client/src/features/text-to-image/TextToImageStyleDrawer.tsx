/**
 * The drawer of /text-to-image/new and /text-to-image/:id: a style's form (name, prompts,
 * preview image chosen in the media library, credit cost), read from the list.
 */
import { Text } from "@chakra-ui/react";
import { CreateTextToImageStyleDocument, UpdateTextToImageStyleDocument, type TextToImageStyleFieldsFragment } from "../../gql/graphql";
import { FormDialog, ImageField, IntegerField, SwitchField, TextareaField, TextField } from "../../ui/form";
import { useCatalogueForm, useCatalogueSave } from "../../ui/resource";
import { emptyTextToImageStyle, textToImageStyleFormValues, textToImageStyleInput, textToImageStyleSchema } from "./textToImageStyleForm";
import { formatUsageCount } from "../../ui/resource/usageCount";

type Props = {
  /** "new", or the id of the style to edit. */
  id: string;
  styles: readonly TextToImageStyleFieldsFragment[] | undefined;
  loading: boolean;
  onClose: () => void;
};

const schemaFor = (otherNames: readonly string[], style: TextToImageStyleFieldsFragment | undefined) => textToImageStyleSchema(otherNames, style?.previewPath);

export function TextToImageStyleDrawer({ id, styles, loading, onClose }: Props) {
  const {
    item: style,
    form,
    status,
  } = useCatalogueForm({
    id,
    items: styles,
    loading,
    schema: schemaFor,
    empty: emptyTextToImageStyle,
    toFormValues: textToImageStyleFormValues,
    notFound: "Ce style est introuvable.",
  });
  const save = useCatalogueSave({
    create: CreateTextToImageStyleDocument,
    update: UpdateTextToImageStyleDocument,
    listQuery: "TextToImageStyles",
    created: "Style créé",
  });

  return (
    <FormDialog
      saveUntouched={id === "new"}
      form={form}
      variant="drawer"
      title={style ? `Modifier «\u00a0${style.name}\u00a0»` : "Nouveau style"}
      onClose={onClose}
      onSave={(values) => save(style, textToImageStyleInput(values))}
      {...status}
    >
      <TextField name="name" label="Nom" required />
      <TextareaField name="prompt" label="Prompt" rows={4} helper="Ajouté à la demande du client, 2 000 caractères au plus." />
      <TextareaField name="negativePrompt" label="Prompt négatif" helper="Ce que le générateur doit éviter." />
      <ImageField name="previewPath" label="Image d’aperçu" initialUrl={style?.previewUrl} />
      <IntegerField name="creditCost" label="Coût en crédits par génération" helper="Vide : le coût par défaut de la boutique." />
      {!style && <SwitchField name="isActive" label="Proposé aux clients dès sa création" />}
      {style && (
        <Text fontSize="sm" color="fg.muted">
          Utilisé par {formatUsageCount(style.usageCount)} création{style.usageCount > 1 ? "s" : ""}.
        </Text>
      )}
    </FormDialog>
  );
}

/**
 * The drawer of /ai-prompts/new and /ai-prompts/:id: the prompt's fields, read from the list
 * already loaded, saved with createImageToImagePrompt or updateImageToImagePrompt (with the
 * version read, so a stale save is refused). The strength is typed with a decimal comma.
 */
import { SimpleGrid } from "@chakra-ui/react";
import { CreateImageToImagePromptDocument, UpdateImageToImagePromptDocument, type ImageToImagePromptFieldsFragment } from "../../gql/graphql";
import { DecimalField, FormDialog, ImageField, IntegerField, SwitchField, TextareaField, TextField } from "../../ui/form";
import { useCatalogueForm, useCatalogueSave } from "../../ui/resource";
import { emptyPrompt, imageToImagePromptInput, promptFormValues, promptSchema } from "./promptForm";

type Props = {
  /** "new", or the id of the prompt to edit. */
  id: string;
  prompts: readonly ImageToImagePromptFieldsFragment[] | undefined;
  loading: boolean;
  onClose: () => void;
};

export function PromptDrawer({ id, prompts, loading, onClose }: Props) {
  const {
    item: prompt,
    form,
    status,
  } = useCatalogueForm({
    id,
    items: prompts,
    loading,
    schema: promptSchema,
    empty: emptyPrompt,
    toFormValues: promptFormValues,
    notFound: "Ce prompt est introuvable.",
  });
  const save = useCatalogueSave({
    create: CreateImageToImagePromptDocument,
    update: UpdateImageToImagePromptDocument,
    listQuery: "ImageToImagePrompts",
    created: "Prompt créé",
  });

  return (
    <FormDialog
      saveUntouched={id === "new"}
      form={form}
      variant="drawer"
      title={prompt ? `Modifier «\u00a0${prompt.name}\u00a0»` : "Nouveau prompt"}
      onClose={onClose}
      onSave={(values) => save(prompt, imageToImagePromptInput(values))}
      {...status}
    >
      <TextField name="name" label="Nom" required />
      <TextareaField name="prompt" label="Prompt" required rows={4} helper="L’instruction donnée au générateur, 2 000 caractères au plus." />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <DecimalField name="strength" label="Force" required placeholder="0,65" helper="De 0 (proche de la photo) à 1 (transformée), deux décimales." />
        <IntegerField name="creditCost" label="Coût en crédits" unit="crédits" helper="Vide : le coût par défaut de la boutique." />
      </SimpleGrid>
      <ImageField name="previewPath" label="Image d’aperçu" initialUrl={prompt?.previewUrl} />
      {!prompt && <SwitchField name="isActive" label="Proposé aux clients dès sa création" />}
    </FormDialog>
  );
}

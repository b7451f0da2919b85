/**
 * The drawer of /ai-prompts/new and /ai-prompts/:id: the prompt's fields, read from the list
 * already loaded, saved with createImageToImagePrompt or updateImageToImagePrompt (with the
 * version read, so a stale save is refused). The strength is typed with a decimal comma.
 */
import { SimpleGrid } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { uploadCatalogueImage } from "../../app/uploadCatalogueImage";
import { CreateImageToImagePromptDocument, UpdateImageToImagePromptDocument, type ImageToImagePromptFieldsFragment } from "../../gql/graphql";
import { DecimalField, FormDialog, ImageField, IntegerField, SwitchField, TextareaField, TextField } from "../../ui/form";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { imageToImagePromptInput, promptFields, promptSchema, type PromptFormFields, type PromptFormValues } from "./promptForm";

type Props = {
  /** "new", or the id of the prompt to edit. */
  id: string;
  prompts: readonly ImageToImagePromptFieldsFragment[] | undefined;
  loading: boolean;
  onClose: () => void;
};

const SAVE_MESSAGES = { failure: "Enregistrement impossible", refusal: false } as const;

export function PromptDrawer({ id, prompts, loading, onClose }: Props) {
  const prompt = id === "new" ? undefined : prompts?.find((p) => p.id === id);
  const values = useMemo(() => (prompt ? promptFields(prompt) : undefined), [prompt]);
  const form = useForm<PromptFormFields, unknown, PromptFormValues>({
    resolver: zodResolver(promptSchema),
    defaultValues: promptFields(),
    values,
  });
  const create = useAdminMutation(CreateImageToImagePromptDocument, {
    ...SAVE_MESSAGES,
    payload: (data) => data.createImageToImagePrompt,
    success: { title: "Prompt créé" },
    refetchQueries: ["ImageToImagePrompts"],
  });
  const update = useAdminMutation(UpdateImageToImagePromptDocument, {
    ...SAVE_MESSAGES,
    payload: (data) => data.updateImageToImagePrompt,
    success: { title: "Modifications enregistrées" },
  });

  const save = (values: PromptFormValues) => {
    const input = imageToImagePromptInput(values);
    return prompt
      ? update.run({ variables: { input: { id: prompt.id, version: prompt.version, values: input } } })
      : create.run({ variables: { input } });
  };

  const missing = id !== "new" && !loading && !prompt;
  return (
    <FormDialog
      form={form}
      variant="drawer"
      title={prompt ? `Modifier «\u00a0${prompt.name}\u00a0»` : "Nouveau prompt"}
      onClose={onClose}
      onSave={save}
      loading={id !== "new" && !prompt && loading}
      loadError={missing ? "Ce prompt est introuvable." : null}
    >
      <TextField name="name" label="Nom" required />
      <TextareaField name="prompt" label="Prompt" required rows={4} helper="L’instruction donnée au générateur, 2 000 caractères au plus." />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <DecimalField name="strength" label="Force" required placeholder="0,65" helper="De 0 (proche de la photo) à 1 (transformée), deux décimales." />
        <IntegerField name="creditCost" label="Coût en crédits" unit="crédits" helper="Vide : le coût par défaut de la boutique." />
      </SimpleGrid>
      <ImageField name="previewPath" label="Image d’aperçu" upload={uploadCatalogueImage} initialUrl={prompt?.previewUrl} />
      {id === "new" && <SwitchField name="isActive" label="Actif dès sa création" />}
    </FormDialog>
  );
}

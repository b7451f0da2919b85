/**
 * /ai-prompts « Prompts IA »: the image-to-image styles customers apply to their own photos —
 * prompt, strength, preview, credit cost, active, order — and over the list the drawer of
 * /ai-prompts/new and /ai-prompts/:id. Written by copying /delivery-methods (docs/resource-kit.md).
 */
import { useQuery } from "@apollo/client/react";
import {
  DeleteImageToImagePromptDocument,
  DuplicateImageToImagePromptDocument,
  ImageToImagePromptsDocument,
  ReorderImageToImagePromptsDocument,
  SetImageToImagePromptActiveDocument,
  type ImageToImagePromptFieldsFragment,
} from "../../gql/graphql";
import { usePathDialog } from "../../ui/form";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { ResourceList, useCatalogueActions } from "../../ui/resource";
import { promptColumns } from "./promptColumns";
import { PromptDrawer } from "./PromptDrawer";
import { PATHS } from "../../app/paths";

const promptSearchText = (p: ImageToImagePromptFieldsFragment) => `${p.name} ${p.prompt}`;

export default function AiPromptsPage({ title }: PageProps) {
  const { data, loading, error, refetch } = useQuery(ImageToImagePromptsDocument);
  const drawer = usePathDialog(PATHS.aiPrompts);
  const actions = useCatalogueActions<ImageToImagePromptFieldsFragment>({
    typename: "ImageToImagePrompt",
    plural: "ImageToImagePrompts",
    listQuery: "ImageToImagePrompts",
    documents: {
      setActive: SetImageToImagePromptActiveDocument,
      duplicate: DuplicateImageToImagePromptDocument,
      reorder: ReorderImageToImagePromptsDocument,
      remove: DeleteImageToImagePromptDocument,
    },
  });

  return (
    <>
      <PageHeader title={title} description="Les styles image-to-image que les clients appliquent à leurs photos : prompt, force, aperçu et coût." />
      <ResourceList
        label="Prompts IA"
        basePath={PATHS.aiPrompts}
        newLabel="Nouveau prompt"
        items={data?.imageToImagePrompts}
        loading={loading}
        error={error}
        loadFailed="Impossible de charger les prompts"
        onRetry={() => void refetch()}
        columns={promptColumns}
        actions={actions}
        searchText={promptSearchText}
        skeletonRows={5}
      />
      {drawer.value !== null && (
        <PromptDrawer key={drawer.value} id={drawer.value} prompts={data?.imageToImagePrompts} loading={loading} onClose={drawer.close} />
      )}
    </>
  );
}

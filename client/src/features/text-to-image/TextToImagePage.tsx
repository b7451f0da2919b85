/**
 * /text-to-image « Styles texte-vers-image »: the styles customers generate images with, and
 * over them the drawer of /text-to-image/new and /text-to-image/:id. Written by copying
 * features/delivery-methods (docs/resource-kit.md).
 */
import { useQuery } from "@apollo/client/react";
import {
  DeleteTextToImageStyleDocument,
  DuplicateTextToImageStyleDocument,
  ReorderTextToImageStylesDocument,
  SetTextToImageStyleActiveDocument,
  TextToImageStylesDocument,
  type TextToImageStyleFieldsFragment,
} from "../../gql/graphql";
import { usePathDialog } from "../../ui/form";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { ResourceList, useCatalogueActions } from "../../ui/resource";
import { textToImageStyleColumns } from "./textToImageStyleColumns";
import { TextToImageStyleDrawer } from "./TextToImageStyleDrawer";
import { PATHS } from "../../app/paths";

export default function TextToImagePage({ title }: PageProps) {
  const { data, loading, error, refetch } = useQuery(TextToImageStylesDocument);
  const drawer = usePathDialog(PATHS.textToImageStyles);
  const actions = useCatalogueActions<TextToImageStyleFieldsFragment>({
    typename: "TextToImageStyle",
    plural: "TextToImageStyles",
    listQuery: "TextToImageStyles",
    documents: {
      setActive: SetTextToImageStyleActiveDocument,
      duplicate: DuplicateTextToImageStyleDocument,
      reorder: ReorderTextToImageStylesDocument,
      remove: DeleteTextToImageStyleDocument,
    },
  });

  return (
    <>
      <PageHeader title={title} description="Les styles que les clients choisissent pour générer une image à partir d’un texte." />
      <ResourceList
        label="Styles texte-vers-image"
        basePath={PATHS.textToImageStyles}
        newLabel="Nouveau style"
        items={data?.textToImageStyles}
        loading={loading}
        error={error}
        loadFailed="Impossible de charger les styles"
        onRetry={() => void refetch()}
        columns={textToImageStyleColumns}
        actions={actions}
        searchText={(s) => `${s.name} ${s.prompt ?? ""}`}
        skeletonRows={8}
      />
      {drawer.value !== null && (
        <TextToImageStyleDrawer key={drawer.value} id={drawer.value} styles={data?.textToImageStyles} loading={loading} onClose={drawer.close} />
      )}
    </>
  );
}

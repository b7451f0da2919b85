/**
 * /impression « Gestion Impression »: the printing products a creation can be ordered on — price,
 * print cost and margin, variants, image, active, order. The list and its actions are the
 * resource kit's (ui/resource); the drawer at /impression/new and /impression/{id} is this
 * screen's form.
 */
import { useQuery } from "@apollo/client/react";
import {
  DeletePrintingProductDocument,
  DuplicatePrintingProductDocument,
  PrintingProductsDocument,
  ReorderPrintingProductsDocument,
  SetPrintingProductActiveDocument,
  type PrintingProductFieldsFragment,
} from "../../gql/graphql";
import { usePathDialog } from "../../ui/form";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { ResourceList, useCatalogueActions } from "../../ui/resource";
import { productColumns } from "./productColumns";
import { ProductDrawer } from "./ProductDrawer";
import { PATHS } from "../../app/paths";

const productSearchText = (p: PrintingProductFieldsFragment) => [p.name, p.format, p.material].filter(Boolean).join(" ");

export default function ImpressionPage({ title }: PageProps) {
  const { data, loading, error, refetch } = useQuery(PrintingProductsDocument);
  const drawer = usePathDialog(PATHS.products);
  const actions = useCatalogueActions<PrintingProductFieldsFragment>({
    typename: "PrintingProduct",
    plural: "PrintingProducts",
    listQuery: "PrintingProducts",
    documents: {
      setActive: SetPrintingProductActiveDocument,
      duplicate: DuplicatePrintingProductDocument,
      reorder: ReorderPrintingProductsDocument,
      remove: DeletePrintingProductDocument,
    },
  });

  return (
    <>
      <PageHeader title={title} description="Les produits sur lesquels les créations s’impriment : prix, coût d’impression, marge et variantes." />
      <ResourceList
        label="Produits"
        basePath={PATHS.products}
        newLabel="Nouveau produit"
        items={data?.printingProducts}
        loading={loading}
        error={error}
        loadFailed="Impossible de charger les produits"
        onRetry={() => void refetch()}
        columns={productColumns}
        actions={actions}
        searchText={productSearchText}
        skeletonRows={6}
      />
      {drawer.value !== null && (
        <ProductDrawer key={drawer.value} id={drawer.value} products={data?.printingProducts} loading={loading} onClose={drawer.close} />
      )}
    </>
  );
}

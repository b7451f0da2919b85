/**
 * /delivery-methods « Modes de Livraison »: the list of the shop's delivery methods, and over it
 * the drawer of /delivery-methods/new and /delivery-methods/:id. The reference catalogue screen:
 * docs/resource-kit.md says how to write the next one by copying this folder.
 */
import { useQuery } from "@apollo/client/react";
import {
  DeleteDeliveryMethodDocument,
  DeliveryMethodsDocument,
  DuplicateDeliveryMethodDocument,
  ReorderDeliveryMethodsDocument,
  SetDeliveryMethodActiveDocument,
  type DeliveryMethodFieldsFragment,
} from "../../gql/graphql";
import { usePathDialog } from "../../ui/form";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { ResourceList, useCatalogueActions } from "../../ui/resource";
import { deliveryMethodColumns } from "./deliveryMethodColumns";
import { DeliveryMethodDrawer } from "./DeliveryMethodDrawer";

export default function DeliveryMethodsPage({ title, basePath }: PageProps) {
  const { data, loading, error, refetch } = useQuery(DeliveryMethodsDocument);
  const drawer = usePathDialog(basePath);
  const actions = useCatalogueActions<DeliveryMethodFieldsFragment>({
    typename: "DeliveryMethod",
    plural: "DeliveryMethods",
    listQuery: "DeliveryMethods",
    documents: {
      setActive: SetDeliveryMethodActiveDocument,
      duplicate: DuplicateDeliveryMethodDocument,
      reorder: ReorderDeliveryMethodsDocument,
      remove: DeleteDeliveryMethodDocument,
    },
  });

  return (
    <>
      <PageHeader title={title} description="Prix, gratuité, délais et pays desservis des livraisons proposées aux clients." />
      <ResourceList
        label="Modes de livraison"
        basePath={basePath}
        newLabel="Nouveau mode de livraison"
        items={data?.deliveryMethods}
        loading={loading}
        error={error}
        loadFailed="Impossible de charger les modes de livraison"
        onRetry={() => void refetch()}
        columns={deliveryMethodColumns}
        actions={actions}
        searchText={(m) => `${m.name} ${m.carrier}`}
        skeletonRows={4}
      />
      {drawer.value !== null && (
        <DeliveryMethodDrawer key={drawer.value} id={drawer.value} methods={data?.deliveryMethods} loading={loading} onClose={drawer.close} />
      )}
    </>
  );
}

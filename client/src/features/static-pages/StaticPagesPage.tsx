/**
 * /static-pages « Pages Statiques »: the storefront's pages (mentions légales, CGV…), and over
 * the list the editor of /static-pages/new and /static-pages/:id (docs/content.md).
 */
import { Button, HStack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { LuPlus } from "react-icons/lu";
import { StaticPagesDocument, type StaticPageFieldsFragment } from "../../gql/graphql";
import { usePathDialog } from "../../ui/form";
import { listLoadErrorMessage } from "../../ui/loadErrors";
import { DataTable, type Column } from "../../ui/list";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { statusColumn, updatedColumn } from "../content/contentColumns";
import { StaticPageDrawer } from "./StaticPageDrawer";
import { PATHS } from "../../app/paths";

const columns: Column<StaticPageFieldsFragment>[] = [
  {
    key: "title",
    header: "Titre",
    primary: true,
    render: (page) => (
      <Text color="teal.fg" fontWeight="medium" truncate>
        {page.title}
      </Text>
    ),
  },
  { key: "slug", header: "Adresse", hideBelow: "sm", render: (page) => `/pages/${page.slug}` },
  statusColumn(),
  updatedColumn(),
];

export default function StaticPagesPage({ title }: PageProps) {
  const { data, loading, error, refetch } = useQuery(StaticPagesDocument);
  const drawer = usePathDialog(PATHS.staticPages);

  return (
    <>
      <PageHeader title={title} description="Les pages de la boutique : mentions légales, conditions de vente, à propos…" />
      <HStack justify="end" mb="4">
        <Button colorPalette="teal" onClick={() => drawer.open("new")}>
          <LuPlus /> Nouvelle page
        </Button>
      </HStack>
      <DataTable
        label="Pages statiques"
        columns={columns}
        rows={data?.staticPages}
        rowKey={(page) => page.id}
        loading={loading}
        error={error ? listLoadErrorMessage(error, "Impossible de charger les pages") : null}
        onRetry={() => void refetch()}
        rowHeight="14"
        skeletonRows={3}
        rowLink={(page) => drawer.link(page.id)}
      />
      {drawer.value !== null && <StaticPageDrawer key={drawer.value} id={drawer.value} pages={data?.staticPages} loading={loading} onClose={drawer.close} />}
    </>
  );
}

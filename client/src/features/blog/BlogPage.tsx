/**
 * /blog « Gestion du Blog »: the posts by pages, filtered by status and tag and searched by title
 * (all in the URL), and over the list the editor of /blog/new and /blog/:id (docs/content.md).
 */
import { Button, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { LuPlus } from "react-icons/lu";
import { BlogPostsDocument, type BlogPostFieldsFragment } from "../../gql/graphql";
import { usePathDialog } from "../../ui/form";
import { ConnectionPagination, DataTable, SearchBox, useConnectionList, type Column } from "../../ui/list";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { statusColumn, updatedColumn } from "../content/contentColumns";
import { CONTENT_STATUS_LABELS } from "../content/contentStatus";
import { BLOG_URL_DEFAULTS, blogPostFilter, postsLabel } from "./blogFilters";
import { BlogPostDrawer } from "./BlogPostDrawer";
import { PATHS } from "../../app/paths";
import { personName } from "../../ui/person";

const columns: Column<BlogPostFieldsFragment>[] = [
  {
    key: "title",
    header: "Titre",
    primary: true,
    cardLines: 2,
    render: (post) => (
      <Stack gap="0">
        <Text color="teal.fg" fontWeight="medium" truncate>
          {post.title}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {post.tags.join(" · ") || "Sans étiquette"}
        </Text>
      </Stack>
    ),
  },
  { key: "author", header: "Auteur", width: "40", hideBelow: "md", render: (post) => personName(post.author, "—") },
  statusColumn(),
  updatedColumn(),
];

export default function BlogPage({ title }: PageProps) {
  const list = useConnectionList(BlogPostsDocument, {
    params: BLOG_URL_DEFAULTS,
    variables: (params, page) => ({ ...page, filter: blogPostFilter(params) }),
    connection: (data) => data.blogPosts,
    pageSize: "url",
    paging: "pages",
    fetchPolicy: "cache-and-network",
    loadFailed: "Impossible de charger les articles",
    toasts: { loaded: "Articles chargés", count: postsLabel, everyList: false },
  });
  const drawer = usePathDialog(PATHS.blogPosts);
  const { params, setParams } = list;

  return (
    <>
      <PageHeader title={title} description="Les articles du blog de la boutique : brouillons, programmés et publiés." />
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <HStack wrap="wrap" gap="3" flex="1">
            <SearchBox value={params.q} onChange={(q) => setParams({ q })} label="Rechercher un article par titre" placeholder="Rechercher par titre" />
            <NativeSelect.Root width="48">
              <NativeSelect.Field aria-label="Statut" value={params.status} onChange={(event) => setParams({ status: event.currentTarget.value })}>
                <option value="">Tous les statuts</option>
                {(["DRAFT", "SCHEDULED", "PUBLISHED"] as const).map((status) => (
                  <option key={status} value={status}>
                    {CONTENT_STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Input
              width="48"
              aria-label="Étiquette"
              placeholder="Étiquette"
              defaultValue={params.tag}
              onKeyDown={(event) => event.key === "Enter" && setParams({ tag: event.currentTarget.value })}
              onBlur={(event) => event.currentTarget.value !== params.tag && setParams({ tag: event.currentTarget.value })}
            />
          </HStack>
          <Button colorPalette="teal" onClick={() => drawer.open("new")}>
            <LuPlus /> Nouvel article
          </Button>
        </HStack>
        <DataTable
          label="Articles"
          columns={columns}
          rows={list.rows}
          rowKey={(post) => post.id}
          loading={list.loading}
          error={list.errorMessage}
          onRetry={list.retry}
          rowHeight="14"
          skeletonRows={list.pageSize}
          rowLink={(post) => drawer.link(post.id)}
        />
        {!list.errorMessage && <ConnectionPagination {...list.pagination} />}
      </Stack>
      {drawer.value !== null && <BlogPostDrawer key={drawer.value} id={drawer.value} onClose={drawer.close} />}
    </>
  );
}

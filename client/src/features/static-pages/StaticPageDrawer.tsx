/**
 * The editor of /static-pages/new and /static-pages/:id: a wide drawer with the Markdown beside
 * its preview, the SEO counters, the status, and the page's revisions (diff, « Restaurer »).
 * A stale save is refused with « Modifié entre-temps par … — rechargez » and the text stays.
 */
import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import {
  CreateStaticPageDocument,
  RestoreStaticPageRevisionDocument,
  StaticPageRevisionsDocument,
  UpdateStaticPageDocument,
  type StaticPageFieldsFragment,
} from "../../gql/graphql";
import { boundedResolver, FormDialog } from "../../ui/form";
import { ContentFields } from "../content/ContentFields";
import { CONTENT_DIFF_LABELS, ContentRevisions } from "../content/ContentRevisions";
import { emptyStaticPage, pageInputOnly, staticPageFormValues, staticPageInput, staticPageSchema, type StaticPageFormValues } from "../content/contentForm";
import { useContentSave } from "../content/useContentSave";
import { REFETCHED_AFTER_WRITES } from "../../ui/mutation/refetchedAfterWrites";

type Props = {
  /** "new", or the id of the page to edit. */
  id: string;
  pages: readonly StaticPageFieldsFragment[] | undefined;
  loading: boolean;
  onClose: () => void;
};

export function StaticPageDrawer({ id, pages, loading, onClose }: Props) {
  const page = id === "new" ? undefined : pages?.find((candidate) => candidate.id === id);
  const values = useMemo(() => (page ? staticPageFormValues(page) : undefined), [page]);
  const schema = useMemo(() => staticPageSchema(), []);
  const form = useForm<StaticPageFormValues>({ resolver: boundedResolver(schema), defaultValues: emptyStaticPage, values });
  const content = useContentSave({
    create: CreateStaticPageDocument,
    update: UpdateStaticPageDocument,
    restore: RestoreStaticPageRevisionDocument,
    listQuery: "StaticPages",
    revisionsQuery: "StaticPageRevisions",
    created: "Page créée",
  });
  const waiting = id !== "new" && !page;

  return (
    <FormDialog
      saveUntouched={id === "new"}
      form={form}
      variant="drawer"
      size="full"
      title={page ? `Modifier «\u00a0${page.title}\u00a0»` : "Nouvelle page"}
      onClose={onClose}
      onSave={(v) => content.save(page, pageInputOnly(staticPageInput(v)))}
      loading={waiting && loading}
      loadError={waiting && !loading ? "Cette page est introuvable." : null}
    >
      <ContentFields addressPrefix="/pages/" canSchedule={false} />
      {page && <PageRevisions id={page.id} onRestore={(revision) => content.restore(page, revision)} />}
    </FormDialog>
  );
}

function PageRevisions({ id, onRestore }: { id: string; onRestore: (revision: number) => Promise<boolean> }) {
  const { data, loading, error } = useQuery(StaticPageRevisionsDocument, {
    variables: { id },
    fetchPolicy: "cache-and-network",
    context: REFETCHED_AFTER_WRITES,
  });
  return <ContentRevisions revisions={data?.staticPage?.revisions} loading={loading} error={error} labels={CONTENT_DIFF_LABELS} onRestore={onRestore} />;
}

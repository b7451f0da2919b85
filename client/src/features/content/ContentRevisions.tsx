/**
 * The revisions panel of a page or post editor: the kept versions (one query, refetched after
 * each save), compared with the text in the editor, « Restaurer » through the screen's restore.
 */
import { useWatch } from "react-hook-form";
import type { RevisionFieldsFragment } from "../../gql/graphql";
import { listLoadErrorMessage } from "../../ui/loadErrors";
import { RevisionsPanel } from "../../ui/revisions/RevisionsPanel";

type Props = {
  revisions: readonly RevisionFieldsFragment[] | undefined;
  loading: boolean;
  error: unknown;
  /** The compared fields with their French names: form field name → label. */
  labels: Readonly<Record<string, string>>;
  onRestore: (version: number) => Promise<boolean>;
};

export function ContentRevisions({ revisions, loading, error, labels, onRestore }: Props) {
  const names = Object.keys(labels);
  const values = useWatch({ name: names }) as unknown[];
  const current = names.map((name, i) => ({ name, value: typeof values[i] === "string" ? (values[i] as string).trim() || null : null }));
  return (
    <RevisionsPanel
      revisions={revisions}
      loading={loading}
      error={error ? listLoadErrorMessage(error, "Impossible de charger les révisions") : null}
      current={current}
      labels={labels}
      onRestore={onRestore}
    />
  );
}

/** The fields pages and posts share, as the diff names them. */
export const CONTENT_DIFF_LABELS = {
  title: "Titre",
  slug: "Lien",
  body: "Contenu",
  seoTitle: "Titre SEO",
  seoDescription: "Description SEO",
} as const;

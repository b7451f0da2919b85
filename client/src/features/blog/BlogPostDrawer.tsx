/**
 * The editor of /blog/new and /blog/:id: the fields pages have (Markdown beside its preview,
 * SEO counters), plus excerpt, cover image, tags, author and the status with a publication
 * date in Paris time; the post's revisions below (diff, « Restaurer »).
 */
import { useQuery } from "@apollo/client/react";
import { NativeSelect, SimpleGrid } from "@chakra-ui/react";
import { useMemo } from "react";
import { useController, useForm, useFormContext } from "react-hook-form";
import { useAuth } from "../../app/auth/AuthContext";
import {
  BlogAuthorsDocument,
  BlogPostDocument,
  BlogPostRevisionsDocument,
  CreateBlogPostDocument,
  RestoreBlogPostRevisionDocument,
  UpdateBlogPostDocument,
} from "../../gql/graphql";
import { boundedResolver, FormDialog, FormField, ImageField, TextareaField, TextField } from "../../ui/form";
import { CONTENT_LIMITS } from "@atelier/domain/content/contentEntry";
import { ContentFields } from "../content/ContentFields";
import { CONTENT_DIFF_LABELS, ContentRevisions } from "../content/ContentRevisions";
import { blogPostFormValues, blogPostInput, blogPostSchema, emptyBlogPost, type BlogPostFormValues } from "../content/contentForm";
import { useContentSave } from "../content/useContentSave";
import { personName } from "../../ui/person";
import { REFETCHED_AFTER_WRITES } from "../../ui/mutation/refetchedAfterWrites";

const POST_DIFF_LABELS = { ...CONTENT_DIFF_LABELS, excerpt: "Extrait", tags: "Étiquettes", coverImagePath: "Image de couverture" };

type Props = {
  /** "new", or the id of the post to edit. */
  id: string;
  onClose: () => void;
};

export function BlogPostDrawer({ id, onClose }: Props) {
  const { state } = useAuth();
  const me = state.status === "admin" ? state.user.uid : "";
  const query = useQuery(BlogPostDocument, { variables: { id }, skip: id === "new" });
  const post = query.data?.blogPost ?? undefined;
  const values = useMemo(() => (post ? blogPostFormValues(post) : undefined), [post]);
  const schema = useMemo(() => blogPostSchema(), []);
  const form = useForm<BlogPostFormValues>({ resolver: boundedResolver(schema), defaultValues: emptyBlogPost(me), values });
  const content = useContentSave({
    create: CreateBlogPostDocument,
    update: UpdateBlogPostDocument,
    restore: RestoreBlogPostRevisionDocument,
    listQuery: "BlogPosts",
    revisionsQuery: "BlogPostRevisions",
    created: "Article créé",
  });
  const waiting = id !== "new" && !post;

  return (
    <FormDialog
      saveUntouched={id === "new"}
      form={form}
      variant="drawer"
      size="full"
      title={post ? `Modifier «\u00a0${post.title}\u00a0»` : "Nouvel article"}
      onClose={onClose}
      onSave={(v) => content.save(post, blogPostInput(v))}
      loading={waiting && query.loading}
      loadError={waiting && !query.loading ? (query.error ? "Impossible de charger l’article." : "Cet article est introuvable.") : null}
    >
      <ContentFields addressPrefix="/blog/" canSchedule />
      <TextareaField name="excerpt" label="Extrait" rows={2} helper={`Le résumé de la liste du blog, ${CONTENT_LIMITS.excerpt} caractères au plus.`} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="tags" label="Étiquettes" helper="Séparées par des virgules : Noël, Atelier." />
        <AuthorField />
      </SimpleGrid>
      <ImageField name="coverImagePath" label="Image de couverture" initialUrl={post?.coverImageUrl} />
      {post && <PostRevisions id={post.id} onRestore={(revision) => content.restore(post, revision)} />}
    </FormDialog>
  );
}

/** The administrators a post may name as its author (controlled: the list arrives after the form's value). */
function AuthorField() {
  const { control } = useFormContext();
  const { field } = useController({ name: "authorId", control });
  const { data } = useQuery(BlogAuthorsDocument);
  const authors = data?.users.edges.map((edge) => edge.node) ?? [];
  const known = authors.some((author) => author.uid === field.value);
  return (
    <FormField name="authorId" label="Auteur" required>
      <NativeSelect.Root>
        <NativeSelect.Field name={field.name} ref={field.ref} value={field.value ?? ""} onChange={field.onChange} onBlur={field.onBlur}>
          {!known && <option value={field.value ?? ""}>{data ? "Choisir un administrateur" : "Chargement…"}</option>}
          {authors.map((author) => (
            <option key={author.uid} value={author.uid}>
              {personName(author, author.uid)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

function PostRevisions({ id, onRestore }: { id: string; onRestore: (revision: number) => Promise<boolean> }) {
  const { data, loading, error } = useQuery(BlogPostRevisionsDocument, {
    variables: { id },
    fetchPolicy: "cache-and-network",
    context: REFETCHED_AFTER_WRITES,
  });
  return <ContentRevisions revisions={data?.blogPost?.revisions} loading={loading} error={error} labels={POST_DIFF_LABELS} onRestore={onRestore} />;
}

/**
 * The editor fields pages and posts share: title, slug (blank: made from the title), the
 * Markdown body beside its sanitised preview, the SEO texts with their counters (60/160), the
 * status and, for a post, the publication date in Paris time.
 */
import { Box, Input, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useFormContext, useWatch } from "react-hook-form";
import type { ContentStatus } from "../../gql/graphql";
import { FormField, TextareaField, TextField } from "../../ui/form";
import { slugify } from "@atelier/domain/content/slug";
import { MarkdownPreview } from "../../ui/markdown/MarkdownPreview";
import { CONTENT_STATUS_LABELS } from "./contentStatus";

type Props = {
  /** The storefront's address before the slug: "/pages/" or "/blog/". */
  addressPrefix: string;
  /** Posts may be scheduled; pages may not. */
  canSchedule: boolean;
};

export function ContentFields({ addressPrefix, canSchedule }: Props) {
  const { register } = useFormContext();
  const [title, slug, body, status] = useWatch({ name: ["title", "slug", "body", "status"] }) as string[];
  const slugShown = (slug ?? "").trim() || slugify(title ?? "");
  const statuses: ContentStatus[] = canSchedule ? ["DRAFT", "SCHEDULED", "PUBLISHED"] : ["DRAFT", "PUBLISHED"];

  return (
    <Stack gap="4">
      <TextField name="title" label="Titre" required />
      <TextField
        name="slug"
        label="Lien"
        placeholder={slugify(title ?? "") || "tire-du-titre"}
        helper={`Adresse : ${addressPrefix}${slugShown || "…"} — vide : tiré du titre, sans accents.`}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <TextareaField name="body" label="Contenu (Markdown)" rows={18} helper="Titres « # », listes « - », liens [texte](adresse)." />
        <Box>
          <Text fontWeight="medium" fontSize="sm" mb="1.5">
            Aperçu
          </Text>
          <MarkdownPreview markdown={body ?? ""} label="Aperçu du contenu" />
        </Box>
      </SimpleGrid>
      {/* Their counters (60, 160) are the form kit's, from the schema's bounds. */}
      <TextField name="seoTitle" label="Titre SEO" />
      <TextareaField name="seoDescription" label="Description SEO" rows={2} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField name="status" label="Statut" required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register("status")}>
              {statuses.map((value) => (
                <option key={value} value={value}>
                  {CONTENT_STATUS_LABELS[value]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {canSchedule && status === "SCHEDULED" && (
          <FormField name="publishAt" label="Publication le (heure de Paris)" required>
            <Input type="datetime-local" {...register("publishAtLocal")} />
          </FormField>
        )}
      </SimpleGrid>
    </Stack>
  );
}

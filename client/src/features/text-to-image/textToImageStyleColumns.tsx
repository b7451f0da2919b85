/** The text-to-image styles table's own columns (ResourceList adds the handle, name, « Actif » and the menu). */
import { Text } from "@chakra-ui/react";
import type { TextToImageStyleFieldsFragment } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { ImageWithFallback } from "../../ui/ImageWithFallback";
import type { Column } from "../../ui/list";
import { formatUsageCount } from "../../ui/resource/usageCount";

export const textToImageStyleColumns: Column<TextToImageStyleFieldsFragment>[] = [
  {
    key: "preview",
    header: "Aperçu",
    width: "20",
    cardLines: 2,
    render: (s) => <ImageWithFallback src={s.previewUrl} alt={`Aperçu du style ${s.name}`} boxSize="10" rounded="l1" />,
  },
  {
    key: "prompt",
    header: "Prompt",
    hideBelow: "lg",
    render: (s) => (
      <Text truncate color={s.prompt ? undefined : "fg.muted"} title={s.prompt ?? undefined}>
        {s.prompt ?? "—"}
      </Text>
    ),
  },
  {
    key: "cost",
    header: "Crédits",
    align: "end",
    width: "28",
    render: (s) => (s.creditCost === null ? <Text color="fg.muted">Par défaut</Text> : formatInteger(s.creditCost)),
  },
  { key: "creations", header: "Créations", align: "end", width: "28", hideBelow: "md", render: (s) => formatUsageCount(s.usageCount) },
];

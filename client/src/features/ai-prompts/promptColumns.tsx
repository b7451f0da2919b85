/** The image-to-image prompts table's own columns (ResourceList adds the handle, name, « Actif » and the menu). */
import { Text } from "@chakra-ui/react";
import type { ImageToImagePromptFieldsFragment } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { ImageWithFallback } from "../../ui/ImageWithFallback";
import type { Column } from "../../ui/list";
import { formatStrength } from "./promptForm";
import { formatUsageCount } from "../../ui/resource/usageCount";

export const promptColumns: Column<ImageToImagePromptFieldsFragment>[] = [
  {
    key: "preview",
    header: "Aperçu",
    render: (p) => <ImageWithFallback src={p.previewUrl} alt={`Aperçu du prompt ${p.name}`} boxSize="10" rounded="l1" />,
    width: "20",
    hideBelow: "sm",
    cardLines: 2,
  },
  { key: "strength", header: "Force", render: (p) => formatStrength(p.strength), align: "end", width: "20" },
  {
    key: "credits",
    header: "Crédits",
    render: (p) => (p.creditCost === null ? <Text color="fg.muted">Par défaut</Text> : formatInteger(p.creditCost)),
    align: "end",
    width: "24",
    hideBelow: "md",
  },
  { key: "usage", header: "Créations", render: (p) => formatUsageCount(p.usageCount), align: "end", width: "24", hideBelow: "md" },
];

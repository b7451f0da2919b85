/** The French names and colours of a page's or post's status. */
import type { ContentStatus } from "../../gql/graphql";

export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  DRAFT: "Brouillon",
  SCHEDULED: "Programmé",
  PUBLISHED: "Publié",
};

export const CONTENT_STATUS_COLORS: Record<ContentStatus, string> = {
  DRAFT: "gray",
  SCHEDULED: "orange",
  PUBLISHED: "green",
};

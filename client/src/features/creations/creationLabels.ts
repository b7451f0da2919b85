import type { CreationCardFragment, CreationKind } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { personName } from "../../ui/person";

export const KIND_LABELS: Record<CreationKind, string> = {
  TEXT_TO_IMAGE: "Texte vers image",
  IMAGE_TO_IMAGE: "Image vers image",
};

export type ModerationView = "PENDING" | "APPROVED" | "REJECTED" | "ALL";

/** The filter's choices, in the order the toolbar shows them; "En attente" is the default queue. */
export const MODERATION_VIEWS: { value: ModerationView; label: string }[] = [
  { value: "PENDING", label: "En attente" },
  { value: "APPROVED", label: "Approuvées" },
  { value: "REJECTED", label: "Refusées" },
  { value: "ALL", label: "Toutes" },
];

/**
 * The list's state in the query string, so a view can be bookmarked and the back button works:
 * `moderation` (PENDING by default, left out), `style`, `highlight` (from the dashboard). The
 * dialogs have their own: `details=<id>` and `reject=<id>,<id>…`.
 */
export const CREATIONS_URL_DEFAULTS = { moderation: "PENDING", style: "", highlight: "" };

/** The `moderation` parameter as a view; anything unknown is the default queue. */
export const moderationView = (value: string): ModerationView => MODERATION_VIEWS.find((v) => v.value === value)?.value ?? "PENDING";

/** The usual reasons, offered in one click; "Autre motif" lets the moderator write their own. */
export const REJECTION_REASONS = [
  "Contenu inapproprié",
  "Qualité insuffisante : image floue ou illisible",
  "Personnage protégé par le droit d'auteur",
  "Présence de texte ou de logo de marque",
  "Photo d'une personne sans son consentement",
] as const;

type Moderation = CreationCardFragment["moderation"];

export function moderationLabel(moderation: Moderation): { label: string; palette: string } {
  if (!moderation.isModerated) return { label: "En attente", palette: "orange" };
  if (moderation.status === "REJECTED") return { label: "Refusée", palette: "red" };
  return { label: "Approuvée", palette: "green" };
}

/**
 * Whether a creation still belongs in the view, from the cache: a decision (optimistic or
 * not) takes it out of "En attente" at once, and a rollback puts it back.
 */
export function belongsToView(moderation: Moderation, view: ModerationView): boolean {
  switch (view) {
    case "PENDING":
      return !moderation.isModerated;
    case "APPROVED":
      return moderation.isModerated && moderation.status === "APPROVED";
    case "REJECTED":
      return moderation.isModerated && moderation.status === "REJECTED";
    case "ALL":
      return true;
  }
}

export function authorName(author: CreationCardFragment["author"]): string {
  return personName(author, "Auteur inconnu");
}

export const creationCountText = (n: number) => `${n} création${n > 1 ? "s" : ""}`;

/** The grid's news (docs/live.md): « 1 nouvelle création », « 3 nouvelles créations ». */
export const newCreationsLabel = (n: number) => (n > 1 ? `${formatInteger(n)} nouvelles créations` : "1 nouvelle création");
/** A new creation waits for moderation: news for « En attente » and « Toutes », never for a view of decided ones. */
export const viewShowsNewCreations = (view: ModerationView) => view === "PENDING" || view === "ALL";

/** The view's filter (the list's: moderation state, style) as query-string parameters of /export/creations.csv. */
export function creationExportQuery(view: ModerationView, style: string | null): string {
  const query = new URLSearchParams({ moderation: view });
  if (style) query.set("style", style);
  return query.toString();
}

/**
 * Saved views (docs/saved-views.md): a list's URL state kept under a name, private to its author
 * or shared with every administrator. The rules both sides apply: which parameters each screen's
 * view may hold (its filters, sort and columns: never a cursor), the name's bounds, who may
 * change a view. Pure and browser-safe: the console strips the URL with the same table the API
 * validates it with.
 */
import { inputField, required, tooLong, userError, type UserError } from "../userErrors";

/** The lists that have saved views, as stored (`savedViews.screen`). */
export const SAVED_VIEW_SCREENS = ["orders", "users"] as const;
export type SavedViewScreen = (typeof SAVED_VIEW_SCREENS)[number];

export const isSavedViewScreen = (value: unknown): value is SavedViewScreen => (SAVED_VIEW_SCREENS as readonly unknown[]).includes(value);

/**
 * The URL parameters a view of each screen keeps, as the lists name them (docs/urls.md). `cols`
 * is the column picker's choice; `late` the orders' work queue. A page cursor is not a view's.
 */
export const SAVED_VIEW_PARAMS: Readonly<Record<SavedViewScreen, readonly string[]>> = {
  orders: ["status", "from", "to", "q", "sort", "cols", "late"],
  users: ["q", "role", "status", "credits", "sort", "cols"],
};

export const MAX_VIEW_NAME_LENGTH = 60;
/** A view's query string, encoded: far above what the filters write (a 200-character search, two dates, the columns). */
export const MAX_VIEW_QUERY_LENGTH = 1000;
/** The most views one administrator sees on a screen (theirs and the shared ones): the tabs stay readable and the counts bounded. */
export const MAX_VIEWS_PER_SCREEN = 20;
/**
 * The most views counted by one request: a count() is priced at the collection's bound (100
 * reads at 100,000 orders, limits/countBounds.ts, plus 10 for an e-mail search's lookup), so 4 of
 * them (about 450 reads) keep a console request under half the 1,000-read ceiling, the rule of
 * every console operation. The console sends the counts of its tabs (« Tout » and at most 20
 * views) as at most 6 such requests, in parallel.
 */
export const MAX_COUNTED_VIEWS = 4;

/** How two names compare for uniqueness: trimmed, case and accents ignored (« Urgentes » = « urgentes »). */
export const viewNameKey = (name: string): string => name.trim().normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("fr").replace(/\s+/g, " ");

export const savedViewMessages = {
  nameTaken: (name: string) => `Une vue nommée « ${name} » existe déjà sur cette liste.`,
  unknownParam: (name: string) => `Cette liste ne se filtre pas par « ${name} » : la vue ne peut pas le garder.`,
  queryTooLong: `L’adresse de la vue ne peut pas dépasser ${MAX_VIEW_QUERY_LENGTH} caractères.`,
  tooMany: `Au plus ${MAX_VIEWS_PER_SCREEN} vues par liste : supprimez-en une avant d’en enregistrer une autre.`,
  shareNotYours: "Seul son auteur peut changer le partage d’une vue.",
  notFound: "Vue introuvable.",
} as const;

/** The name trimmed, or why it is refused (1–60 characters). */
export function checkViewName(name: string | null | undefined): { value: string; errors: UserError[] } {
  const value = (name ?? "").trim().replace(/\s+/g, " ");
  if (!value) return { value, errors: [required(inputField("name"), "Le nom de la vue")] };
  if (value.length > MAX_VIEW_NAME_LENGTH) return { value, errors: [tooLong(inputField("name"), "Le nom de la vue", MAX_VIEW_NAME_LENGTH)] };
  return { value, errors: [] };
}

/**
 * The query string a view stores (no leading « ? », empty values dropped, one value per
 * parameter), or why it is refused: a parameter the screen does not know, or too long.
 */
export function checkViewQuery(screen: SavedViewScreen, query: string | null | undefined): { value: string; errors: UserError[] } {
  const text = (query ?? "").trim().replace(/^\?/, "");
  if (text.length > MAX_VIEW_QUERY_LENGTH) return { value: "", errors: [userError(inputField("query"), savedViewMessages.queryTooLong, "TOO_LONG")] };
  const known = SAVED_VIEW_PARAMS[screen];
  const kept = new URLSearchParams();
  // forEach: the domain's lib (ES2022 + DOM, no DOM.Iterable) types no iterator on URLSearchParams.
  let unknown: string | null = null;
  new URLSearchParams(text).forEach((value, name) => {
    if (!known.includes(name)) unknown ??= name;
    else if (value) kept.set(name, value);
  });
  if (unknown !== null)
    return { value: "", errors: [userError(inputField("query"), savedViewMessages.unknownParam((unknown as string).slice(0, 40)), "INVALID")] };
  return { value: kept.toString(), errors: [] };
}

/**
 * The part of a list's address a view keeps: the screen's known parameters, in a stable order
 * (the table's), empty ones dropped. The console compares it with each view's to mark the active tab.
 */
export function viewQueryOf(screen: SavedViewScreen, search: string | URLSearchParams): string {
  const params = typeof search === "string" ? new URLSearchParams(search.replace(/^\?/, "")) : search;
  const kept = new URLSearchParams();
  for (const name of SAVED_VIEW_PARAMS[screen]) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  return kept.toString();
}

export interface ViewAccess {
  ownerUid: string;
  shared: boolean;
}

/** Who may see a view: its author, or everyone once shared. */
export const canSeeView = (view: ViewAccess, uid: string): boolean => view.shared || view.ownerUid === uid;

/**
 * Who may rename or delete a view: its author; a shared view belongs to the team, so any
 * administrator (each change is in the audit log with its author). Sharing or unsharing stays
 * the author's: nobody else may take a view away from its author's colleagues, or give them one.
 */
export const canEditView = (view: ViewAccess, uid: string): boolean => view.ownerUid === uid || view.shared;
export const canShareView = (view: ViewAccess, uid: string): boolean => view.ownerUid === uid;

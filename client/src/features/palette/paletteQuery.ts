/**
 * What the palette searches for a typed text, and through which list filter (docs/palette.md):
 * an e-mail → users by e-mail prefix, and that customer's orders once the address is whole;
 * « #AB12 » → orders by short id only; a single word → users, orders by id prefix, posts and
 * pages by title, and a creation when it is long enough to be a document id; several words →
 * users by name, posts and pages by title. Under 2 characters: no request at all.
 */
import { MAX_SEARCH_LENGTH } from "@atelier/domain/search";
export const MIN_SEARCH_LENGTH = 2;
/** The API refuses longer searches (orders, inbox: the domain's bound). */
export { MAX_SEARCH_LENGTH };

export type PaletteSearch = {
  /** The trimmed text, matched against screens and actions in the console. */
  text: string;
  /** UserFilter.search. */
  users: string | null;
  /** OrderFilter.search: an id prefix (upper-cased, as the short id is shown) or a whole e-mail. */
  orders: string | null;
  /** creation(id). */
  creationId: string | null;
  /** BlogPostFilter.search, and the static pages' titles. */
  titles: string | null;
};

const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ID_PREFIX = /^[A-Za-z0-9]+$/;
/** Firestore's generated ids have 20 characters; shorter words are not worth a read. */
const DOCUMENT_ID = /^[A-Za-z0-9_-]{12,}$/;

const NOTHING = { users: null, orders: null, creationId: null, titles: null };

export function parsePaletteQuery(input: string): PaletteSearch {
  const text = input.trim().replace(/\s+/g, " ").slice(0, MAX_SEARCH_LENGTH);
  if (text.length < MIN_SEARCH_LENGTH) return { text, ...NOTHING };

  if (text.startsWith("#")) {
    const id = text.slice(1).trim();
    return { text, ...NOTHING, orders: id.length >= MIN_SEARCH_LENGTH && ID_PREFIX.test(id) ? id.toUpperCase() : null };
  }
  if (text.includes("@")) {
    const email = text.toLowerCase();
    return { text, ...NOTHING, users: text.includes(" ") ? null : email, orders: WHOLE_EMAIL.test(email) ? email : null };
  }
  return {
    text,
    users: text,
    orders: ID_PREFIX.test(text) ? text.toUpperCase() : null,
    creationId: DOCUMENT_ID.test(text) ? text : null,
    titles: text,
  };
}

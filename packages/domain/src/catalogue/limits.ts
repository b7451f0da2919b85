/** Bounds every catalogue list shares (docs/catalogue.md). Pure: the console imports them too. */

/** A catalogue collection holds at most this many records: lists are read whole, without paging. */
export const MAX_CATALOGUE_ITEMS = 200;
/** A printing product has at most this many variants. */
export const MAX_VARIANTS = 20;
/**
 * A record's usageCount counts up to this many uses (« 1 000+ » in the console): a count()
 * bills one read per 1,000 entries, so a capped count is one read whatever the shop's size
 * (docs/api-limits.md). Deleting needs only to know there is one.
 */
export const USAGE_COUNT_CAP = 1000;

/** Credits a generation may cost (a style's or prompt's own cost, the shop's default). */
export const MAX_CREDIT_COST = 1000;

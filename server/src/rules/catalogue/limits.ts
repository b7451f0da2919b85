/** Bounds every catalogue list shares (docs/catalogue.md). Pure: the console imports them too. */

/** A catalogue collection holds at most this many records: lists are read whole, without paging. */
export const MAX_CATALOGUE_ITEMS = 200;
/** A printing product has at most this many variants. */
export const MAX_VARIANTS = 20;

/** A page's title: PageHeader's heading, and the console's frame's copy of it before the page loads. */
export const PAGE_TITLE_STYLE = { size: "2xl", fontWeight: "semibold", letterSpacing: "tight" } as const;
/** The space under a page's header. */
export const PAGE_HEADER_GAP = "6";

/**
 * What the route table gives every screen: its title, to use as the page heading, and the path
 * of its list (`/delivery-methods` on `/delivery-methods/:id` too), under which a catalogue or
 * inbox page opens its drawer, so a new screen writes its address once, in its table entry.
 */
export type PageProps = { title: string; basePath: string };

/** What the route table gives every screen: its title, to use as the page heading. */
export type PageProps = { title: string };

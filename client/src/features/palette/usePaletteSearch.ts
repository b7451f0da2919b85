/**
 * The palette's requests for one parsed text: one small request per kind of record (5 results,
 * each well under the cost ceiling, docs/api-limits.md), skipped when the text cannot name that
 * kind. Answers come from Apollo's cache when the same text was asked before.
 */
import { useQuery } from "@apollo/client/react";
import { PaletteBlogPostsDocument, PaletteCreationDocument, PaletteOrdersDocument, PaletteStaticPagesDocument, PaletteUsersDocument } from "../../gql/graphql";
import { fold } from "../../ui/resource/catalogueFilter";
import { creationEntry, creditsAction, orderEntry, pageEntry, postEntry, statusAction, userEntry, type PaletteEntry } from "./paletteEntries";
import type { PaletteSearch } from "./paletteQuery";
import type { AuthContextValue } from "../../app/auth/AuthContext";

export const RESULTS_PER_KIND = 5;

export type PaletteResults = {
  users: PaletteEntry[];
  orders: PaletteEntry[];
  creations: PaletteEntry[];
  posts: PaletteEntry[];
  pages: PaletteEntry[];
  /** « Ajouter des crédits à … », « Changer le statut de la commande … » for what was found. */
  actions: PaletteEntry[];
  loading: boolean;
  failed: boolean;
};

const isEntry = (entry: PaletteEntry | null): entry is PaletteEntry => entry !== null;

/**
 * `can`: the member's role (docs/roles.md « Console »): a kind of record it may not read is not
 * searched at all (the server would refuse the request), an action it may not do is not offered.
 */
export function usePaletteSearch(typed: PaletteSearch, can: AuthContextValue["can"]): PaletteResults {
  const search: PaletteSearch = {
    ...typed,
    users: can("CUSTOMERS_READ") ? typed.users : null,
    orders: can("ORDERS_READ") ? typed.orders : null,
    creationId: can("MODERATION") ? typed.creationId : null,
    titles: can("CONTENT") ? typed.titles : null,
  };
  const users = useQuery(PaletteUsersDocument, { variables: { search: search.users ?? "" }, skip: !search.users });
  const orders = useQuery(PaletteOrdersDocument, { variables: { search: search.orders ?? "" }, skip: !search.orders });
  const creation = useQuery(PaletteCreationDocument, { variables: { id: search.creationId ?? "" }, skip: !search.creationId });
  const posts = useQuery(PaletteBlogPostsDocument, { variables: { search: search.titles ?? "" }, skip: !search.titles });
  // The pages list has no server-side search: the whole list (at most 200), fetched once, filtered here.
  const pages = useQuery(PaletteStaticPagesDocument, { skip: !search.titles });

  const foundUsers = search.users ? (users.data?.users.edges.map((e) => e.node) ?? []) : [];
  const foundOrders = search.orders ? (orders.data?.orders.edges.map((e) => e.node) ?? []) : [];
  const foundCreation = search.creationId ? creation.data?.creation : null;
  const title = fold(search.titles ?? "");
  const all = [users, orders, creation, posts, pages];

  return {
    users: foundUsers.map(userEntry),
    orders: foundOrders.map(orderEntry),
    creations: foundCreation ? [creationEntry(foundCreation)] : [],
    posts: search.titles ? (posts.data?.blogPosts.edges.map((e) => postEntry(e.node)) ?? []) : [],
    pages: title
      ? (pages.data?.staticPages ?? [])
          .filter((page) => fold(page.title).includes(title))
          .slice(0, RESULTS_PER_KIND)
          .map(pageEntry)
      : [],
    actions: [...(can("CREDITS") ? foundUsers.map(creditsAction) : []), ...(can("FULFILMENT") ? foundOrders.map(statusAction).filter(isEntry) : [])],
    loading: all.some((q) => q.loading),
    failed: all.some((q) => q.error !== undefined),
  };
}

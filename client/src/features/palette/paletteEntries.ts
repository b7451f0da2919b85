/**
 * What the palette lists: screens, actions and the records its searches found, as one shape, so
 * that choosing, the recent items and the tests treat them alike.
 */
import type { PaletteBlogPostsQuery, PaletteCreationQuery, PaletteOrdersQuery, PaletteStaticPagesQuery, PaletteUsersQuery } from "../../gql/graphql";
import { formatCents } from "../../ui/format";
import { ORDER_STATUS_LABELS } from "../../ui/orderStatus";
import { fold } from "../../ui/resource/catalogueFilter";
import { CONTENT_STATUS_LABELS } from "../content/contentStatus";
import type { PaletteEntry } from "./paletteEntry";
import { blogPostPath, creationsPath, newBlogPostPath, orderPath, staticPagePath, userPath } from "../../app/paths";
import { personName } from "../../ui/person";

export type { PaletteEntry, PaletteKind } from "./paletteEntry";

type ScreenRoute = { path: string; title: string; nav?: { label: string }; section?: string };

/** Every screen of the shell that needs no id (detail routes are reached through a search). */
export function screenEntries(routes: readonly ScreenRoute[]): PaletteEntry[] {
  return routes
    .filter((route) => !route.path.includes(":"))
    .map((route) => {
      // A section of a screen (/finances/factures) goes by its tab's name, the screen's title beside it.
      const label = route.nav?.label ?? route.section ?? route.title;
      return { key: `screen:${route.path}`, kind: "screen", label, hint: label === route.title ? undefined : route.title, to: route.path };
    });
}

/** Actions that need no record. */
export const STATIC_ACTIONS: PaletteEntry[] = [{ key: "action:new-post", kind: "action", label: "Nouvel article", hint: "Blog", to: newBlogPostPath() }];

/** Label or hint contains the text, accents and case ignored; everything matches an empty text. */
export function matchesText(entry: PaletteEntry, text: string): boolean {
  const needle = fold(text.trim());
  return needle === "" || fold(`${entry.label} ${entry.hint ?? ""}`).includes(needle);
}

type User = PaletteUsersQuery["users"]["edges"][number]["node"];
type Order = PaletteOrdersQuery["orders"]["edges"][number]["node"];

const userName = (user: Pick<User, "fullName" | "email" | "id">) => personName(user, user.id);

export const userEntry = (user: User): PaletteEntry => ({
  key: `user:${user.id}`,
  kind: "user",
  label: userName(user),
  hint: user.fullName ? (user.email ?? undefined) : undefined,
  to: userPath(user.id),
});

/** « Ajouter des crédits à … »: the user page opens its credits dialog at ?dialog=credits. */
export const creditsAction = (user: User): PaletteEntry => ({
  key: `action:credits:${user.id}`,
  kind: "action",
  label: `Ajouter des crédits à ${userName(user)}`,
  hint: user.fullName ? (user.email ?? undefined) : undefined,
  to: userPath(user.id, { dialog: "credits" }),
});

const orderHint = (order: Order) =>
  [order.customer ? userName(order.customer) : null, formatCents(order.totalCents), ORDER_STATUS_LABELS[order.status]].filter(Boolean).join(" · ");

export const orderEntry = (order: Order): PaletteEntry => ({
  key: `order:${order.id}`,
  kind: "order",
  label: `Commande #${order.shortId}`,
  hint: orderHint(order),
  to: orderPath(order.id),
});

/**
 * « Changer le statut de la commande #… »: the order page opens its status menu at
 * ?dialog=status. None for an order in a final status.
 */
export const statusAction = (order: Order): PaletteEntry | null =>
  order.allowedNextStatuses.length === 0
    ? null
    : {
        key: `action:status:${order.id}`,
        kind: "action",
        label: `Changer le statut de la commande #${order.shortId}`,
        hint: ORDER_STATUS_LABELS[order.status],
        to: orderPath(order.id, { dialog: "status" }),
      };

export const creationEntry = (creation: NonNullable<PaletteCreationQuery["creation"]>): PaletteEntry => ({
  key: `creation:${creation.id}`,
  kind: "creation",
  label: `Création ${creation.id}`,
  hint: [creation.styleLabel, creation.prompt].filter(Boolean).join(" · ") || undefined,
  to: creationsPath({ details: creation.id }),
});

export const postEntry = (post: PaletteBlogPostsQuery["blogPosts"]["edges"][number]["node"]): PaletteEntry => ({
  key: `post:${post.id}`,
  kind: "post",
  label: post.title,
  hint: `Article · ${CONTENT_STATUS_LABELS[post.status]}`,
  to: blogPostPath(post.id),
});

export const pageEntry = (page: PaletteStaticPagesQuery["staticPages"][number]): PaletteEntry => ({
  key: `page:${page.id}`,
  kind: "page",
  label: page.title,
  hint: `Page · /pages/${page.slug}`,
  to: staticPagePath(page.id),
});

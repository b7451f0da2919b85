import { HStack, Text } from "@chakra-ui/react";
import type { UserListItemFragment } from "../../gql/graphql";
import { formatDate, formatDateTime, formatInteger } from "../../ui/format";
import type { Column } from "../../ui/list";
import { UserAvatar } from "./UserAvatar";
import { UserBadges } from "./UserBadges";
import { personName } from "../../ui/person";

export const displayName = (user: { fullName?: string | null; email?: string | null }) => personName(user, "Sans nom");

/** The avatar (36 px) and the cell padding: every row, loaded or not, is this tall. */
export const USER_ROW_HEIGHT = "14";

export const userColumns: Column<UserListItemFragment>[] = [
  {
    key: "name",
    header: "Utilisateur",
    primary: true,
    render: (user) => (
      <HStack gap="3">
        <UserAvatar name={displayName(user)} photoURL={user.photoURL} />
        <Text fontWeight="medium" truncate>
          {user.fullName ?? "—"}
        </Text>
        <UserBadges user={user} />
      </HStack>
    ),
  },
  { key: "email", header: "E-mail", render: (user) => <Text truncate>{user.email ?? "—"}</Text>, hideBelow: "md" },
  { key: "credits", header: "Crédits", render: (user) => formatInteger(user.credits ?? 0), align: "end", sortField: "credits", width: "24" },
  { key: "loyalty", header: "Points fidélité", render: (user) => formatInteger(user.loyaltyPoints ?? 0), align: "end", hideBelow: "lg", width: "32" },
  { key: "createdAt", header: "Inscription", render: (user) => formatDate(user.createdAt), sortField: "createdAt", hideBelow: "md", width: "32" },
  {
    key: "lastLoginAt",
    header: "Dernière connexion",
    render: (user) => formatDateTime(user.lastLoginAt),
    sortField: "lastLoginAt",
    hideBelow: "lg",
    width: "44",
  },
];

import { HStack, Text } from "@chakra-ui/react";
import type { UserListItemFragment } from "../../gql/graphql";
import { formatDate, formatDateTime, formatInteger } from "../../ui/format";
import type { Column } from "../../ui/list";
import { UserAvatar } from "./UserAvatar";
import { UserBadges } from "./UserBadges";

export const displayName = (user: { fullName?: string | null; email?: string | null }) => user.fullName ?? user.email ?? "Sans nom";

export const userColumns: Column<UserListItemFragment>[] = [
  {
    key: "name",
    header: "Utilisateur",
    render: (user) => (
      <HStack gap="3">
        <UserAvatar name={displayName(user)} photoURL={user.photoURL} />
        <Text fontWeight="medium">{user.fullName ?? "—"}</Text>
        <UserBadges user={user} />
      </HStack>
    ),
  },
  { key: "email", header: "E-mail", render: (user) => user.email ?? "—", hideBelow: "md" },
  { key: "credits", header: "Crédits", render: (user) => formatInteger(user.credits), align: "end", sortField: "credits" },
  { key: "loyalty", header: "Points fidélité", render: (user) => formatInteger(user.loyaltyPoints), align: "end", hideBelow: "lg" },
  { key: "createdAt", header: "Inscription", render: (user) => formatDate(user.createdAt), sortField: "createdAt", hideBelow: "md" },
  { key: "lastLoginAt", header: "Dernière connexion", render: (user) => formatDateTime(user.lastLoginAt), sortField: "lastLoginAt", hideBelow: "lg" },
];

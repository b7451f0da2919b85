/** 'Admin' and 'Bloqué', the two flags an operator must see at a glance. */
import { Badge, HStack } from "@chakra-ui/react";

export function UserBadges({ user }: { user: { isAdmin: boolean; isBlocked: boolean } }) {
  if (!user.isAdmin && !user.isBlocked) return null;
  return (
    <HStack gap="1">
      {user.isAdmin && <Badge colorPalette="purple">Admin</Badge>}
      {user.isBlocked && <Badge colorPalette="red">Bloqué</Badge>}
    </HStack>
  );
}

import { Avatar, Box, HStack, IconButton, Text } from "@chakra-ui/react";
import { LuLogOut } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { useAuth } from "../auth/AuthContext";
import { adminDisplayName } from "./adminDisplayName";
import { PATHS } from "../paths";

/** Who is signed in, and the way out. */
export function SidebarFooter() {
  const { state, logout } = useAuth();
  const navigate = useNavigate();
  const user = state.status === "admin" ? state.user : null;
  const name = adminDisplayName(user);

  const handleLogout = async () => {
    if (await logout()) navigate(PATHS.login, { replace: true });
  };

  return (
    <HStack gap="3" p="3" borderTopWidth="1px">
      <Avatar.Root size="sm" colorPalette="teal">
        <Avatar.Fallback name={name} />
        {user?.photoURL && <Avatar.Image src={user.photoURL} alt="" />}
      </Avatar.Root>
      <Box flex="1" minW="0">
        <Text fontSize="sm" fontWeight="semibold" truncate title={name}>
          {name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          Connecté
        </Text>
      </Box>
      <IconButton aria-label="Déconnexion" title="Déconnexion" variant="ghost" size="sm" onClick={() => void handleLogout()}>
        <LuLogOut />
      </IconButton>
    </HStack>
  );
}

/** The user's photo, or their initials when there is none (or it fails to load). */
import { Avatar } from "@chakra-ui/react";

export function UserAvatar({ name, photoURL, size = "sm" }: { name: string; photoURL: string | null | undefined; size?: "sm" | "2xl" }) {
  return (
    <Avatar.Root size={size} colorPalette="teal">
      <Avatar.Fallback name={name} />
      {photoURL && <Avatar.Image src={photoURL} alt="" />}
    </Avatar.Root>
  );
}

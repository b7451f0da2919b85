import { Badge } from "@chakra-ui/react";

export function InboxStatusBadge({ label, color }: { label: string; color: string }) {
  return (
    <Badge colorPalette={color} variant="subtle">
      {label}
    </Badge>
  );
}

import { Stack, Text } from "@chakra-ui/react";

/** A list cell of two truncated lines: the main text (bold while unread) and a muted second line. */
export function TwoLineCell({ primary, secondary, bold = false }: { primary: string; secondary: string; bold?: boolean }) {
  return (
    <Stack gap="0">
      <Text fontWeight={bold ? "bold" : "medium"} truncate>
        {primary}
      </Text>
      <Text textStyle="xs" color="fg.muted" truncate>
        {secondary}
      </Text>
    </Stack>
  );
}

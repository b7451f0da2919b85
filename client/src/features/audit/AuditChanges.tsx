/**
 * An entry's changed fields, one line each: « Crédits : 10 → 15 ». The value before is struck
 * through in red (<del>), the value after in green (<ins>), and screen readers hear « avant » /
 * « après »: the colours are never the only cue.
 */
import { Box, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import type { AuditEntryFieldsFragment } from "../../gql/graphql";
import { displayChangeValue, fieldLabel } from "./auditValues";

/** Past this many characters a value is cut (an e-mail's HTML, a post's body): the target's screen shows it whole. */
const MAX_SHOWN = 240;
const shown = (value: string | null) => {
  const text = displayChangeValue(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
};

export function AuditChanges({ changes }: { changes: AuditEntryFieldsFragment["changes"] }) {
  if (changes.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        Aucun champ modifié
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label="Modifications">
      {changes.map((change) => (
        <Box as="li" key={change.field} textStyle="sm" wordBreak="break-word">
          <Text as="span" fontWeight="medium">
            {fieldLabel(change.field)}&nbsp;:{" "}
          </Text>
          {change.before !== null && (
            <Box as="del" color="red.fg" bg="red.subtle" textDecoration="line-through" px="1" rounded="l1">
              <VisuallyHidden>avant&nbsp;: </VisuallyHidden>
              {shown(change.before)}
            </Box>
          )}
          {change.before !== null && change.after !== null && <span aria-hidden="true"> → </span>}
          {change.after !== null ? (
            <Box as="ins" color="green.fg" bg="green.subtle" textDecoration="none" px="1" rounded="l1">
              <VisuallyHidden>{change.before !== null ? ", après\u00a0: " : "après\u00a0: "}</VisuallyHidden>
              {shown(change.after)}
            </Box>
          ) : (
            <Text as="span" color="fg.muted">
              {" "}
              (retiré)
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

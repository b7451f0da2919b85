/**
 * An entry's changed fields, one line each: « Crédits : 10 → 15 », labels and values in French
 * from the server (rules/auditFields.ts: statuses, names for uids, internal fields left out), dates
 * in Paris time here. Long values wrap (no sideways scroll on a phone). The value before is struck
 * through in red (<del>), the value after in green (<ins>), and screen readers hear « avant » /
 * « après »: the colours are never the only cue.
 */
import { Box, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import type { AuditEntryFieldsFragment } from "../../gql/graphql";
import { displayChangeValue } from "./auditValues";

/** Past this many characters a value is cut (an e-mail's HTML, a post's body): the target's screen shows it whole. */
const MAX_SHOWN = 240;
const shown = (value: string | null, names: ReadonlyMap<string, string> | null) => {
  const text = displayChangeValue(value === null ? null : (names?.get(value) ?? value));
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
};

/**
 * A value is a box of its own: a long one (a page's Markdown, an e-mail) wraps inside its
 * rectangle rather than as an inline run whose lines would straddle the label and the other value
 * (a phone's narrow column drew « Contenu : » under the value's second line).
 */
const VALUE_BOX = { display: "inline-block", maxWidth: "full", verticalAlign: "top", px: "1", rounded: "l1" } as const;

/** `names`: who the uids of user fields are (auditValues.ts knownNames); an unknown uid shows as is. */
export function AuditChanges({ changes, names }: { changes: AuditEntryFieldsFragment["changes"]; names: ReadonlyMap<string, string> }) {
  if (changes.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        Aucun champ modifié
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label="Modifications">
      {changes.map((change) => {
        const nameOf = change.valuesAreUserIds ? names : null;
        return (
          <Box as="li" key={change.field} textStyle="sm" overflowWrap="anywhere" whiteSpace="normal">
            <Text as="span" fontWeight="medium">
              {change.label}
              {"\u202f: "}
            </Text>
            {change.beforeText !== null && (
              <Box as="del" {...VALUE_BOX} color="red.fg" bg="red.subtle" textDecoration="line-through">
                <VisuallyHidden>avant&nbsp;: </VisuallyHidden>
                {shown(change.beforeText, nameOf)}
              </Box>
            )}
            {change.beforeText !== null && change.afterText !== null && <span aria-hidden="true"> → </span>}
            {change.afterText !== null ? (
              <Box as="ins" {...VALUE_BOX} color="green.fg" bg="green.subtle" textDecoration="none">
                <VisuallyHidden>{change.beforeText !== null ? ", après\u00a0: " : "après\u00a0: "}</VisuallyHidden>
                {shown(change.afterText, nameOf)}
              </Box>
            ) : (
              <Text as="span" color="fg.muted">
                {" "}
                (retiré)
              </Text>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * « Camille Martin consulte aussi cette commande » (docs/live.md « Who else is here »): a line at
 * the top of a record's page, its height kept whether anyone is there or not (nothing moves when
 * someone arrives), read out politely by screen readers.
 */
import { Avatar, AvatarGroup, Box, HStack, Text } from "@chakra-ui/react";
import { presenceSentence, type PresenceKind } from "@atelier/domain/live/presence";
import { usePresence } from "./usePresence";

/** Badges shown; the sentence names everyone. */
const MAX_BADGES = 3;
/** The line's height, kept empty or not: two lines of `sm` text on a phone (2.5rem), one from `md`. */
const LINES_HEIGHT = { base: "10", md: "7" };

export function PresenceNotice({ kind, id }: { kind: PresenceKind; id: string }) {
  const others = usePresence(kind, id);
  const sentence = presenceSentence(
    kind,
    others.map((member) => member.name),
  );
  return (
    // Two lines' room on a phone, where a drawer's « … consulte aussi ce message » does not fit on
    // one (it was cut off); one line from `md` up, with the whole sentence on hover if cut.
    <Box minH={LINES_HEIGHT} role="status" aria-live="polite" data-testid="presence-notice">
      {others.length > 0 && (
        <HStack gap="2" minH={LINES_HEIGHT}>
          <AvatarGroup size="2xs" stacking="first-on-top" aria-hidden>
            {others.slice(0, MAX_BADGES).map((member) => (
              <Avatar.Root key={member.id} colorPalette="teal">
                <Avatar.Fallback name={member.name} />
              </Avatar.Root>
            ))}
          </AvatarGroup>
          <Text textStyle="sm" color="fg.muted" lineClamp={{ base: 2, md: 1 }} title={sentence}>
            {sentence}
          </Text>
        </HStack>
      )}
    </Box>
  );
}

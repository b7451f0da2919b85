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

export function PresenceNotice({ kind, id }: { kind: PresenceKind; id: string }) {
  const others = usePresence(kind, id);
  const sentence = presenceSentence(
    kind,
    others.map((member) => member.name),
  );
  return (
    <Box minH="7" role="status" aria-live="polite" data-testid="presence-notice">
      {others.length > 0 && (
        <HStack gap="2" minH="7">
          <AvatarGroup size="2xs" stacking="first-on-top" aria-hidden>
            {others.slice(0, MAX_BADGES).map((member) => (
              <Avatar.Root key={member.id} colorPalette="teal">
                <Avatar.Fallback name={member.name} />
              </Avatar.Root>
            ))}
          </AvatarGroup>
          <Text textStyle="sm" color="fg.muted" lineClamp={1}>
            {sentence}
          </Text>
        </HStack>
      )}
    </Box>
  );
}

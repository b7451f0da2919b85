/**
 * « Camille Martin vient d’enregistrer cette commande. — Recharger » (docs/live.md « Who else is
 * here »): when the change feed says the record on screen changed (a customer: that a member saved
 * them, the `customer` signal), the page asks the API who saved it (recordLastSave, from the
 * audit log, around the time of the write the feed reported) and says so at once — not when the
 * member saves over it.
 * Nothing when the save was one's own, or when the write came before the page opened (the page
 * read the record after it); « Cette commande vient d’être modifiée. » when no member saved it
 * (the storefront, a trigger). It overlays the top of the record (zero height in the
 * layout: nothing moves when it appears) and stays until reloaded or closed. On a page
 * (`followsScroll`), an operator scrolled down to a form would not see it there: once the top of
 * the record has left the screen, the notice is pinned to the top of the screen instead.
 */
import { Box, Button, CloseButton, HStack, Text } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { savedSentence, type PresenceKind } from "@atelier/domain/live/presence";
import { RecordLastSaveDocument } from "../../../gql/graphql";
import { useLiveChanges } from "../LiveProvider";
import { PRESENCE_RECORD_KINDS } from "./usePresence";

/**
 * A change heard this soon after the page opened, with no member's save behind it, is the page's
 * own opening (a contact message marked read as it opens): not worth a word.
 */
const OPENING_MS = 10_000;

/** The phone's sticky top bar (app/layout/MobileNav, h="14": 3.5rem), under which the screen's top is. */
const TOP_BAR_PX = 56;

/**
 * Whether `anchor` has gone above the top of the screen (under the phone's sticky top bar).
 * Watched only while there is a notice to place.
 */
function useScrolledPast(anchor: RefObject<HTMLElement | null>, watching: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!watching || !element) {
      setPast(false);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setPast(!!entry && !entry.isIntersecting && entry.boundingClientRect.top < TOP_BAR_PX), {
      rootMargin: `-${TOP_BAR_PX}px 0px 0px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [anchor, watching]);
  return past;
}

export function RecordChangedNotice({
  kind,
  id,
  onReload,
  followsScroll = false,
}: {
  kind: PresenceKind;
  id: string;
  onReload: () => unknown;
  /** On a page (not in a drawer or a dialog): pinned to the top of the screen once scrolled past. */
  followsScroll?: boolean;
}) {
  const client = useApolloClient();
  const anchor = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const openedAt = useRef(0);
  useEffect(() => {
    openedAt.current = Date.now();
    setNotice(null);
  }, [kind, id]);
  useLiveChanges(kind, (changes) => {
    const latest = changes.filter((change) => change.recordId === id).at(-1);
    if (!latest) return;
    // A write from before the page opened is already on screen, however late the feed hears of it
    // (the storefront's message and its trigger's `counted`, heard a minute late on a loaded host):
    // no member behind it, it would read as a change the page does not show.
    if (latest.writtenAt && Date.parse(latest.writtenAt) < openedAt.current) return;
    // Who made that write, looked for around the write itself: the feed may hear of it a minute late.
    const variables = { kind: PRESENCE_RECORD_KINDS[kind], id, writtenAt: latest.writtenAt };
    void client
      .query({ query: RecordLastSaveDocument, variables, fetchPolicy: "no-cache" })
      .then(({ data }) => {
        const save = data?.recordLastSave ?? null;
        if (save?.byMe) return;
        if (!save && Date.now() - openedAt.current < OPENING_MS) return;
        setNotice(savedSentence(kind, save?.memberName ?? null));
      })
      .catch(() => undefined);
  });
  const pinned = useScrolledPast(anchor, followsScroll && notice !== null);
  return (
    <Box ref={anchor} position="relative" h="0" zIndex="docked" role="status" aria-live="polite">
      {notice && (
        <HStack
          // Pinned: over the content column (the sidebar is 16rem wide from `md`, the page's padding 2rem).
          {...(pinned
            ? { position: "fixed", top: { base: "16", md: "4" }, left: { base: "4", md: "calc(16rem + 2rem)" }, right: { base: "4", md: "8" } }
            : { position: "absolute", insetX: "0", top: "0" })}
          gap="3"
          px="4"
          py="2"
          rounded="l2"
          borderWidth="1px"
          borderColor="orange.muted"
          bg="orange.subtle"
          boxShadow="md"
          data-testid="record-changed-notice"
        >
          <Text flex="1" textStyle="sm" color="orange.fg" fontWeight="medium">
            {notice}
          </Text>
          <Button
            size="xs"
            colorPalette="orange"
            onClick={() => {
              setNotice(null);
              void onReload();
            }}
          >
            Recharger
          </Button>
          <CloseButton size="xs" aria-label="Fermer l’avertissement" onClick={() => setNotice(null)} />
        </HStack>
      )}
    </Box>
  );
}

/**
 * « 3 nouvelles commandes — Afficher » (docs/live.md): the records created since the list was
 * loaded, counted from the change feed, offered as a button instead of rows moving under the
 * pointer. It floats at the top of the window, below the header, wherever the list is scrolled
 * (zero height in the layout: nothing shifts when it appears); pressing it loads the list again
 * and the count starts over. The screen names its records (`label`: « 1 nouveau message ») and
 * may pass the ids it shows (`shownIds`): a record already on the list is no news.
 */
import { Box, Button, Center } from "@chakra-ui/react";
import { useState } from "react";
import { LuArrowUp } from "react-icons/lu";
import type { ChangeKind } from "@atelier/domain/live/changeFeed";
import { useLiveChanges } from "./LiveProvider";

export function NewRecordsNotice({
  kind,
  label,
  onShow,
  shownIds,
}: {
  kind: ChangeKind;
  label: (count: number) => string;
  onShow: () => unknown;
  shownIds?: readonly string[];
}) {
  const [created, setCreated] = useState<ReadonlySet<string>>(new Set());
  useLiveChanges(kind, (changes) => {
    const fresh = changes.filter((change) => change.change === "created").map((change) => change.recordId);
    if (fresh.length) setCreated((before) => new Set([...before, ...fresh]));
  });
  const shown = new Set(shownIds);
  const count = [...created].filter((id) => !shown.has(id)).length;
  return (
    <Box position="relative" h="0" role="status" aria-live="polite">
      {count > 0 && (
        <Center position="fixed" insetX="4" top="20" zIndex="sticky" pointerEvents="none">
          <Button
            size="sm"
            colorPalette="teal"
            boxShadow="md"
            pointerEvents="auto"
            onClick={() => {
              setCreated(new Set());
              void onShow();
            }}
          >
            <LuArrowUp aria-hidden />
            {`${label(count)} — Afficher`}
          </Button>
        </Center>
      )}
    </Box>
  );
}

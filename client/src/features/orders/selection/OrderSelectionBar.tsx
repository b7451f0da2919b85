/**
 * The bar of the ticked orders, at the bottom of the window while the list scrolls (sticky: it
 * sits after the list in the page, so showing it moves nothing above it): how many are ticked,
 * « Sélectionner les N commandes correspondantes » once the whole page is, « Tout désélectionner »
 * and the actions on them. It also holds « Changer le statut… »'s dialog, which outlives the bar:
 * the orders the change moves leave the selection while the dialog shows the outcome.
 */
import { Box, Button, HStack, Spinner, Text } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { PackingSlipsButton } from "../packingSlips/PackingSlipsButton";
import { offersMatching } from "./orderSelectionState";
import { matchingSelectedText, selectedText, selectMatchingText } from "./orderSelectionText";
import { useChangeOrdersStatus } from "./useChangeOrdersStatus";
import type { OrderSelection } from "./useOrderSelection";

// The dialog comes with its first opening: /orders' first screen stays light.
const ChangeOrdersStatusDialog = lazy(() => import("./ChangeOrdersStatusDialog").then((m) => ({ default: m.ChangeOrdersStatusDialog })));

type Props = {
  selection: OrderSelection;
  /** The ids of the page shown, in its order. */
  pageIds: readonly string[];
  /** How many orders the list's filter matches. */
  totalCount: number | undefined;
};

export function OrderSelectionBar({ selection, pageIds, totalCount }: Props) {
  const { state, dispatch } = selection;
  const { change } = useChangeOrdersStatus();
  // The orders the dialog works on, fixed when it opens.
  const [changing, setChanging] = useState<readonly string[] | null>(null);
  const count = state.ids.size;

  return (
    <>
      {count > 0 && (
        <Box
          role="region"
          aria-label="Commandes sélectionnées"
          position="sticky"
          bottom="0"
          zIndex="sticky"
          mt="4"
          bg="bg"
          borderWidth="1px"
          rounded="l2"
          shadow="md"
          px={{ base: "3", md: "4" }}
          py={{ base: "2", md: "3" }}
        >
          {/* From the start of the line: the end of a desktop's is where the toasts come (ui/notify.ts). */}
          <HStack gap="3" rowGap="2" wrap="wrap">
            <HStack gap="3" wrap="wrap" minW="0">
              <Text fontWeight="medium" role="status">
                {selectedText(count)}
              </Text>
              {offersMatching(state, pageIds, totalCount) ? (
                <Button
                  variant="plain"
                  size="sm"
                  px="0"
                  h="auto"
                  color="teal.fg"
                  textDecoration="underline"
                  // On a phone the sentence wraps inside the bar rather than running out of it.
                  whiteSpace="normal"
                  flexShrink="1"
                  minW="0"
                  textAlign="start"
                  disabled={selection.selectingMatching}
                  onClick={() => void selection.selectMatching()}
                >
                  {selectMatchingText(totalCount!)}
                  {selection.selectingMatching && <Spinner size="xs" />}
                </Button>
              ) : (
                state.matching && (
                  <Text fontSize="sm" color="fg.muted">
                    {matchingSelectedText(state.matching)}
                  </Text>
                )
              )}
            </HStack>
            <HStack gap="2" wrap="wrap">
              <Button size="sm" colorPalette="teal" onClick={() => setChanging([...state.ids])}>
                Changer le statut…
              </Button>
              <PackingSlipsButton orderIds={[...state.ids]} size="sm" />
              <Button size="sm" variant="outline" onClick={() => dispatch({ type: "clear" })}>
                Tout désélectionner
              </Button>
            </HStack>
          </HStack>
        </Box>
      )}
      <Suspense fallback={null}>
        {changing && (
          <ChangeOrdersStatusDialog
            orderIds={changing}
            change={change}
            // The moved orders leave the selection; those left as they were stay ticked, to be seen to.
            onChanged={(done) => dispatch({ type: "keepOnly", ids: done.refused.map((refusal) => refusal.orderId) })}
            onClose={() => setChanging(null)}
          />
        )}
      </Suspense>
    </>
  );
}

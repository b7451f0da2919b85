/**
 * A thin bar across the top of the window while a row's detail opens (its chunk and data can take
 * a second or more). Fixed, so it moves nothing.
 */
import { Progress } from "@chakra-ui/react";

export function NavigationProgress() {
  return (
    <Progress.Root
      value={null}
      size="xs"
      colorPalette="teal"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="overlay"
      translations={{ value: () => "Ouverture en cours" }}
    >
      <Progress.Track rounded="0" bg="transparent">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

import { Center, Spinner, VisuallyHidden } from "@chakra-ui/react";

/** Shown in the content area while a screen's code or data loads; the shell stays in place. */
export function PageSpinner() {
  return (
    <Center py="20" role="status" aria-live="polite">
      <Spinner size="lg" color="teal.600" />
      <VisuallyHidden>Chargement…</VisuallyHidden>
    </Center>
  );
}

import { Center, Spinner, VisuallyHidden } from "@chakra-ui/react";

/** Covers the whole viewport while something decides what to show (no flash of the console). */
export function FullPageSpinner({ label = "Chargement…" }: { label?: string }) {
  return (
    <Center minH="100dvh" role="status" aria-live="polite">
      <Spinner size="xl" color="teal.600" borderWidth="3px" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}

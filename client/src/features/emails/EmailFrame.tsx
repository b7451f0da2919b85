/**
 * An e-mail's HTML in an isolated frame: `sandbox=""` (no script, no form, no navigation, an
 * opaque origin: nothing in the mail can reach the console) and `srcdoc` (nothing fetched from
 * the console's origin). The mail's own CSS stays inside the frame.
 */
import { Box } from "@chakra-ui/react";

export function EmailFrame({ html, title, height = "420px" }: { html: string; title: string; height?: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" overflow="hidden" bg="white" height={height}>
      <iframe sandbox="" srcDoc={html} title={title} style={{ width: "100%", height: "100%", border: 0 }} />
    </Box>
  );
}

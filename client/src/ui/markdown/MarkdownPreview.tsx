/**
 * The preview of a Markdown text as the storefront will show it: rendered and sanitised
 * (renderMarkdown), so nothing in an untrusted body runs in the console either.
 */
import { Box } from "@chakra-ui/react";
import DOMPurify from "dompurify";
import { useDeferredValue, useMemo } from "react";
import { renderMarkdown } from "./renderMarkdown";

type Props = { markdown: string; label: string; minHeight?: string };

export function MarkdownPreview({ markdown, label, minHeight = "80" }: Props) {
  // Typing stays fluid in a long text: the preview follows when React has time.
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => renderMarkdown(deferred, DOMPurify), [deferred]);
  return (
    <Box
      role="region"
      aria-label={label}
      borderWidth="1px"
      rounded="l2"
      bg="bg"
      p="4"
      minH={minHeight}
      overflowWrap="anywhere"
      css={{
        "& h1": { fontSize: "2xl", fontWeight: "semibold", mt: "4", mb: "2" },
        "& h2": { fontSize: "xl", fontWeight: "semibold", mt: "4", mb: "2" },
        "& h3": { fontSize: "lg", fontWeight: "semibold", mt: "3", mb: "2" },
        "& p": { my: "2" },
        "& ul": { listStyleType: "disc", pl: "6", my: "2" },
        "& ol": { listStyleType: "decimal", pl: "6", my: "2" },
        "& a": { color: "teal.fg", textDecoration: "underline" },
        "& blockquote": { borderLeftWidth: "3px", pl: "3", color: "fg.muted" },
        "& code": { fontFamily: "mono", bg: "bg.muted", px: "1", rounded: "sm" },
        "& pre": { bg: "bg.muted", p: "3", rounded: "l2", overflowX: "auto" },
        "& table": { borderCollapse: "collapse", my: "2" },
        "& th, & td": { borderWidth: "1px", px: "2", py: "1" },
        "& img": { maxW: "full" },
        "& > :first-child": { mt: 0 },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

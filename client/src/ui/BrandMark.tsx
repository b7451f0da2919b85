import { Flex, HStack, Icon, Text, type StackProps } from "@chakra-ui/react";

/** The product's logo and name, at sidebar size ("md") or login size ("lg"). */
export function BrandMark({ size = "md", ...props }: { size?: "md" | "lg" } & StackProps) {
  const large = size === "lg";
  return (
    <HStack gap="2" {...props}>
      <Flex boxSize={large ? "9" : "8"} rounded="l2" bg="teal.solid" color="teal.contrast" align="center" justify="center">
        <Icon boxSize={large ? "5" : "4"} aria-hidden>
          <PaletteGlyph />
        </Icon>
      </Flex>
      <Text fontWeight="bold" fontSize={large ? "xl" : "lg"} letterSpacing="tight">
        Atelier Admin
      </Text>
    </HStack>
  );
}

/**
 * Lucide's « palette » icon (ISC licence), the one the sidebar showed through react-icons, drawn
 * here: /login shows the brand, and importing one icon of react-icons/lu would put every icon the
 * console uses on the first screen (docs/bundle.md).
 */
function PaletteGlyph() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="13.5" cy="6.5" r=".5" fill="currentColor" />
      <circle cx="17.5" cy="10.5" r=".5" fill="currentColor" />
      <circle cx="8.5" cy="7.5" r=".5" fill="currentColor" />
      <circle cx="6.5" cy="12.5" r=".5" fill="currentColor" />
      <path d="M12 2C6.5 2 2 6.5 2 12s4.5 10 10 10c.926 0 1.648-.746 1.648-1.688 0-.437-.18-.835-.437-1.125-.29-.289-.438-.652-.438-1.125a1.64 1.64 0 0 1 1.668-1.668h1.996c3.051 0 5.555-2.503 5.555-5.554C21.965 6.012 17.461 2 12 2z" />
    </svg>
  );
}

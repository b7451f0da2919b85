import { Flex, HStack, Icon, Text, type StackProps } from "@chakra-ui/react";
import { LuPalette } from "react-icons/lu";

/** The product's logo and name, at sidebar size ("md") or login size ("lg"). */
export function BrandMark({ size = "md", ...props }: { size?: "md" | "lg" } & StackProps) {
  const large = size === "lg";
  return (
    <HStack gap="2" {...props}>
      <Flex boxSize={large ? "9" : "8"} rounded="l2" bg="teal.solid" color="teal.contrast" align="center" justify="center">
        <Icon as={LuPalette} boxSize={large ? "5" : "4"} aria-hidden />
      </Flex>
      <Text fontWeight="bold" fontSize={large ? "xl" : "lg"} letterSpacing="tight">
        Atelier Admin
      </Text>
    </HStack>
  );
}

import { Box, Heading, Skeleton, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { PAGE_HEADER_GAP, PAGE_TITLE_STYLE } from "./pageTitleStyle";

type Props = {
  title: string;
  description?: ReactNode;
  /** The description's data is on its way: a skeleton line holds its place, so the screen does not move when it comes. */
  descriptionPending?: boolean;
};

/**
 * The heading every screen starts with: its title, and optionally a line of context. A detail
 * page's title can be an e-mail: it wraps anywhere rather than widen a phone's page.
 */
export function PageHeader({ title, description, descriptionPending }: Props) {
  return (
    <Box mb={PAGE_HEADER_GAP} minW="0" overflowWrap="anywhere">
      <Heading as="h1" {...PAGE_TITLE_STYLE}>
        {title}
      </Heading>
      {description ? (
        <Text mt="1" color="fg.muted">
          {description}
        </Text>
      ) : (
        descriptionPending && <Skeleton mt="1" height="6" width="40" />
      )}
    </Box>
  );
}

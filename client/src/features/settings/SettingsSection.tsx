/** One section of /settings: a card with its heading, what is set, and its action (« Modifier »…). */
import { Box, Card, Heading, HStack, Skeleton, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

type Props = {
  /** The anchor (#credits) and the heading's id the card is labelled by. */
  id: string;
  title: string;
  action?: ReactNode;
  /** The settings are loading: a skeleton of about the body's height holds its place (sections whose body cannot show placeholders). */
  loading?: boolean;
  /** The body's usual height, in Chakra units (4 px). */
  skeletonHeight?: string;
  children?: ReactNode;
};

export function SettingsSection({ id, title, action, loading, skeletonHeight = "22", children }: Props) {
  return (
    <Card.Root as="section" id={id} aria-labelledby={`${id}-title`} scrollMarginTop="4">
      <Card.Header>
        <HStack justify="space-between" gap="4" wrap="wrap" minH="8">
          <Heading as="h2" size="lg" id={`${id}-title`}>
            {title}
          </Heading>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body>{loading ? <Skeleton height={skeletonHeight} maxW="xl" /> : children}</Card.Body>
    </Card.Root>
  );
}

/** A label and its value, as the sections list what is set; a one-line skeleton until it is known (null). */
export function SettingRow({ label, children }: { label: string; children: ReactNode | null }) {
  return (
    <HStack gap="4" align="center" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" minW="56" flexShrink={0}>
        {label}
      </Text>
      {children === null ? <Skeleton height="6" width="40" /> : <Box>{children}</Box>}
    </HStack>
  );
}

/** One card of an order's page: its heading and what it holds. */
import { Card, Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";

export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

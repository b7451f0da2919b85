import { Badge } from "@chakra-ui/react";
import type { MailDeliveryState } from "../../gql/graphql";
import { MAIL_STATES } from "./mailLogParams";

export function MailStateBadge({ state }: { state: MailDeliveryState }) {
  return (
    <Badge colorPalette={MAIL_STATES[state].color} variant="subtle">
      {MAIL_STATES[state].label}
    </Badge>
  );
}

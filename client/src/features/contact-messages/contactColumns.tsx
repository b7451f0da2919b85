import { Stack, Text } from "@chakra-ui/react";
import type { ContactMessageFieldsFragment } from "../../gql/graphql";
import { formatDateTime } from "../../ui/format";
import type { Column } from "../../ui/list";
import { InboxStatusBadge } from "../inbox/InboxStatusBadge";
import { CONTACT_STATUS_COLORS, CONTACT_STATUS_LABELS } from "../inbox/inboxLabels";

export const CONTACT_ROW_HEIGHT = "16";

/** The sender's text is shown as text only; an unread message is in bold. */
export const contactColumns: Column<ContactMessageFieldsFragment>[] = [
  {
    key: "sender",
    header: "Expéditeur",
    width: "56",
    render: (m) => (
      <Stack gap="0">
        <Text fontWeight={m.status === "NEW" ? "bold" : "medium"} truncate>
          {m.name || "Sans nom"}
        </Text>
        <Text textStyle="xs" color="fg.muted" truncate>
          {m.email}
        </Text>
      </Stack>
    ),
  },
  {
    key: "subject",
    header: "Objet",
    render: (m) => (
      <Stack gap="0">
        <Text fontWeight={m.status === "NEW" ? "bold" : "normal"} truncate>
          {m.subject || "(sans objet)"}
        </Text>
        <Text textStyle="xs" color="fg.muted" truncate>
          {m.message}
        </Text>
      </Stack>
    ),
  },
  { key: "status", header: "Statut", width: "28", render: (m) => <InboxStatusBadge label={CONTACT_STATUS_LABELS[m.status]} color={CONTACT_STATUS_COLORS[m.status]} /> },
  { key: "createdAt", header: "Reçu le", width: "40", hideBelow: "md", render: (m) => formatDateTime(m.createdAt) },
];

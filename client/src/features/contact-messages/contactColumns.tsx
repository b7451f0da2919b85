import type { ContactMessageFieldsFragment } from "../../gql/graphql";
import { formatDateTime } from "../../ui/format";
import type { Column } from "../../ui/list";
import { InboxStatusBadge } from "../inbox/InboxStatusBadge";
import { CONTACT_STATUS_COLORS, CONTACT_STATUS_LABELS } from "../inbox/inboxLabels";
import { TwoLineCell } from "../inbox/TwoLineCell";

export const CONTACT_ROW_HEIGHT = "16";

/** The sender's text is shown as text only; an unread message is in bold. */
export const contactColumns: Column<ContactMessageFieldsFragment>[] = [
  {
    key: "sender",
    header: "Expéditeur",
    width: "56",
    primary: true,
    cardLines: 2,
    render: (m) => <TwoLineCell primary={m.name || "Sans nom"} secondary={m.email} bold={m.status === "NEW"} />,
  },
  {
    key: "subject",
    header: "Objet",
    cardLines: 2,
    render: (m) => <TwoLineCell primary={m.subject || "(sans objet)"} secondary={m.message} bold={m.status === "NEW"} />,
  },
  {
    key: "status",
    header: "Statut",
    width: "28",
    render: (m) => <InboxStatusBadge label={CONTACT_STATUS_LABELS[m.status]} color={CONTACT_STATUS_COLORS[m.status]} />,
  },
  { key: "createdAt", header: "Reçu le", width: "40", hideBelow: "md", render: (m) => formatDateTime(m.createdAt) },
];

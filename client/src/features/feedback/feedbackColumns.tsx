import { Text } from "@chakra-ui/react";
import type { FeedbackFieldsFragment } from "../../gql/graphql";
import { formatDateTime } from "../../ui/format";
import type { Column } from "../../ui/list";
import { InboxStatusBadge } from "../inbox/InboxStatusBadge";
import { FEEDBACK_CATEGORY_LABELS, FEEDBACK_STATUS_COLORS, FEEDBACK_STATUS_LABELS } from "../inbox/inboxLabels";
import { RatingStars } from "../inbox/RatingStars";
import { TwoLineCell } from "../inbox/TwoLineCell";
import { personName } from "../../ui/person";

export const FEEDBACK_ROW_HEIGHT = "16";

export const feedbackAuthor = (f: FeedbackFieldsFragment) => personName({ fullName: f.userName, email: f.userEmail }, "Client inconnu");

/** Customer text is shown as text only (React escapes it; nothing is rendered as HTML). */
export const feedbackColumns: Column<FeedbackFieldsFragment>[] = [
  {
    key: "author",
    header: "Client",
    width: "48",
    primary: true,
    cardLines: 2,
    render: (f) => <TwoLineCell primary={feedbackAuthor(f)} secondary={FEEDBACK_CATEGORY_LABELS[f.category]} bold={f.status === "NEW"} />,
  },
  {
    key: "rating",
    header: "Note",
    width: "28",
    render: (f) => <RatingStars rating={f.rating} />,
  },
  { key: "message", header: "Message", cardLines: 2, render: (f) => <Text lineClamp={2}>{f.message}</Text> },
  {
    key: "status",
    header: "Statut",
    width: "28",
    render: (f) => <InboxStatusBadge label={FEEDBACK_STATUS_LABELS[f.status]} color={FEEDBACK_STATUS_COLORS[f.status]} />,
  },
  { key: "createdAt", header: "Reçu le", width: "40", hideBelow: "md", render: (f) => formatDateTime(f.createdAt) },
];

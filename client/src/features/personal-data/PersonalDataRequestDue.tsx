/**
 * What the register (/personal-data-requests) and a customer's page both show of a request
 * (docs/personal-data.md « Registre des demandes »): its due day with the badge that says how
 * urgent it is, its state, and the customer's name.
 */
import { Badge, Stack, Text, type StackProps } from "@chakra-ui/react";
import { DUE_SOON_DAYS } from "@atelier/domain/personalData/requests";
import type { PersonalDataRequestState } from "../../gql/graphql";
import { formatCalendarDay } from "../../ui/format";

const NBSP = "\u00a0";

/** « En retard de 3 j » (red) once overdue, « J-5 » (orange) within DUE_SOON_DAYS days; nothing otherwise, nor once closed. */
export function dueBadge(request: { state: PersonalDataRequestState; daysLeft: number }): { label: string; color: "red" | "orange" } | null {
  if (request.state !== "OPEN") return null;
  if (request.daysLeft < 0) return { label: `En retard de ${-request.daysLeft}${NBSP}j`, color: "red" };
  if (request.daysLeft <= DUE_SOON_DAYS) return { label: `J-${request.daysLeft}`, color: "orange" };
  return null;
}

const STATE_COLORS: Record<PersonalDataRequestState, string> = { OPEN: "orange", DONE: "green", REFUSED: "red" };

/** The customer as the register names them: their name, else their e-mail (« Client effacé … » shows as is). */
export const customerName = (user: { fullName?: string | null; email?: string | null } | null | undefined) =>
  user?.fullName ?? user?.email ?? "Client supprimé";

/** A Paris calendar day as the register writes it: « 3 déc. 2026 ». */
export const requestDay = (day: string) => formatCalendarDay(day, "day");

/**
 * The due day and, for an open request, its badge under it. `align`: where they sit (by default
 * at the end on a phone, where a list's card puts its values, at the start in a table).
 */
export function DueCell({
  request,
  align = { base: "flex-end", md: "flex-start" },
}: {
  request: { state: PersonalDataRequestState; dueOn: string; daysLeft: number };
  align?: StackProps["align"];
}) {
  const badge = dueBadge(request);
  return (
    <Stack gap="0.5" align={align}>
      <Text as="span">{requestDay(request.dueOn)}</Text>
      {badge && (
        <Badge colorPalette={badge.color} data-testid="request-due-badge">
          {badge.label}
        </Badge>
      )}
    </Stack>
  );
}

export function RequestStateBadge({ state, label }: { state: PersonalDataRequestState; label: string }) {
  return <Badge colorPalette={STATE_COLORS[state]}>{label}</Badge>;
}

/**
 * Who else is on this record (docs/live.md « Who else is here »): the page says it is open when it
 * mounts and every HEARTBEAT_SECONDS (visitRecord, whose answer is who else is there: a member
 * whose page crashed drops out once their presence expires), and closed when it unmounts or the
 * tab goes away (`pagehide`: a keepalive fetch, which outlives the page). Arrivals and departures
 * of the others reach the console's one feed listener as `presence` signals: the list is asked
 * again then (recordPresence), not polled.
 */
import { useApolloClient } from "@apollo/client/react";
import { print } from "graphql";
import { useCallback, useEffect, useRef, useState } from "react";
import { HEARTBEAT_SECONDS, presenceRecordId, type PresenceKind } from "@atelier/domain/live/presence";
import { auth } from "../../../app/firebase";
import {
  LeaveRecordDocument,
  RecordPresenceDocument,
  VisitRecordDocument,
  type PresenceRecordKind,
  type RecordPresenceFieldsFragment,
} from "../../../gql/graphql";
import { useLiveChanges } from "../LiveProvider";

export type PresentMember = RecordPresenceFieldsFragment["others"][number];

export const PRESENCE_RECORD_KINDS: Record<PresenceKind, PresenceRecordKind> = {
  order: "ORDER",
  customer: "CUSTOMER",
  contactMessage: "CONTACT_MESSAGE",
  feedback: "FEEDBACK",
  creation: "CREATION",
};

/** The API's address, as the console's Apollo link sends to it (same origin in every environment, app/apollo.ts). */
const GRAPHQL_PATH = "/graphql";
/** A burst of signals (several members arriving) asks once. */
const SIGNAL_DELAY_MS = 250;

/** leaveRecord sent as the tab goes away: `keepalive` lets the request finish after the page is gone; no answer is read. */
function leaveOnPageHide(token: string | null, variables: { kind: PresenceRecordKind; id: string }): void {
  if (!token) return;
  void fetch(GRAPHQL_PATH, {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ operationName: "LeaveRecord", query: print(LeaveRecordDocument), variables }),
  }).catch(() => undefined);
}

/** The other members on the record now (never oneself), by name. */
export function usePresence(kind: PresenceKind, id: string): PresentMember[] {
  const client = useApolloClient();
  const [others, setOthers] = useState<PresentMember[]>([]);
  const variables = useRef({ kind: PRESENCE_RECORD_KINDS[kind], id });
  // A token kept at hand: `pagehide` leaves no time to wait for one.
  const token = useRef<string | null>(null);
  const active = useRef(false);

  useEffect(() => {
    const current = { kind: PRESENCE_RECORD_KINDS[kind], id };
    variables.current = current;
    active.current = true;
    setOthers([]);
    const visit = async () => {
      token.current = (await auth.currentUser?.getIdToken().catch(() => null)) ?? null;
      const answer = await client.mutate({ mutation: VisitRecordDocument, variables: current, fetchPolicy: "no-cache" }).catch(() => null);
      if (active.current && answer?.data) setOthers(answer.data.visitRecord.others);
    };
    void visit();
    const heartbeat = setInterval(() => void visit(), HEARTBEAT_SECONDS * 1000);
    const onPageHide = () => leaveOnPageHide(token.current, current);
    // Back from the browser's page cache: the page left on `pagehide`, it arrives again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void visit();
    };
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      active.current = false;
      clearInterval(heartbeat);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
      void client.mutate({ mutation: LeaveRecordDocument, variables: current, fetchPolicy: "no-cache" }).catch(() => undefined);
    };
  }, [client, kind, id]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const current = variables.current;
      void client
        .query({ query: RecordPresenceDocument, variables: current, fetchPolicy: "no-cache" })
        .then(({ data }) => {
          if (active.current && data && variables.current === current) setOthers(data.recordPresence.others);
        })
        .catch(() => undefined);
    }, SIGNAL_DELAY_MS);
  }, [client]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const recordId = presenceRecordId(kind, id);
  useLiveChanges("presence", (changes) => {
    if (changes.some((change) => change.recordId === recordId)) refresh();
  });
  return others;
}

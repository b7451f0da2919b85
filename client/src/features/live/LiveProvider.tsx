/**
 * The live back-office for the whole console (docs/live.md): one listener on the change feed per
 * open console, started after the first paint, for the kinds the member's role lists. What it
 * hears, it hands to the screens that asked (`useLiveChanges`: a list's « 3 nouvelles commandes »)
 * and turns into fresh counts for the shell: the sidebar's badges, the work queues and the
 * dashboard ask the API again — access and cost stay the API's — instead of polling.
 */
import { useApolloClient } from "@apollo/client/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { CHANGE_KIND_PERMISSIONS, CHANGE_KINDS, type ChangeKind } from "@atelier/domain/live/changeFeed";
import { useAuth } from "../../app/auth/AuthContext";
import { auth } from "../../app/firebase";
import type { LiveChange, LiveStatus } from "./liveFeed";
import { refreshDelay } from "./refreshSchedule";

/** « off »: the member's role lists none of the feed's kinds (or nobody is signed in). */
export type ConsoleLiveStatus = LiveStatus | "off";

type Subscriber = (changes: LiveChange[]) => void;

interface LiveValue {
  status: ConsoleLiveStatus;
  subscribe(kind: ChangeKind, subscriber: Subscriber): () => void;
}

const LiveContext = createContext<LiveValue>({ status: "off", subscribe: () => () => undefined });

/** The shell's queries a kind's changes make stale (their operation names): refetched, when on screen. */
const SHELL_QUERIES: Record<ChangeKind, string[]> = {
  order: ["WorkQueues", "Dashboard", "OrderStatusCounts"],
  contactMessage: ["InboxCounts", "WorkQueues", "Dashboard"],
  feedback: ["InboxCounts", "WorkQueues", "Dashboard"],
  creation: ["Dashboard"],
};

export function LiveProvider({ children }: { children: ReactNode }) {
  const { permissions } = useAuth();
  const client = useApolloClient();
  const [status, setStatus] = useState<ConsoleLiveStatus>("off");
  const subscribers = useRef(new Map<ChangeKind, Set<Subscriber>>());
  const held = useMemo(
    () => [...new Set(CHANGE_KINDS.map((kind) => CHANGE_KIND_PERMISSIONS[kind]))].filter((permission) => permissions.includes(permission)),
    [permissions],
  );
  const heldKey = held.join(",");

  useEffect(() => {
    if (held.length === 0) {
      setStatus("off");
      return;
    }
    let stop = () => undefined as void;
    let stopped = false;
    let refreshedToken = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastRefresh = 0;
    const stale = new Set<string>();
    const since = new Date();

    const dispatch = (changes: LiveChange[]) => {
      for (const kind of CHANGE_KINDS) {
        const ofKind = changes.filter((change) => change.kind === kind);
        if (ofKind.length === 0) continue;
        for (const subscriber of subscribers.current.get(kind) ?? []) subscriber(ofKind);
        for (const name of SHELL_QUERIES[kind]) stale.add(name);
      }
      if (timer !== undefined) return; // a refresh is on its way: it will take these too
      const wait = refreshDelay(Date.now(), lastRefresh);
      timer = setTimeout(() => {
        timer = undefined;
        lastRefresh = Date.now();
        const include = [...stale];
        stale.clear();
        void client.refetchQueries({ include }).catch(() => undefined);
      }, wait);
    };

    const start = async () => {
      const { listenToChanges } = await import("./liveFeed");
      if (stopped) return;
      stop = listenToChanges(held, since, dispatch, (next) => {
        // A member whose token predates their role's claim (docs/roles.md): one fresh token, one more try.
        if (next === "refused" && !refreshedToken && auth.currentUser) {
          refreshedToken = true;
          stop();
          void auth.currentUser.getIdToken(true).then(start, () => setStatus("refused"));
          return;
        }
        setStatus(next);
      });
    };

    setStatus("connecting");
    // After the first paint: no screen waits for the Firestore SDK.
    const idle = typeof requestIdleCallback === "function" ? requestIdleCallback(() => void start(), { timeout: 2_000 }) : undefined;
    const fallback = idle === undefined ? setTimeout(() => void start(), 0) : undefined;
    return () => {
      stopped = true;
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(fallback);
      clearTimeout(timer);
      stop();
    };
    // `heldKey` stands for `held`: a new array of the same permissions is the same listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [heldKey, client]);

  const subscribe = useCallback((kind: ChangeKind, subscriber: Subscriber) => {
    const set = subscribers.current.get(kind) ?? new Set();
    set.add(subscriber);
    subscribers.current.set(kind, set);
    return () => void set.delete(subscriber);
  }, []);
  const value = useMemo<LiveValue>(() => ({ status, subscribe }), [status, subscribe]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

/** The console's connection to the feed. */
export const useLiveStatus = (): ConsoleLiveStatus => useContext(LiveContext).status;

/** Calls `onChanges` with each batch of `kind`'s changes heard while the component is mounted. */
export function useLiveChanges(kind: ChangeKind, onChanges: Subscriber): void {
  const { subscribe } = useContext(LiveContext);
  const latest = useRef(onChanges);
  useEffect(() => {
    latest.current = onChanges;
  });
  useEffect(() => subscribe(kind, (changes) => latest.current(changes)), [subscribe, kind]);
}

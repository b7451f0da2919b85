/**
 * The live back-office for the whole console (docs/live.md): one listener on the change feed per
 * open console, started after the first paint, for the kinds the member's role lists. What it
 * hears, it hands to the screens that asked (`useLiveChanges`: a list's « 3 nouvelles commandes »)
 * and turns into fresh counts for the shell: the sidebar's badges, the work queues and the
 * dashboard ask the API again — access and cost stay the API's — instead of polling.
 */
import { useApolloClient } from "@apollo/client/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import {
  CHANGE_KIND_PERMISSIONS,
  CHANGE_KINDS,
  memberAudience,
  PRESENCE_PERMISSIONS,
  SIGNAL_KINDS,
  type FeedAudience,
  type FeedKind,
} from "@atelier/domain/live/changeFeed";
import { useAuth } from "../../app/auth/AuthContext";
import { auth } from "../../app/firebase";
import type { LiveChange, LiveStatus } from "./liveFeed";
import type { RefreshScheduler } from "./refreshSchedule";
import { whenBrowserIdle } from "../../ui/WhenIdle";

/** « off »: the member's role lists none of the feed's kinds (or nobody is signed in). */
export type ConsoleLiveStatus = LiveStatus | "off";

type Subscriber = (changes: LiveChange[]) => void;

interface LiveValue {
  status: ConsoleLiveStatus;
  subscribe(kind: FeedKind, subscriber: Subscriber): () => void;
}

const LiveContext = createContext<LiveValue>({ status: "off", subscribe: () => () => undefined });

const FEED_KINDS: FeedKind[] = [...CHANGE_KINDS, ...SIGNAL_KINDS];

export function LiveProvider({ children }: { children: ReactNode }) {
  const { permissions, state } = useAuth();
  const uid = state.status === "admin" ? state.user.uid : null;
  const client = useApolloClient();
  const [status, setStatus] = useState<ConsoleLiveStatus>("off");
  const subscribers = useRef(new Map<FeedKind, Set<Subscriber>>());
  // The feed's permissions the member holds, and their own address (their notifications changed).
  const held = useMemo<FeedAudience[]>(() => {
    if (!uid) return [];
    const kinds = [...new Set([...CHANGE_KINDS.map((kind) => CHANGE_KIND_PERMISSIONS[kind]), ...PRESENCE_PERMISSIONS])];
    return [...kinds.filter((permission) => permissions.includes(permission)), memberAudience(uid)];
  }, [permissions, uid]);
  const heldKey = held.join(",");

  useEffect(() => {
    if (held.length === 0) {
      setStatus("off");
      return;
    }
    let stop = () => undefined as void;
    let stopped = false;
    let refreshedToken = false;
    const since = new Date();
    // The shell's counts, asked again at a pace that follows the shop's (refreshSchedule.ts): set
    // up with the listener, after the first paint, since only what it hears calls for them.
    let refreshes: RefreshScheduler | undefined;

    const dispatch = (changes: LiveChange[]) => {
      for (const kind of FEED_KINDS) {
        const ofKind = changes.filter((change) => change.kind === kind);
        if (ofKind.length === 0) continue;
        for (const subscriber of subscribers.current.get(kind) ?? []) subscriber(ofKind);
      }
      refreshes?.heard(changes.map((change) => change.kind));
    };

    const start = async () => {
      const [{ listenToChanges }, { scheduleRefreshes }, { refetchOnScreen }] = await Promise.all([
        import("./liveFeed"),
        import("./refreshSchedule"),
        import("./refetchOnScreen"),
      ]);
      if (stopped) return;
      refreshes ??= scheduleRefreshes((include) => void refetchOnScreen(client, include).catch(() => undefined));
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
    const cancelStart = whenBrowserIdle(() => void start(), 2_000);
    return () => {
      stopped = true;
      cancelStart();
      refreshes?.stop();
      stop();
    };
    // `heldKey` stands for `held`: a new array of the same permissions is the same listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [heldKey, client]);

  const subscribe = useCallback((kind: FeedKind, subscriber: Subscriber) => {
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
export function useLiveChanges(kind: FeedKind, onChanges: Subscriber): void {
  const { subscribe } = useContext(LiveContext);
  const latest = useRef(onChanges);
  useEffect(() => {
    latest.current = onChanges;
  });
  useEffect(() => subscribe(kind, (changes) => latest.current(changes)), [subscribe, kind]);
}

/**
 * Issue 36, point 1 (docs/live.md): what a live console costs in Firestore reads per minute,
 * beside the polling it replaced (every 30 s).
 *
 * - **The listener**: a real Firestore listener (Admin SDK `onSnapshot`) on the console's own query
 *   (`consoleListenerQuery`) for a member holding « Commandes », « Messagerie » and « Modération »
 *   (ORDERS_READ, INBOX, MODERATION, and their own `member:<uid>`), counting the documents it is
 *   handed: Firestore bills one read per document a listener receives (added or changed), and the
 *   initial results (at least one read, even when empty).
 * - **The refreshes it causes**: the console's schedule (LiveProvider, refreshSchedule.ts: a second
 *   after an entry, never sooner than 5–30 s after the previous refresh, as busy as the shop) run on what the listener
 *   hears, each refresh sending the shell's queries the entries' kinds make stale through the API,
 *   their cost from `extensions.cost` — as if every one of them were on screen (an upper bound:
 *   « / » shows no tab counts, /orders no dashboard). The /orders list itself is asked again only
 *   when the operator presses « Afficher »: not counted.
 * - **Idle**: nobody writes for the window. **Busy**: the storefront takes one order a second for
 *   the window (written as it writes them, with the triggers running: they write the feed's entries).
 * - **Polling every 30 s** (before issue 36): twice a minute the shell's queries and the /orders
 *   first page, idle or busy.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, type DocumentChange } from "firebase-admin/firestore";
import { CHANGE_FEED, memberAudience, type FeedAudience, type FeedKind } from "@atelier/domain/live/changeFeed";
import { consoleListenerQuery } from "../../server/src/live/changeFeed";
import { scheduleRefreshes } from "../../client/src/features/live/refreshSchedule";
import { withTriggersRunning } from "../lib/triggers";
import { DEMO_ADMIN, GRAPHQL_URL, ROOT } from "../lib/stack.cjs";
import { burstDocuments } from "./burstDocuments";
import type { BenchContext, GraphQLBody } from "./measure";
import { benchApp } from "./support";

/** The console's documents, as it sends them (operation name, file). */
const QUERY_FILES = {
  InboxCounts: "client/src/features/inbox/inbox.graphql",
  WorkQueues: "client/src/features/work-queues/workQueues.graphql",
  Dashboard: "client/src/features/dashboard/dashboard.graphql",
  OrderStatusCounts: "client/src/features/orders/orders.graphql",
  OrderList: "client/src/features/orders/orders.graphql",
} as const;
type QueryName = keyof typeof QUERY_FILES;

/** /orders with its default parameters (orderListParams.ts), the owner's dashboard (every card). */
const DEFAULT_ORDER_FILTER = { period: null, search: null, late: null };
const VARIABLES: Record<QueryName, Record<string, unknown>> = {
  InboxCounts: {},
  WorkQueues: {},
  Dashboard: { customers: true, orders: true, moderation: true, finances: true },
  OrderStatusCounts: { filter: { ...DEFAULT_ORDER_FILTER, status: null } },
  OrderList: { first: 25, after: null, filter: { ...DEFAULT_ORDER_FILTER, status: null }, orderBy: "CREATED_AT_DESC" },
};

/** What the console polled every 30 s before the feed: the shell's queries and the /orders first page. */
const POLLED: QueryName[] = ["InboxCounts", "WorkQueues", "Dashboard", "OrderStatusCounts", "OrderList"];
const POLLS_PER_MINUTE = 2;

async function ask(ctx: BenchContext, name: QueryName): Promise<number> {
  const res = await fetch(GRAPHQL_URL, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${ctx.token}` },
    body: JSON.stringify({ query: readFileSync(join(ROOT, QUERY_FILES[name]), "utf8"), operationName: name, variables: VARIABLES[name] }),
  });
  const body = (await res.json()) as GraphQLBody;
  if (body.errors || !body.extensions?.cost) throw new Error(`${name} failed: ${JSON.stringify(body.errors ?? body)}`);
  return body.extensions.cost.firestoreReads;
}

/** Each query's reads as the console asks for it (one warm-up, then the most of 3). */
async function queryCosts(ctx: BenchContext): Promise<Record<QueryName, number>> {
  const costs = {} as Record<QueryName, number>;
  for (const name of Object.keys(QUERY_FILES) as QueryName[]) {
    await ask(ctx, name);
    costs[name] = Math.max(await ask(ctx, name), await ask(ctx, name), await ask(ctx, name));
  }
  return costs;
}

/** Orders written before the windows, unmeasured. */
const WARM_UP_ORDERS = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LiveWindow {
  /** Documents the listener was handed during the window (its initial results excluded). */
  listenerReads: number;
  /** What they were: `kind change` (an entry written again, a redelivered event, is `… again`). */
  delivered: Record<string, number>;
  /** Refreshes of the shell, and the API requests they sent. */
  refreshes: number;
  requests: number;
  refreshReads: number;
  /** Busy only: orders written, their entries heard, and how long after its write an entry arrived. */
  orders?: number;
  entriesHeard?: number;
  delayP50?: number;
  delayP95?: number;
  /** Seconds from the first write to the last document the listener was handed. */
  spanSeconds?: number;
}

export interface LiveResult {
  size: number;
  seconds: number;
  costs: Record<QueryName, number>;
  /** The listener's initial results (billed at least one read). */
  initialDocuments: number;
  idle: LiveWindow;
  busy: LiveWindow;
}

/**
 * One console's listener and its refresh schedule, as LiveProvider runs them: what it is handed,
 * counted from now on (`window`), and the shell's refreshes it causes.
 */
function listen(ctx: BenchContext, audiences: FeedAudience[], since: Date) {
  const db = getFirestore(benchApp());
  let window: LiveWindow = { listenerReads: 0, delivered: {}, refreshes: 0, requests: 0, refreshReads: 0 };
  const heardAt = new Map<string, number>();
  let lastHeard = 0;
  const pending: Promise<void>[] = [];
  let resolveFirst: (n: number) => void;
  const initial = new Promise<number>((resolve) => (resolveFirst = resolve));
  let first = true;

  // The console's own schedule; each refresh asks the API for the queries it names.
  const refreshes = scheduleRefreshes((include) => {
    const counted = window;
    counted.refreshes++;
    counted.requests += include.length;
    pending.push(
      Promise.all(include.map((name) => ask(ctx, name as QueryName))).then((reads) => {
        counted.refreshReads += reads.reduce((a, b) => a + b, 0);
      }),
    );
  });
  const dispatch = (kinds: FeedKind[]) => refreshes.heard(kinds);

  const stop = consoleListenerQuery(db, audiences, since).onSnapshot(
    (snapshot) => {
      // Billed: every document handed over, added or changed (a removal is not a read).
      const delivered = snapshot.docChanges().filter((c: DocumentChange) => c.type !== "removed");
      if (first) {
        first = false;
        resolveFirst(snapshot.size);
        return;
      }
      window.listenerReads += delivered.length;
      for (const { type, doc } of delivered) {
        const what = `${doc.get("kind")} ${doc.get("change")}${type === "modified" ? " again" : ""}`;
        window.delivered[what] = (window.delivered[what] ?? 0) + 1;
        if (!heardAt.has(doc.get("recordId"))) heardAt.set(doc.get("recordId") as string, Date.now());
      }
      if (delivered.length) lastHeard = Date.now();
      if (delivered.length) dispatch(delivered.map((c) => c.doc.get("kind") as FeedKind));
    },
    (err) => console.error(`  listener refused: ${err.message}`),
  );

  return {
    initial,
    heardAt,
    /** When the listener was last handed anything. */
    lastHeard: () => lastHeard,
    /** Starts counting a new window; returns the one that ends. */
    async next(): Promise<LiveWindow> {
      // The last entries' refresh still to come, and those on their way.
      while (refreshes.waiting()) await sleep(100);
      await Promise.all(pending);
      pending.length = 0;
      const ended = window;
      window = { listenerReads: 0, delivered: {}, refreshes: 0, requests: 0, refreshReads: 0 };
      return ended;
    },
    stop() {
      stop();
      refreshes.stop();
    },
  };
}

/** Until the entries of `recordIds` are in the feed and none was written for `quietMs` (the triggers done with earlier writes). */
async function feedQuiet(recordIds: string[], quietMs = 15_000, timeoutMs = 180_000): Promise<void> {
  const db = getFirestore(benchApp());
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const present = (await db.collection(CHANGE_FEED).where("recordId", "in", recordIds).get()).size;
    if (present < recordIds.length) {
      await sleep(1_000);
      continue;
    }
    const latest = (await db.collection(CHANGE_FEED).orderBy("at", "desc").limit(1).get()).docs[0];
    const at = latest?.get("at")?.toMillis() ?? 0;
    if (Date.now() - at >= quietMs) return;
    await sleep(1_000);
  }
  throw new Error(`the change feed was still written to after ${timeoutMs / 1000} s`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** Idle for `seconds`, then one order a second for `seconds`, with one console listening. */
export async function benchLive(ctx: BenchContext, size: number, seconds = 60): Promise<LiveResult> {
  const db = getFirestore(benchApp());
  const costs = await queryCosts(ctx);
  const admin = await getAuth(benchApp()).getUserByEmail(DEMO_ADMIN.email);
  // What LiveProvider asks for such a member: the feed's permissions they hold, and their own address.
  const audiences: FeedAudience[] = ["ORDERS_READ", "INBOX", "MODERATION", memberAudience(admin.uid)];
  // The storefront's orders (paid, or awaiting payment), with ids of their own: the seed's and the
  // live shards' orders come from the same generator.
  const drawn = burstDocuments(Math.ceil((seconds + WARM_UP_ORDERS) / 0.3) + 10).filter((d) => d.collection === "orders");
  const orders = drawn.slice(0, seconds);
  if (drawn.length < seconds + WARM_UP_ORDERS) throw new Error(`only ${drawn.length} orders drawn for ${seconds} s`);

  return withTriggersRunning(async () => {
    // The triggers' workers warm (a cold start is the emulator's, not the feed's), then quiet.
    const warmUp: string[] = [];
    for (const order of drawn.slice(seconds, seconds + WARM_UP_ORDERS)) {
      const ref = db.collection("orders").doc();
      warmUp.push(ref.id);
      await ref.create(order.data(new Date()));
    }
    await feedQuiet(warmUp);
    const listener = listen(ctx, audiences, new Date());
    const initialDocuments = await listener.initial;

    // (a) Idle: nobody writes.
    await sleep(seconds * 1_000);
    const idle = await listener.next();

    // (b) One order a second, written as the storefront writes them.
    const written = new Map<string, number>();
    const started = Date.now();
    for (let i = 0; i < orders.length; i++) {
      await sleep(started + i * 1_000 - Date.now());
      const ref = db.collection("orders").doc();
      written.set(ref.id, Date.now());
      await ref.create(orders[i]!.data(new Date()));
    }
    // Until every order's entry is heard (the emulator's triggers may lag behind a loaded machine).
    const deadline = Date.now() + 180_000;
    const heard = () => [...written.keys()].filter((id) => listener.heardAt.has(id)).length;
    while (heard() < written.size && Date.now() < deadline) await sleep(500);
    // Then whatever else the triggers write about them (a redelivered event's entry again), until 15 s without any.
    while (Date.now() - listener.lastHeard() < 15_000 && Date.now() < deadline) await sleep(500);
    const busy = await listener.next();
    listener.stop();
    const delays = [...written]
      .filter(([id]) => listener.heardAt.has(id))
      .map(([id, at]) => listener.heardAt.get(id)! - at)
      .sort((a, b) => a - b);
    const last = listener.lastHeard();
    busy.orders = written.size;
    busy.entriesHeard = heard();
    busy.delayP50 = percentile(delays, 50);
    busy.delayP95 = percentile(delays, 95);
    busy.spanSeconds = (last - started) / 1_000;
    return { size, seconds, costs, initialDocuments, idle, busy };
  });
}

/** The table of docs/benchmarks.md: reads per minute of one console, live or polling. */
export function liveTable(results: LiveResult[]): string {
  const n = (x: number) => Math.round(x).toLocaleString("en-US");
  const lines = [
    "| orders | console | shop | listener reads / min | shell refreshes / min (API requests) | refresh reads / min | **reads / min** | notes |",
    "| ---: | --- | --- | ---: | ---: | ---: | ---: | --- |",
  ];
  for (const r of results) {
    const perMinute = 60 / r.seconds;
    const size = r.size.toLocaleString("en-US");
    const row = (mode: string, shop: string, w: { listener: number | null; refreshes: number; requests: number; reads: number }, notes: string) =>
      lines.push(
        `| ${size} | ${mode} | ${shop} | ${w.listener === null ? "—" : n(w.listener * perMinute)} | ${n(w.refreshes * perMinute)} (${n(w.requests * perMinute)}) | ` +
          `${n(w.reads * perMinute)} | **${n(((w.listener ?? 0) + w.reads) * perMinute)}** | ${notes} |`,
      );
    const { idle, busy } = r;
    const handed = (w: LiveWindow) =>
      Object.entries(w.delivered)
        .map(([what, count]) => `${what} ${count}`)
        .join(", ") || "nothing";
    row(
      "live feed",
      `idle (${r.seconds} s)`,
      { listener: idle.listenerReads, refreshes: idle.refreshes, requests: idle.requests, reads: idle.refreshReads },
      `handed: ${handed(idle)}; attaching: ${r.initialDocuments} document(s) in the initial results, billed ${Math.max(1, r.initialDocuments)} read once`,
    );
    row(
      "live feed",
      `1 order/s (${busy.orders} in ${r.seconds} s)`,
      { listener: busy.listenerReads, refreshes: busy.refreshes, requests: busy.requests, reads: busy.refreshReads },
      `handed: ${handed(busy)}; ${busy.entriesHeard}/${busy.orders} orders heard, p50 ${n(busy.delayP50!)} ms / p95 ${n(busy.delayP95!)} ms after the write, last ${busy.spanSeconds!.toFixed(1)} s ` +
        `after the first write (the emulator's triggers); each refresh: WorkQueues ${r.costs.WorkQueues} + Dashboard ${r.costs.Dashboard} + OrderStatusCounts ${r.costs.OrderStatusCounts} reads; ` +
        `the list on « Afficher » not counted`,
    );
    const polled = POLLED.reduce((sum, name) => sum + r.costs[name], 0);
    lines.push(
      `| ${size} | polling every 30 s | idle or busy | — | ${POLLS_PER_MINUTE} (${POLLS_PER_MINUTE * POLLED.length}) | ${n(POLLS_PER_MINUTE * polled)} | ` +
        `**${n(POLLS_PER_MINUTE * polled)}** | each poll: ${POLLED.map((name) => `${name} ${r.costs[name]}`).join(" + ")} = ${polled} reads |`,
    );
  }
  return lines.join("\n");
}

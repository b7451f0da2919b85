/**
 * Orders measurements for `npm run bench` (wired by scripts/bench.mjs): the first page of
 * /orders as the screen asks for it, and the full CSV export. Reads come from the API's
 * extensions.cost; the export's memory is measured on this side — bytes streamed and the
 * client's heap — since the function runs in another process (the server logs its own cost).
 */
export interface QueryMeasure {
  firestoreReads: number;
  firestoreQueries: number;
  serverMs: number;
  latencyMs: number;
}

export interface ExportMeasure {
  rows: number;
  bytes: number;
  latencyMs: number;
  /** Time to the first byte: streaming starts before the whole set is read. */
  firstByteMs: number;
  /** Largest chunk received: bounded by a batch, whatever the number of orders. */
  largestChunkBytes: number;
  clientHeapDeltaBytes: number;
}

const FIRST_PAGE = `query BenchOrderList {
  orders(first: 25, orderBy: CREATED_AT_DESC) {
    totalCount
    edges { node { id shortId status total createdAt itemsCount customer { id email fullName } } }
    pageInfo { hasNextPage endCursor }
  }
  orderStatusCounts { status count }
}`;

export async function benchOrdersFirstPage(graphqlUrl: string, token: string): Promise<QueryMeasure> {
  const started = performance.now();
  const res = await fetch(graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: FIRST_PAGE }),
  });
  const body = (await res.json()) as { errors?: unknown[]; extensions?: { cost?: { firestoreReads: number; firestoreQueries: number; ms: number } } };
  const latencyMs = Math.round(performance.now() - started);
  const cost = body.extensions?.cost;
  if (body.errors || !cost) throw new Error(`orders first page failed: ${JSON.stringify(body.errors ?? body)}`);
  return { firestoreReads: cost.firestoreReads, firestoreQueries: cost.firestoreQueries, serverMs: cost.ms, latencyMs };
}

/** The export endpoint sits beside /graphql on the same function. */
export async function benchOrdersExport(graphqlUrl: string, token: string): Promise<ExportMeasure> {
  const url = graphqlUrl.replace(/\/graphql$/, "/export/orders.csv");
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`orders export failed: HTTP ${res.status}`);
  let bytes = 0;
  let lineBreaks = 0;
  let largestChunkBytes = 0;
  let firstByteMs = -1;
  let heapPeak = heapBefore;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (firstByteMs < 0) firstByteMs = Math.round(performance.now() - started);
    bytes += chunk.byteLength;
    largestChunkBytes = Math.max(largestChunkBytes, chunk.byteLength);
    for (let i = 1; i < chunk.length; i++) if (chunk[i] === 10 && chunk[i - 1] === 13) lineBreaks++;
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }
  return {
    rows: Math.max(0, lineBreaks - 1),
    bytes,
    latencyMs: Math.round(performance.now() - started),
    firstByteMs,
    largestChunkBytes,
    clientHeapDeltaBytes: heapPeak - heapBefore,
  };
}

import type { Query, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { CostMeter } from "./cost";
import { scanPages } from "./scan";

/** A query over ids "d0"…: answers `limit` documents after the cursor's, as Firestore does. */
function fakeQuery(count: number, sent: { after: string | null; limit: number }[]) {
  const docs = Array.from({ length: count }, (_, i) => ({ id: `d${i}` }) as QueryDocumentSnapshot);
  const make = (after: QueryDocumentSnapshot | null): Query =>
    ({
      startAfter: (doc: QueryDocumentSnapshot) => make(doc),
      limit: (n: number) => ({
        get: async () => {
          sent.push({ after: after?.id ?? null, limit: n });
          const start = after ? docs.indexOf(after) + 1 : 0;
          const page = docs.slice(start, start + n);
          return { docs: page, size: page.length, empty: page.length === 0 };
        },
      }),
    }) as unknown as Query;
  return make(null);
}

async function scan(count: number, pageSize: number) {
  const sent: { after: string | null; limit: number }[] = [];
  const meter = new CostMeter();
  const pages: string[][] = [];
  for await (const docs of scanPages(fakeQuery(count, sent), { pageSize, meter })) pages.push(docs.map((d) => d.id));
  return { pages, sent, meter };
}

describe("scanPages", () => {
  it("reads every document once, a page at a time, each page after the previous one's last document", async () => {
    const { pages, sent } = await scan(5, 2);
    expect(pages).toEqual([["d0", "d1"], ["d2", "d3"], ["d4"]]);
    expect(sent).toEqual([
      { after: null, limit: 2 },
      { after: "d1", limit: 2 },
      { after: "d3", limit: 2 },
    ]);
  });

  it("stops after a full last page on the empty read that follows, without yielding it", async () => {
    const { pages, sent } = await scan(4, 2);
    expect(pages).toEqual([
      ["d0", "d1"],
      ["d2", "d3"],
    ]);
    expect(sent).toHaveLength(3);
  });

  it("counts each page read on the meter, an empty one included", async () => {
    const { meter } = await scan(4, 2);
    expect(meter.report()).toMatchObject({ firestoreQueries: 3, firestoreReads: 5 });
    expect((await scan(0, 2)).pages).toEqual([]);
  });
});

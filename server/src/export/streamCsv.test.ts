import { Writable } from "node:stream";
import { BOM, csvLine } from "./csv";
import { linesWithCustomers } from "./csvExport";
import { streamCsv } from "./streamCsv";
import type { Repositories } from "../firestore";
import type { UserRecord } from "../firestore/users";

/** A socket that takes nothing until `release()`: every write answers « full », as a slow client's. */
function slowSocket() {
  const received: string[] = [];
  const pending: (() => void)[] = [];
  const out = new Writable({
    highWaterMark: 1,
    decodeStrings: false,
    write(chunk: string, _encoding, done) {
      received.push(chunk);
      pending.push(() => done());
    },
  });
  return { out, received, release: () => pending.splice(0).forEach((done) => done()), waiting: () => pending.length > 0 };
}

/** Waits for a condition, one turn of the event loop at a time (never on the clock). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

/** Pages of orders as Firestore's cursor would give them, counting how many the writer asked for. */
function pagesOf(count: number, pageSize: number) {
  const read = { pages: 0 };
  async function* pages() {
    for (let start = 0; start < count; start += pageSize) {
      read.pages++;
      yield Array.from({ length: Math.min(pageSize, count - start) }, (_, i) => ({ id: `o${start + i}`, userId: `u${(start + i) % 3}` }));
    }
  }
  return { pages: pages(), read };
}

const users = {
  getMany: async (ids: string[]) => ids.map((uid) => ({ uid, email: `${uid}@atelier.test` }) as UserRecord),
} as unknown as Repositories["users"];
const line = (order: { id: string }, customer: UserRecord | null) => csvLine([order.id, customer?.email]);

describe("streamCsv", () => {
  it("writes the BOM, the header, then every row once and in order, page after page", async () => {
    const { pages } = pagesOf(1234, 500);
    const chunks: string[] = [];
    const out = new Writable({
      decodeStrings: false,
      write(chunk: string, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    await streamCsv(out, { header: csvLine(["Identifiant", "E-mail"]), batches: linesWithCustomers(pages, { users }, line) });
    expect(chunks).toHaveLength(1 + 3); // the header, then one chunk per page of 500
    const rows = chunks.join("").split("\r\n").slice(0, -1);
    expect(rows[0]).toBe(`${BOM}Identifiant;E-mail`);
    expect(rows.slice(1)).toEqual(Array.from({ length: 1234 }, (_, i) => `o${i};u${i % 3}@atelier.test`));
  });

  it("reads the next page only once the socket has taken the previous one", async () => {
    const { pages, read } = pagesOf(1500, 500);
    const socket = slowSocket();
    const done = streamCsv(socket.out, { header: "H\r\n", batches: linesWithCustomers(pages, { users }, line) });

    await until(socket.waiting);
    expect(socket.received).toEqual([`${BOM}H\r\n`]);
    expect(read.pages).toBe(0); // the header is not taken yet: nothing read

    for (let page = 1; page <= 3; page++) {
      socket.release();
      await until(() => socket.received.length === page + 1);
      await until(socket.waiting);
      expect(read.pages).toBe(page); // one page in the function's memory, the one being sent
    }
    socket.release();
    await done;
    expect(socket.received.join("").split("\r\n")).toHaveLength(1 + 1500 + 1);
  });
});

import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { emulatorClientEnv, ROOT } from "../lib/stack.cjs";
import type { BenchOperation } from "./measure";

/**
 * The orders export's memory as Cloud Functions would count it: the built function alone in a
 * fresh Node process (exportFunction.cjs), its peak resident set after exporting every order.
 * The goal (issue 34): under 256 MiB at any size, Cloud Functions' smaller settings. The client
 * reads the file as it comes, like a browser saving it.
 */
interface Report {
  maxRssKiB: number;
  peakHeapBytes: number;
}

async function withFunctionProcess<T>(use: (base: string, report: () => Promise<Report>) => Promise<T>): Promise<T> {
  const env = { ...process.env, ...emulatorClientEnv(), FUNCTIONS_EMULATOR: "true" };
  const child: ChildProcess = fork(join(ROOT, "scripts", "bench", "exportFunction.cjs"), [], { env, stdio: ["ignore", "ignore", "inherit", "ipc"] });
  try {
    const [{ port }] = (await once(child, "message")) as [{ port: number }];
    const report = async () => {
      child.send("report");
      return ((await once(child, "message")) as [Report])[0];
    };
    return await use(`http://127.0.0.1:${port}`, report);
  } finally {
    child.kill();
  }
}

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);

const ordersExportMemory: BenchOperation = {
  name: "orders CSV export, function memory",
  description: "GET /export/orders.csv, every order, served by the built function alone in a fresh process",
  runs: 1,
  async run(ctx) {
    return withFunctionProcess(async (base, report) => {
      const idle = await report(); // the function loaded, before its first request
      const res = await fetch(`${base}/export/orders.csv`, { headers: { authorization: `Bearer ${ctx.token}` } });
      if (!res.ok || !res.body) throw new Error(`/export/orders.csv failed: HTTP ${res.status}`);
      let rows = -1; // the header line
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) for (const byte of chunk) if (byte === 10) rows++;
      const done = await report();
      return {
        reads: null,
        notes:
          `${rows.toLocaleString("en-US")} rows; function process peak RSS **${mib(done.maxRssKiB * 1024)} MiB** ` +
          `(${mib(idle.maxRssKiB * 1024)} MiB loaded, before the request), peak V8 heap ${mib(done.peakHeapBytes)} MiB`,
      };
    });
  },
};

export const exportMemoryOperations = [ordersExportMemory];

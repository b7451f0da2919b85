// Child process of the bench's « orders CSV export, function memory » (scripts/bench/exportMemory.ts):
// the built function `api` (functions/lib/index.js, as deployed) alone in a Node process, behind
// a plain HTTP server, so that its peak resident memory is the function's own — not the Functions
// emulator's runtime and the other requests its workers served, which the 448 MiB of 23 November
// included. It answers the parent's « report » with its peak RSS (resourceUsage().maxRSS) and
// the peak V8 heap it sampled.
const { createServer } = require("node:http");
const { api } = require("../../functions/lib/index.js");

let peakHeap = 0;
const sample = () => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed));
setInterval(sample, 25).unref();

const server = createServer((req, res) => api(req, res));
server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }));
process.on("message", (message) => {
  if (message !== "report") return;
  sample();
  process.send({ maxRssKiB: process.resourceUsage().maxRSS, peakHeapBytes: peakHeap });
});

import { Worker } from "node:worker_threads";

/*
 * pdf-parse (pdf.js) loads its worker with a dynamic import(), which Jest's CommonJS sandbox
 * refuses: the PDF is read back in a worker thread, plain Node outside the sandbox.
 */
const READER = `
const { parentPort, workerData } = require("node:worker_threads");
const { PDFParse } = require(workerData.module);
(async () => {
  const parser = new PDFParse({ data: new Uint8Array(workerData.pdf) });
  try {
    const { text, total, pages } = await parser.getText();
    const { info } = await parser.getInfo();
    parentPort.postMessage({ text, total, pages: pages.map((p) => p.text), info });
  } finally {
    await parser.destroy();
  }
})().catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

export interface ParsedPdf {
  /** Every page's text, white space (spaces, no-break spaces, the tabs between table cells) read as one space. */
  text: string;
  total: number;
  pages: string[];
  info: Record<string, string>;
}

/** A PDF's text and metadata, read back as a reader would (pdf-parse), to check what a document says. */
export async function parsePdf(pdf: Buffer): Promise<ParsedPdf> {
  const worker = new Worker(READER, { eval: true, workerData: { module: require.resolve("pdf-parse"), pdf } });
  try {
    const result = await new Promise<ParsedPdf & { error?: string }>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    if (result.error) throw new Error(result.error);
    const flat = (s: string) => s.replace(/\s+/g, " ");
    return { ...result, text: flat(result.text), pages: result.pages.map(flat) };
  } finally {
    await worker.terminate();
  }
}

/**
 * The packing slips' REST contract (server/src/packingSlips/router.ts answers it, the console's
 * « Imprimer les bons de préparation » sends it: docs/packing-slips.md): POST with the JSON body
 * `{ "orderIds": [...] }`, 1 to MAX_PACKING_SLIPS ids → one A4 PDF, one page per order.
 */
export const PACKING_SLIPS_URL = "/export/packing-slips.pdf";

/** One morning's batch with room to spare; the PDF is rendered while the operator waits. */
export const MAX_PACKING_SLIPS = 200;

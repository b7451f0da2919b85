/** The grid's click and shift-click selection is the lists' (ui/list/clickSelection.ts), its batches the bulk actions' (ui/mutation/chunks.ts). */
export { clickSelection } from "../../ui/list/clickSelection";
export { chunks } from "../../ui/mutation/chunks";

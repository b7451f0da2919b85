/** The detail kit: one loading / error / not-found block (a page, a drawer, a dialog), and skeletons of the page's layout. */
export { DetailSkeleton } from "./DetailSkeleton";
export { DetailState } from "./DetailState";
export { NotFoundState, type NotFound } from "./NotFoundState";
export { RecordState, type RecordStateProps } from "./RecordState";

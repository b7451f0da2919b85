/** The detail-page kit: one loading / error / not-found block, and skeletons of the page's layout. */
export { DetailSkeleton } from "./DetailSkeleton";
export { DetailState } from "./DetailState";
export { NotFoundState, type NotFound } from "./NotFoundState";

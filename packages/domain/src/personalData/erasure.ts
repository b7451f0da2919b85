/** A customer's erasure (docs/personal-data.md): what the operator types to confirm it — the dialog asks for it, the API checks it. */
export const ERASURE_CONFIRMATION = "EFFACER";

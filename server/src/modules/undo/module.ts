/** Undo from the history (issue 35, docs/undo.md): undoChange, and whether each audit entry can be undone. */
import type { Firestore } from "firebase-admin/firestore";
import type { CostMeter } from "../../firestore/cost";
import { ONE } from "../../limits/costModel";
import { ADMIN, INHERIT } from "../../auth/fieldAccess";
import { UNDO_READS, undoWrites } from "../../undo/undoChange";
import { undoMarkers, type UndoMarker } from "../../undo/undoMarkers";
import { defineModule } from "../serverModule";
import { MAX_AUDIT_ENTRIES, undoMarkerLoader, undoResolvers } from "./undo";
import type { Args } from "../../limits/costModel";
import type DataLoader from "dataloader";

const undoRepository = (firestore: Firestore, meter: CostMeter) => ({
  ...undoWrites(firestore, meter),
  markers: (keys: readonly string[]) => undoMarkers(firestore, meter).getMany(keys),
});

declare module "../../firestore" {
  interface Repositories {
    undo: ReturnType<typeof undoRepository>;
  }
}

declare module "../../loaders" {
  interface Loaders {
    undoMarker: DataLoader<string, UndoMarker | null>;
  }
}

/** The ids `auditEntries` is given, at most MAX_AUDIT_ENTRIES (more is refused). */
const idsAsked = (args: Args) => (Array.isArray(args.ids) ? Math.min(args.ids.length, MAX_AUDIT_ENTRIES) : MAX_AUDIT_ENTRIES);

export default defineModule({
  repositories: { undo: undoRepository },
  resolvers: [undoResolvers],
  access: {
    // Any member may ask; what undoing needs depends on the change, known once its entries are
    // read: the resolver then requires the original write's permission (rules/auditUndo.ts) for
    // every entry, before anything is written. The toast's « Annuler » is any member's own change.
    "Query.auditEntries": "STAFF",
    "Mutation.undoChange": ADMIN,
    UndoChangePayload: INHERIT,
    AuditUndo: "STAFF",
    "AuditEntry.undo": "STAFF",
    "AuditEntry.changeId": "STAFF",
    "AuditEntry.undoOf": "STAFF",
  },
  costs: {
    "Query.auditEntries": { reads: idsAsked, items: idsAsked },
    "Mutation.undoChange": { reads: UNDO_READS },
    // The change's undo record, batched with the page's other entries.
    "AuditEntry.undo": ONE,
    "AuditUndo.undoneBy": ONE,
  },
  loaders: (repos) => ({ undoMarker: undoMarkerLoader(repos) }),
});

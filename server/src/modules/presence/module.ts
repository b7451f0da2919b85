/** Who else is here (docs/live.md « Who else is here »): presence on a record's page, and who just saved it. */
import { anyOf, INHERIT } from "../../auth/fieldAccess";
import { MAX_PRESENT } from "@atelier/domain/live/presence";
import { presenceRepository } from "../../live/presence";
import { ONE } from "../../limits/costModel";
import { defineModule } from "../serverModule";
import { presenceKindEnum, presenceResolvers } from "./presence";

declare module "../../firestore" {
  interface Repositories {
    presence: ReturnType<typeof presenceRepository>;
  }
}

/** Any of the record pages' permissions; the resolvers then ask for the kind's own (presence.ts). */
const RECORD_PAGES = anyOf("ORDERS_READ", "CUSTOMERS_READ", "INBOX", "MODERATION");

/** The members on a record: one query of at most MAX_PRESENT + 1 documents (the caller's included). */
const PRESENT_READS = MAX_PRESENT + 1;

export default defineModule({
  repositories: { presence: presenceRepository },
  resolvers: [presenceResolvers, presenceKindEnum],
  access: {
    "Query.recordPresence": RECORD_PAGES,
    "Query.recordLastSave": RECORD_PAGES,
    "Mutation.visitRecord": RECORD_PAGES,
    "Mutation.leaveRecord": RECORD_PAGES,
    RecordPresence: INHERIT,
    PresentMember: INHERIT,
    RecordSave: INHERIT,
  },
  costs: {
    "Query.recordPresence": { reads: PRESENT_READS },
    // The record's last audit entry of the last minute (a page of one: 2 reads) and its author.
    "Query.recordLastSave": { reads: 3 },
    // The member's own document, then who is there.
    "Mutation.visitRecord": { reads: 1 + PRESENT_READS },
    "Mutation.leaveRecord": ONE,
    "RecordPresence.others": { items: MAX_PRESENT },
  },
});

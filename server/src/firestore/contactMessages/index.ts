/**
 * The contact messages repository: one flat object of its reads and writes
 * (`repos.contactMessages.list`, `repos.contactMessages.reply`), composed from the parts of
 * this folder, which share record.ts.
 */
import type { Firestore } from "firebase-admin/firestore";
import { CollectionReader, type PageArgs } from "../collection";
import type { CostMeter } from "../cost";
import { inboxBatches, inboxList, type InboxListCriteria } from "../inbox/list";
import { CONTACT_MESSAGES, contactMessageFromSnapshot } from "./record";
import { contactMessageWrites } from "./writes";

export * from "./record";

export interface ContactMessageCriteria {
  status?: string | null;
  from?: Date | null;
  to?: Date | null;
  token?: string | null;
}

export const contactListCriteria = (c: ContactMessageCriteria): InboxListCriteria => ({
  equal: { status: c.status },
  from: c.from,
  to: c.to,
  token: c.token,
});

export function contactMessagesRepository(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, CONTACT_MESSAGES, contactMessageFromSnapshot, meter);
  return {
    getMany: (ids: readonly string[]) => reader.getMany(ids),
    list: (args: PageArgs, criteria: ContactMessageCriteria = {}) => inboxList(reader, args, contactListCriteria(criteria)),
    /** What `list` shows for `criteria`, all of it, batch by batch (the CSV export). */
    batchesMatching: (criteria: ContactMessageCriteria = {}) => inboxBatches(reader, contactMessageFromSnapshot, contactListCriteria(criteria), meter),
    ...contactMessageWrites(firestore, meter),
  };
}

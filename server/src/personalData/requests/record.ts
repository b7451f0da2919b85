/**
 * personalDataRequests/{id}: one request of the register (docs/personal-data.md « Registre des
 * demandes »). Written by the API only (audited writes); firestore.rules refuse every client.
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { REQUEST_KINDS, REQUEST_STATES, type RequestKind, type RequestState } from "@atelier/domain/personalData/requests";
import { isoDate, oneOf, str } from "../../firestore/convert";

export const PERSONAL_DATA_REQUESTS = "personalDataRequests";

export interface PersonalDataRequestRecord {
  id: string;
  /** The customer (users/{uid}) the request is about. */
  userId: string;
  kind: RequestKind;
  state: RequestState;
  /** Paris calendar days, "yyyy-mm-dd": received, and due one month later (article 12(3)). */
  receivedOn: string;
  dueOn: string;
  /** How it came in, as the operator noted it. */
  note: string | null;
  /**
   * Where the answer is mailed: the customer's e-mail when the request was recorded (an erasure
   * replaces it in their record before the answer goes). Cleared once an erasure request is
   * answered: the register then keeps no address of an erased customer.
   */
  replyTo: string | null;
  recordedBy: string;
  recordedAt: string;
  closedBy: string | null;
  closedAt: string | null;
  /** What the customer was told (required for a refusal). */
  answer: string | null;
  /** The answer's `mail` document, when one was sent. */
  answerMailId: string | null;
}

export function personalDataRequestFromSnapshot(snap: DocumentSnapshot): PersonalDataRequestRecord {
  const d = snap.data() ?? {};
  return {
    id: snap.id,
    userId: str(d.userId) ?? "",
    kind: oneOf(REQUEST_KINDS, d.kind, "ACCESS"),
    state: oneOf(REQUEST_STATES, d.state, "OPEN"),
    receivedOn: str(d.receivedOn) ?? "",
    dueOn: str(d.dueOn) ?? "",
    note: str(d.note),
    replyTo: str(d.replyTo),
    recordedBy: str(d.recordedBy) ?? "",
    recordedAt: isoDate(d.recordedAt) ?? new Date(0).toISOString(),
    closedBy: str(d.closedBy),
    closedAt: isoDate(d.closedAt),
    answer: str(d.answer),
    answerMailId: str(d.answerMailId),
  };
}

/**
 * The register of personal-data requests (docs/personal-data.md « Registre des demandes »): its
 * pages and counts, and the two audited writes, record and close. Closing mails the answer to the
 * address kept at recording, in the same transaction (the mail exists exactly when the answer does).
 */
import type { Firestore, Query } from "firebase-admin/firestore";
import { dueSoonLimit, REQUEST_KIND_LABELS, requestDueOn, type RequestInput, type RequestOutcome } from "@atelier/domain/personalData/requests";
import { parisDay } from "@atelier/domain/parisCalendar";
import { inputField, userError } from "@atelier/domain/userErrors";
import { auditedWrites } from "../../firestore/auditedWrite";
import { CollectionReader, type PageArgs } from "../../firestore/collection";
import type { CostMeter } from "../../firestore/cost";
import { mailOutbox } from "../../firestore/mail/enqueue";
import { USERS } from "../../firestore/users/record";
import { erasureStateFrom, PERSONAL_DATA_ERASURES } from "../erasure/erasure";
import { PERSONAL_DATA_REQUESTS, personalDataRequestFromSnapshot, type PersonalDataRequestRecord } from "./record";

export { PERSONAL_DATA_REQUESTS, type PersonalDataRequestRecord } from "./record";

/** Which requests the register lists: open ones by due date, the work queue's (due within 7 days), or the closed ones. */
export type RequestQueue = "OPEN" | "DUE_SOON" | "CLOSED";

/** A customer's page lists at most this many of their requests (the newest). */
export const CUSTOMER_REQUESTS_SHOWN = 50;

export const requestMessages = {
  notFound: "Client introuvable.",
  closed: "Cette demande est déjà close.",
  erasureNotDone: "L’effacement de ce client n’est pas terminé\u00a0: lancez « Effacer les données personnelles » depuis sa fiche, puis clôturez la demande.",
} as const;

/** The template the answer is mailed with (packages/domain/src/mailTemplates.ts). */
export const ANSWER_TEMPLATE = "personal-data-request-answered";

/** The mail's one sentence on what was done. */
export const OUTCOME_SENTENCES: Record<RequestOutcome, string> = {
  DONE: "Votre demande a été traitée.",
  REFUSED: "Nous ne pouvons pas donner suite à votre demande, pour la raison suivante.",
};

const longDay = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", dateStyle: "long" });
const frenchDay = (day: string) => longDay.format(new Date(`${day}T12:00:00Z`));

export function personalDataRequestRepository(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, PERSONAL_DATA_REQUESTS, personalDataRequestFromSnapshot, meter);
  const writes = auditedWrites(firestore, meter);
  const requests = firestore.collection(PERSONAL_DATA_REQUESTS);

  const queueQuery = (queue: RequestQueue, now: Date): { query: Query; field: string; direction: "asc" | "desc" } => {
    if (queue === "CLOSED") return { query: requests.where("state", "in", ["DONE", "REFUSED"]), field: "closedAt", direction: "desc" };
    const open = requests.where("state", "==", "OPEN");
    // The nearest due date first: the most urgent answer is at the top.
    if (queue === "DUE_SOON") return { query: open.where("dueOn", "<=", dueSoonLimit(parisDay(now))), field: "dueOn", direction: "asc" };
    return { query: open, field: "dueOn", direction: "asc" };
  };

  return {
    getMany: (ids: readonly string[]) => reader.getMany(ids),

    page: (args: PageArgs, queue: RequestQueue, now: Date = new Date()) => reader.page(args, queueQuery(queue, now)),

    count: (queue: RequestQueue, now: Date = new Date()) => reader.count(queueQuery(queue, now).query),

    /** A customer's requests, the newest received first. */
    ofCustomer: (uid: string) => reader.all(requests.where("userId", "==", uid).orderBy("receivedOn", "desc").limit(CUSTOMER_REQUESTS_SHOWN)),

    /** Records a request received on `input.receivedOn` (checked), due a month later; the customer's e-mail is kept to answer. */
    record: (actorUid: string, userId: string, input: RequestInput) =>
      writes.run(actorUid, async (w): Promise<PersonalDataRequestRecord> => {
        const [user] = await w.getAll([firestore.collection(USERS).doc(userId)]);
        if (!user!.exists) w.refuse([userError(inputField("userId"), requestMessages.notFound, "NOT_FOUND")]);
        const email = user!.get("email");
        const ref = requests.doc();
        const fields = {
          userId,
          kind: input.kind,
          state: "OPEN",
          receivedOn: input.receivedOn,
          dueOn: requestDueOn(input.receivedOn),
          note: input.note,
          replyTo: typeof email === "string" && email ? email : null,
          recordedBy: actorUid,
          recordedAt: w.now,
          closedBy: null,
          closedAt: null,
          answer: null,
          answerMailId: null,
        };
        w.tx.create(ref, fields);
        // The customer by id: the entry holds no address.
        w.audit({
          action: "personalDataRequest.record",
          targetType: "personalDataRequest",
          targetId: ref.id,
          before: null,
          after: { userId, kind: input.kind, state: "OPEN", receivedOn: fields.receivedOn, dueOn: fields.dueOn, note: input.note },
        });
        return personalDataRequestFromSnapshot({ id: ref.id, data: () => ({ ...fields }) } as unknown as FirebaseFirestore.DocumentSnapshot);
      }),

    /**
     * Closes an open request, done or refused, and mails the answer to the address kept at
     * recording. An erasure request is done only once the customer's erasure is: then its address
     * leaves the register with the answer.
     */
    close: (actorUid: string, id: string, outcome: RequestOutcome, answer: string | null) =>
      writes.run(actorUid, async (w): Promise<PersonalDataRequestRecord> => {
        const request = await w.getExisting(requests.doc(id), inputField("id"), "Demande", personalDataRequestFromSnapshot);
        if (request.state !== "OPEN") w.refuse([userError(inputField("id"), requestMessages.closed, "ALREADY_CLOSED")]);
        const [user, erasure] = await w.getAll([
          firestore.collection(USERS).doc(request.userId),
          firestore.collection(PERSONAL_DATA_ERASURES).doc(request.userId),
        ]);
        const erasureState = erasureStateFrom(erasure!);
        // An erasure request done: the address leaves the register with the answer.
        const erased = request.kind === "ERASURE" && outcome === "DONE";
        if (erased && erasureState?.state !== "DONE") {
          w.refuse([userError(inputField("outcome"), requestMessages.erasureNotDone, "ERASURE_NOT_DONE")]);
        }
        const outbox = await mailOutbox(w, firestore);
        // An erased customer's record carries the pseudonym as a name: the answer greets no one by it.
        const firstName = erasureState ? "" : user!.get("firstName");
        const answerMailId = request.replyTo
          ? outbox.enqueue({
              to: request.replyTo,
              template: ANSWER_TEMPLATE,
              source: "personalDataRequest.close",
              data: {
                firstName: typeof firstName === "string" ? firstName : "",
                kind: REQUEST_KIND_LABELS[request.kind],
                receivedOn: frenchDay(request.receivedOn),
                outcome: OUTCOME_SENTENCES[outcome],
                answer: answer ?? "",
              },
            })
          : null;
        const closing = {
          state: outcome,
          closedBy: actorUid,
          closedAt: w.now,
          answer,
          answerMailId,
          ...(erased ? { replyTo: null } : {}),
        };
        w.tx.update(requests.doc(id), closing);
        w.audit({
          action: "personalDataRequest.close",
          targetType: "personalDataRequest",
          targetId: id,
          before: { state: "OPEN" },
          after: { userId: request.userId, kind: request.kind, state: outcome, answer, mailed: answerMailId !== null },
        });
        return { ...request, ...closing, closedAt: w.now.toDate().toISOString() };
      }),
  };
}

// The register of personal-data requests (docs/personal-data.md « Registre des demandes »): a few
// requests of demo customers, so that /personal-data-requests, its work queue and its « Traitées »
// tab have something to show — one received two days ago, one due within the week, one overdue,
// one done and one refused, each with the fields recordPersonalDataRequest and
// closePersonalDataRequest write.
import { addDays, parisDay } from "@atelier/domain/parisCalendar";
import { requestDueOn, type RequestKind, type RequestState } from "@atelier/domain/personalData/requests";
import { DAY } from "./random";
import type { PersonalDataRequestRecord } from "../../server/src/personalData/requests/record";
import type { UserDoc } from "./users";

/** A request as recordPersonalDataRequest and closePersonalDataRequest store it (the record's fields, dates as dates). */
export type PersonalDataRequestDoc = Omit<PersonalDataRequestRecord, "recordedAt" | "closedAt"> & { recordedAt: Date; closedAt: Date | null };

const REQUESTS: ReadonlyArray<{
  kind: RequestKind;
  receivedDaysAgo: number;
  note: string;
  closed?: { daysAgo: number; state: Exclude<RequestState, "OPEN">; answer: string };
}> = [
  { kind: "ACCESS", receivedDaysAgo: 2, note: "Reçue par e-mail au service client." },
  { kind: "ERASURE", receivedDaysAgo: 26, note: "Formulaire de contact : « supprimez mon compte »." },
  { kind: "PORTABILITY", receivedDaysAgo: 33, note: "Demande par courrier." },
  {
    kind: "RECTIFICATION",
    receivedDaysAgo: 45,
    note: "Nom de famille mal orthographié.",
    closed: { daysAgo: 40, state: "DONE", answer: "Votre nom a été corrigé sur votre compte." },
  },
  {
    kind: "ACCESS",
    receivedDaysAgo: 70,
    note: "Troisième demande identique en un mois.",
    closed: { daysAgo: 60, state: "REFUSED", answer: "Demande manifestement excessive : un export vous a été remis le mois dernier." },
  },
];

/** The customers asked are the first non-administrators after the demo accounts, one request each. */
export function generatePersonalDataRequests(users: readonly UserDoc[], admins: readonly string[], anchor: Date): PersonalDataRequestDoc[] {
  const customers = users.filter((user) => !user.isAdmin && user.uid !== "demo-client").slice(0, REQUESTS.length);
  const handler = admins[0] ?? "demo-admin";
  const today = parisDay(anchor);
  return REQUESTS.slice(0, customers.length).map((request, i) => {
    const customer = customers[i]!;
    const receivedOn = addDays(today, -request.receivedDaysAgo);
    return {
      id: `demande-rgpd-${i + 1}`,
      userId: customer.uid,
      kind: request.kind,
      state: request.closed?.state ?? "OPEN",
      receivedOn,
      dueOn: requestDueOn(receivedOn),
      note: request.note,
      replyTo: customer.email,
      recordedBy: handler,
      recordedAt: new Date(anchor.getTime() - request.receivedDaysAgo * DAY + 10 * 3_600_000),
      closedBy: request.closed ? handler : null,
      closedAt: request.closed ? new Date(anchor.getTime() - request.closed.daysAgo * DAY + 15 * 3_600_000) : null,
      answer: request.closed?.answer ?? null,
      answerMailId: null,
    };
  });
}

/**
 * Personal data (RGPD, docs/personal-data.md): a customer's erasure and its certificate, and the
 * register of requests; the export is a REST route (personalData/router.ts).
 */
import { INHERIT } from "../../auth/fieldAccess";
import { connectionCosts, ONE, page } from "../../limits/costModel";
import { MAX_KEPT_RUNS } from "../../personalData/erasure/erasure";
import { ERASURE_READS_PER_CALL, personalDataErasureRepository } from "../../personalData/erasure/repository";
import { CUSTOMER_REQUESTS_SHOWN, personalDataRequestRepository } from "../../personalData/requests/repository";
import { totalCountResolver } from "../../schema/connection";
import { defineModule } from "../serverModule";
import { erasureResolvers } from "./erasure";
import { requestResolvers } from "./requests";

declare module "../../firestore" {
  interface Repositories {
    personalDataErasures: ReturnType<typeof personalDataErasureRepository>;
    personalDataRequests: ReturnType<typeof personalDataRequestRepository>;
  }
}

export default defineModule({
  repositories: { personalDataErasures: personalDataErasureRepository, personalDataRequests: personalDataRequestRepository },
  resolvers: [erasureResolvers, requestResolvers, { PersonalDataRequestConnection: totalCountResolver }],
  access: {
    "Mutation.erasePersonalData": "PERSONAL_DATA",
    "User.personalDataErasure": "PERSONAL_DATA",
    PersonalDataErasure: INHERIT,
    PersonalDataErasureRun: INHERIT,
    PersonalDataErasureLine: INHERIT,
    ErasePersonalDataPayload: INHERIT,
    "Query.personalDataRequests": "PERSONAL_DATA",
    "User.personalDataRequests": "PERSONAL_DATA",
    "Mutation.recordPersonalDataRequest": "PERSONAL_DATA",
    "Mutation.closePersonalDataRequest": "PERSONAL_DATA",
    PersonalDataRequest: "PERSONAL_DATA",
    PersonalDataRequestEdge: INHERIT,
    PersonalDataRequestConnection: INHERIT,
    PersonalDataRequestPayload: INHERIT,
  },
  costs: {
    // The start's transaction (the user, the erasure, one query for orders in progress), the
    // call's budget, the erasure read again at its end, and the payload's user.
    "Mutation.erasePersonalData": { reads: 3 + ERASURE_READS_PER_CALL + 1 + 1 },
    "User.personalDataErasure": ONE,
    "PersonalDataErasureRun.startedBy": ONE,
    // The erasure itself and the latest checks (erasure.ts keeps no more).
    "PersonalDataErasure.runs": { items: MAX_KEPT_RUNS },
    "Query.personalDataRequests": { reads: page },
    ...connectionCosts("PersonalDataRequestConnection", "personalDataRequests"),
    "User.personalDataRequests": { reads: CUSTOMER_REQUESTS_SHOWN, items: CUSTOMER_REQUESTS_SHOWN },
    "PersonalDataRequest.user": ONE,
    "PersonalDataRequest.recordedBy": ONE,
    "PersonalDataRequest.closedBy": ONE,
    // The customer.
    "Mutation.recordPersonalDataRequest": ONE,
    // The request, the customer and their erasure, settings/app (the mail's sender).
    "Mutation.closePersonalDataRequest": { reads: 4 },
  },
});

/** Personal data (RGPD): a customer's erasure and its certificate (docs/personal-data.md); the export is a REST route (personalData/router.ts). */
import { INHERIT } from "../../auth/fieldAccess";
import { ONE } from "../../limits/costModel";
import { MAX_KEPT_RUNS } from "../../personalData/erasure/erasure";
import { ERASURE_READS_PER_CALL, personalDataErasureRepository } from "../../personalData/erasure/repository";
import { defineModule } from "../serverModule";
import { erasureResolvers } from "./erasure";

declare module "../../firestore" {
  interface Repositories {
    personalDataErasures: ReturnType<typeof personalDataErasureRepository>;
  }
}

export default defineModule({
  repositories: { personalDataErasures: personalDataErasureRepository },
  resolvers: [erasureResolvers],
  access: {
    "Mutation.erasePersonalData": "PERSONAL_DATA",
    "User.personalDataErasure": "PERSONAL_DATA",
    PersonalDataErasure: INHERIT,
    PersonalDataErasureRun: INHERIT,
    PersonalDataErasureLine: INHERIT,
    ErasePersonalDataPayload: INHERIT,
  },
  costs: {
    // The start's transaction (the user, the erasure, one query for orders in progress), the
    // call's budget, the erasure read again at its end, and the payload's user.
    "Mutation.erasePersonalData": { reads: 3 + ERASURE_READS_PER_CALL + 1 + 1 },
    "User.personalDataErasure": ONE,
    "PersonalDataErasureRun.startedBy": ONE,
    // The erasure itself and the latest checks (erasure.ts keeps no more).
    "PersonalDataErasure.runs": { items: MAX_KEPT_RUNS },
  },
});

export { createApp, type AppOptions } from "./app";
export { serverConfig } from "./config";
export { adminAuth, db } from "./firebase";
export { applyWriteEvent, type AggregatedCollection } from "./firestore/stats";
export { computeStats, rebuildAggregates } from "./firestore/statsRebuild";
export { verifyAggregates, type VerificationResult } from "./firestore/statsVerify";
export { purgeExpiredRecords, type RetentionReport } from "./personalData/retention";
export { recordRefund } from "./firestore/refunds";
export { becamePaid, issueInvoice } from "./firestore/invoicing/issue";
export { refreshUserListFields, userListFieldsOutdated } from "./firestore/users/listRefresh";
export { staffClaimMayChange, staffClaimOf, syncStaffClaim, type StaffClaim } from "./firestore/users/staffClaims";
export { keepOrderIdSearchKey } from "./firestore/orders/searchKey";
export { chooseStorage } from "./storage/choice";
export { acceptContactMessage, acceptFeedback } from "./firestore/inbox/storefront";
export { deliverMail } from "./mail/delivery";
export { EMULATOR_PROBES, markEmulatorProbe } from "./firestore/emulatorProbes";
export { feedEvent, recordChange } from "./live/changeFeed";
export type { ChangeKind } from "@atelier/domain/live/changeFeed";
export {
  notifyCreationWrite,
  notifyFiguresDrift,
  notifyInboxArrival,
  notifyLateWorkQueues,
  notifyOrderWrite,
  notifyApprovalRequested,
} from "./notifications/producers";

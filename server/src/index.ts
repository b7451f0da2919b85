export { createApp, type AppOptions } from "./app";
export { serverConfig } from "./config";
export { db } from "./firebase";
export { applyWriteEvent, type AggregatedCollection } from "./firestore/stats";
export { computeStats, rebuildAggregates } from "./firestore/statsRebuild";
export { refreshUserListFields, userListFieldsOutdated } from "./firestore/users/listRefresh";
export { keepOrderIdSearchKey } from "./firestore/orders/searchKey";
export { chooseStorage } from "./storage/choice";
export { deliverMail } from "./mail/delivery";

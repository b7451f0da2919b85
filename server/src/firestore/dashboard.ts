import type { Firestore } from "firebase-admin/firestore";
import type { CostMeter } from "./cost";
import { CollectionReader } from "./collection";
import { CREATIONS, creationFromSnapshot } from "./creations/record";
import { ORDERS, orderFromSnapshot } from "./orders/record";
import { statsRepository } from "./stats";

/**
 * The dashboard's reads: the aggregates (stats/global and at most three month documents) and two
 * short queries (firestore.indexes.json holds the creations index). Each costs what it returns,
 * never a scan.
 */
export function dashboardRepository(firestore: Firestore, meter: CostMeter) {
  const orders = new CollectionReader(firestore, ORDERS, orderFromSnapshot, meter);
  const creations = new CollectionReader(firestore, CREATIONS, creationFromSnapshot, meter);
  return {
    stats: statsRepository(firestore, meter),
    recentOrders: (n: number) => orders.all(orders.ref().orderBy("createdAt", "desc").limit(n)),
    creationsAwaitingModeration: (n: number) =>
      creations.all(creations.ref().where("moderation.isModerated", "==", false).orderBy("createdAt", "desc").limit(n)),
  };
}

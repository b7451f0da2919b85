import type { Firestore } from "firebase-admin/firestore";
import { CollectionReader, type Page, type PageArgs } from "./collection";
import type { CostMeter } from "./cost";
import { CREATIONS, creationFromSnapshot } from "./creations/record";
import { ORDERS, orderFromSnapshot } from "./orders/record";
import { TRANSACTIONS, transactionFromSnapshot } from "./transactions";

/** One user's orders, creations and transactions, newest first (the user detail's tabs). */
export function userActivityRepository(firestore: Firestore, meter: CostMeter) {
  const of = <T>(reader: CollectionReader<T>) => ({
    page: async (userId: string, args: PageArgs): Promise<Page<T> & { count: () => Promise<number> }> => {
      const query = reader.ref().where("userId", "==", userId);
      return { ...(await reader.page(args, { query })), count: () => reader.count(query) };
    },
  });
  return {
    orders: of(new CollectionReader(firestore, ORDERS, orderFromSnapshot, meter)),
    creations: of(new CollectionReader(firestore, CREATIONS, creationFromSnapshot, meter)),
    transactions: of(new CollectionReader(firestore, TRANSACTIONS, transactionFromSnapshot, meter)),
  };
}

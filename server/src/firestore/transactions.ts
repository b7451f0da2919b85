import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import type { CostMeter } from "./cost";
import { CollectionReader, type PageArgs } from "./collection";
import { int, isoDate, num, str } from "./convert";

export const TRANSACTIONS = "transactions";

const TYPES = ["CREDIT_PURCHASE", "ORDER_PAYMENT", "REFUND", "CREDIT_ADJUSTMENT", "CREDIT_SPEND"] as const;
const STATUSES = ["SUCCEEDED", "PENDING", "FAILED"] as const;

export interface TransactionRecord {
  id: string;
  userId: string | null;
  type: (typeof TYPES)[number];
  amount: number;
  credits: number;
  orderId: string | null;
  status: (typeof STATUSES)[number];
  description: string | null;
  createdAt: string | null;
  createdBy: string | null;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

export function transactionFromSnapshot(snap: DocumentSnapshot): TransactionRecord {
  const d = snap.data() ?? {};
  return {
    id: snap.id,
    userId: str(d.userId),
    type: oneOf(TYPES, d.type, "CREDIT_ADJUSTMENT"),
    amount: num(d.amount),
    credits: int(d.credits),
    orderId: str(d.orderId),
    status: oneOf(STATUSES, d.status, "SUCCEEDED"),
    description: str(d.description),
    createdAt: isoDate(d.createdAt),
    createdBy: str(d.createdBy),
  };
}

export function transactionsRepository(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, TRANSACTIONS, transactionFromSnapshot, meter);
  return {
    page: (args: PageArgs) => reader.page(args),
    count: () => reader.count(),
  };
}

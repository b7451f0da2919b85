import type { Page } from "../firestore/collection";
import type { CreationRecord } from "../firestore/creations";
import type { OrderRecord } from "../firestore/orders";
import type { TransactionRecord } from "../firestore/transactions";
import type { UserRecord } from "../firestore/users";

/**
 * What a connection field resolves to: the page, plus a way to count. `totalCount` is a
 * count() aggregation, run only when the query asks for it.
 */
export type ConnectionParent<T> = Page<T> & { count: () => Promise<number> };

export type UserConnectionParent = ConnectionParent<UserRecord>;
export type OrderConnectionParent = ConnectionParent<OrderRecord>;
export type CreationConnectionParent = ConnectionParent<CreationRecord>;
export type TransactionConnectionParent = ConnectionParent<TransactionRecord>;

export async function connection<T>(
  page: Promise<Page<T>>,
  count: () => Promise<number>,
): Promise<ConnectionParent<T>> {
  return { ...(await page), count };
}

export const totalCountResolver = {
  totalCount: (parent: { count: () => Promise<number> }) => parent.count(),
};

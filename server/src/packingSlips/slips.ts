/**
 * What a packing slip says, read for a selection of orders: the orders in one batched read
 * (getAll), the settings once (the shop's name), each delivery method named once. Firestore
 * reads: the orders given + 1 + one per distinct delivery method — all done before the first
 * byte of the PDF; the items' images are read from the storage while the pages are drawn.
 */
import { shortOrderId } from "@atelier/domain/finances/refund";
import type { Repositories } from "../firestore";
import type { OrderRecord } from "../firestore/orders/record";

export interface SlipAddress {
  fullName: string;
  line1: string;
  line2: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface SlipItem {
  name: string;
  quantity: number;
  /** The stored image reference (a storage path or a URL): the thumbnail is read while drawing. */
  image: string | null;
}

export interface PackingSlip {
  orderId: string;
  shortId: string;
  /** ISO instant, null when the order has none. */
  createdAt: string | null;
  /** The method's name, else its id as stored, else null. */
  deliveryMethod: string | null;
  /** null: the order stores no address (a storefront's leftover). */
  address: SlipAddress | null;
  items: SlipItem[];
}

export interface PackingSlipBatch {
  shopName: string;
  /** In the order the ids were given. */
  slips: PackingSlip[];
  /** The ids given that name no order. */
  missing: string[];
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** The address as stored on the order (the storefront's `shippingAddress`: fullName, line1, line2, postalCode, city, country). */
function addressOf(order: OrderRecord): SlipAddress | null {
  const a = order.shippingAddress;
  if (!a) return null;
  const address = {
    fullName: text(a.fullName),
    line1: text(a.line1),
    line2: text(a.line2),
    postalCode: text(a.postalCode),
    city: text(a.city),
    country: text(a.country),
  };
  return Object.values(address).some(Boolean) ? address : null;
}

type Reads = Pick<Repositories, "orders" | "settings" | "deliveryMethods">;

export async function readPackingSlips(repos: Reads, orderIds: readonly string[]): Promise<PackingSlipBatch> {
  const [orders, settings] = await Promise.all([repos.orders.getMany(orderIds), repos.settings.get()]);
  const methodIds = [...new Set(orders.flatMap((order) => (order?.deliveryMethodId ? [order.deliveryMethodId] : [])))];
  const methods = methodIds.length ? await repos.deliveryMethods.getMany(methodIds) : [];
  const methodNames = new Map(methodIds.map((id, i) => [id, methods[i]?.name ?? id]));

  const slips: PackingSlip[] = [];
  const missing: string[] = [];
  orderIds.forEach((id, i) => {
    const order = orders[i];
    if (!order) return void missing.push(id);
    slips.push({
      orderId: order.id,
      shortId: shortOrderId(order.id),
      createdAt: order.createdAt,
      deliveryMethod: order.deliveryMethodId ? (methodNames.get(order.deliveryMethodId) ?? order.deliveryMethodId) : null,
      address: addressOf(order),
      // A line of no unit (a storefront's leftover) has nothing to pack.
      items: order.items.filter((item) => item.quantity >= 1).map((item) => ({ name: item.name, quantity: item.quantity, image: item.imageUrl })),
    });
  });
  return { shopName: settings.shopName, slips, missing };
}

import { BULK_ORDER_LIMIT, BULK_REQUEST_SIZE } from "@atelier/domain/orders/bulkStatus";
import { OPERATION_BUDGET } from "../../limits/costModel";
import { changeOrdersStatusReads } from "./bulkOrders";

const call = (n: number, status: string) => ({ input: { orderIds: Array.from({ length: n }, (_, i) => `o${i}`), status } });

describe("changeOrdersStatus: its price before any read", () => {
  it("per transaction of 100 its key; each order; and for a status that mails, settings/app and a customer per order", () => {
    expect(changeOrdersStatusReads(call(300, "shipped"))).toBe(3 + 300 + 300 + 3);
    expect(changeOrdersStatusReads(call(300, "SHIPPED"))).toBe(606);
    expect(changeOrdersStatusReads(call(500, "processing"))).toBe(5 + 500);
    expect(changeOrdersStatusReads(call(1, "delivered"))).toBe(1 + 1 + 1 + 1);
  });

  it("a request of the console's size fits under the ceiling whatever the status; 500 orders that mail do not", () => {
    for (const status of ["processing", "shipped", "delivered", "cancelled"]) {
      expect(changeOrdersStatusReads(call(BULK_REQUEST_SIZE, status))).toBeLessThan(OPERATION_BUDGET);
    }
    expect(changeOrdersStatusReads(call(BULK_ORDER_LIMIT, "processing"))).toBeLessThan(OPERATION_BUDGET);
    expect(changeOrdersStatusReads(call(BULK_ORDER_LIMIT, "shipped"))).toBeGreaterThan(OPERATION_BUDGET);
  });

  it("prices an unknown status or more ids than allowed at the worst the rules let through", () => {
    expect(changeOrdersStatusReads(call(900, "?"))).toBe(changeOrdersStatusReads(call(BULK_ORDER_LIMIT, "shipped")));
  });
});

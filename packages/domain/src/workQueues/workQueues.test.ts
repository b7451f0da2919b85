import { isLateOrder, isUnansweredLate, lateCutoff, WORK_QUEUES } from "./workQueues";

const now = new Date("2026-11-27T12:00:00.000Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

describe("work queues", () => {
  it("an order paid 49 h ago and not shipped is late; one paid 47 h ago is not", () => {
    expect(isLateOrder({ status: "paid", paidAt: hoursAgo(49) }, now)).toBe(true);
    expect(isLateOrder({ status: "processing", paidAt: hoursAgo(49) }, now)).toBe(true);
    expect(isLateOrder({ status: "paid", paidAt: hoursAgo(47) }, now)).toBe(false);
  });
  it("a shipped, delivered or unpaid order is never late", () => {
    expect(isLateOrder({ status: "shipped", paidAt: hoursAgo(100) }, now)).toBe(false);
    expect(isLateOrder({ status: "delivered", paidAt: hoursAgo(100) }, now)).toBe(false);
    expect(isLateOrder({ status: "pending_payment", paidAt: null }, now)).toBe(false);
  });
  it("a message is late when still new after 24 h", () => {
    expect(isUnansweredLate({ status: "NEW", createdAt: hoursAgo(25) }, "contactMessagesUnanswered", now)).toBe(true);
    expect(isUnansweredLate({ status: "NEW", createdAt: hoursAgo(23) }, "feedbackUnanswered", now)).toBe(false);
    expect(isUnansweredLate({ status: "READ", createdAt: hoursAgo(48) }, "contactMessagesUnanswered", now)).toBe(false);
  });
  it("the cutoff is exactly the queue's delay before now", () => {
    expect(lateCutoff("ordersPaidUnshipped", now).toISOString()).toBe(hoursAgo(48));
    expect(lateCutoff("feedbackUnanswered", now).toISOString()).toBe(hoursAgo(24));
  });
  it("each queue links to its list filtered by late=1", () => {
    for (const queue of WORK_QUEUES) expect(queue.path).toMatch(/^\/[a-z-]+\?late=1$/);
  });
});

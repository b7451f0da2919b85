import { checkTemplateContent, MAIL_SWITCH_DEFAULTS, MAIL_TEMPLATES, mailTemplateDefinition } from "@atelier/domain/mailTemplates";
import { toStoragePath } from "../../server/src/storage";
import { creationAuditEntries, orderAuditEntries } from "./auditLog";
import { AI_PROMPTS, DELIVERY_METHODS, PRODUCTS, TEXT_TO_IMAGE_STYLES } from "./catalogue";
import { creationImagePath, UNMODERATED_NEWEST } from "./creations";
import { DEFAULT_COUNTS, generateDemoData, type DemoData } from "./generate";
import { abstractSvg, productSvg, stylePreviewSvg } from "./images";
import { seedDemoData } from "./index";
import { ALLOWED_TRANSITIONS, ORDER_STATUSES, type OrderDoc } from "./orders";
import { DAY, Rng, mulberry32, startOfDayParis } from "./random";
import { TRANSACTION_TYPES } from "./transactions";
import { demoDocuments } from "./invoices";
import { CONTACT_STATUSES, FEEDBACK_CATEGORIES, FEEDBACK_STATUSES, isEmail, mailboxKey } from "@atelier/domain/inbox";

const ANCHOR = new Date("2026-11-21T23:00:00.000Z"); // 22 novembre 2026, 00:00 à Paris
let data: DemoData;
let orders: OrderDoc[];

beforeAll(() => {
  data = generateDemoData({ anchor: ANCHOR });
  orders = Array.from({ length: data.orderCount }, (_, i) => data.orderAt(i));
});

describe("Générateur pseudo-aléatoire", () => {
  it("mulberry32 gives the same sequence for the same seed and another for another seed", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const seqA = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it("ids look like Firestore's: 20 alphanumeric characters", () => {
    expect(new Rng(1).id()).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it("the start of today is midnight in Europe/Paris, in winter and in summer", () => {
    expect(startOfDayParis(new Date("2026-11-22T10:00:00Z")).toISOString()).toBe("2026-11-21T23:00:00.000Z");
    expect(startOfDayParis(new Date("2026-11-21T23:30:00Z")).toISOString()).toBe("2026-11-21T23:00:00.000Z");
    expect(startOfDayParis(new Date("2026-07-14T12:00:00Z")).toISOString()).toBe("2026-07-13T22:00:00.000Z");
  });
});

describe("Jeu de démonstration : déterminisme", () => {
  it("the same seed and day give exactly the same data", () => {
    const again = generateDemoData({ anchor: ANCHOR });
    expect(again.users).toEqual(data.users);
    expect(again.creations).toEqual(data.creations);
    expect(again.transactions).toEqual(data.transactions);
    for (const i of [0, 1, 500, data.orderCount - 1]) expect(again.orderAt(i)).toEqual(orders[i]);
  });

  it("another seed gives other data", () => {
    const other = generateDemoData({ anchor: ANCHOR, seed: 7 });
    expect(other.orderAt(0).id).not.toBe(orders[0]!.id);
    // Past the fixed demo accounts (demo admin, client and staff), users are drawn from the seed.
    expect(other.users[10]!.uid).not.toBe(data.users[10]!.uid);
  });

  it("uses the default counts", () => {
    expect(data.users).toHaveLength(DEFAULT_COUNTS.users);
    expect(orders).toHaveLength(DEFAULT_COUNTS.orders);
    expect(data.creations).toHaveLength(DEFAULT_COUNTS.creations);
    expect(data.transactions).toHaveLength(DEFAULT_COUNTS.transactions);
  });

  it("document ids are unique in each collection", () => {
    const unique = (ids: string[]) => new Set(ids).size === ids.length;
    expect(unique(data.users.map((u) => u.uid))).toBe(true);
    expect(unique(orders.map((o) => o.id))).toBe(true);
    expect(unique(data.creations.map((c) => c.id))).toBe(true);
    expect(unique(data.transactions.map((t) => t.id))).toBe(true);
    expect(orders.every((o) => /^[A-Za-z0-9]{20}$/.test(o.id))).toBe(true);
  });
});

describe("Utilisateurs", () => {
  it("has the demo administrator Camille Martin and the demo client Lucas Bernard", () => {
    const admin = data.users.find((u) => u.uid === "demo-admin");
    const client = data.users.find((u) => u.uid === "demo-client");
    expect(admin).toMatchObject({ email: "admin@atelier.test", firstName: "Camille", lastName: "Martin", isAdmin: true });
    expect(client).toMatchObject({ email: "client@atelier.test", firstName: "Lucas", lastName: "Bernard", isAdmin: false });
    expect(client!.credits).toBeGreaterThan(0);
    expect(data.accounts.slice(0, 2).map((a) => [a.uid, a.email, a.password, a.displayName])).toEqual([
      ["demo-admin", "admin@atelier.test", "admin1234", "Camille Martin"],
      ["demo-client", "client@atelier.test", "client1234", "Lucas Bernard"],
    ]);
  });

  it("has one member of each built-in role but the owner's, each with an account and a role written out", () => {
    const staff = data.users.filter((u) => u.isAdmin && u.staffRole !== "OWNER");
    expect(staff.map((u) => [u.staffRole, u.email, `${u.firstName} ${u.lastName}`])).toEqual([
      ["MANAGER", "gestion@atelier.test", "Hélène Rousseau"],
      ["FULFILMENT", "preparation@atelier.test", "Théo Garnier"],
      ["SUPPORT", "service-client@atelier.test", "Inès Lefèvre"],
      ["MODERATION", "moderation@atelier.test", "Maël Chevalier"],
      ["ACCOUNTING", "comptabilite@atelier.test", "Agnès Perrin"],
    ]);
    for (const u of staff) {
      const account = data.accounts.find((a) => a.uid === u.uid);
      expect(account).toEqual({ uid: u.uid, email: u.email, password: `${u.email.split("@")[0]}1234`, displayName: `${u.firstName} ${u.lastName}` });
      expect(u.isBlocked).toBe(false);
    }
    expect(data.accounts).toHaveLength(2 + staff.length);
  });

  it("every administrator has a role written out, customers none", () => {
    for (const u of data.users) expect(u.staffRole).toEqual(u.isAdmin ? expect.any(String) : undefined);
    expect(data.users.find((u) => u.uid === "demo-admin")!.staffRole).toBe("OWNER");
  });

  it("has 2 or 3 other owners, a few blocked users and some who never logged in", () => {
    const otherAdmins = data.users.filter((u) => u.isAdmin && u.staffRole === "OWNER" && u.uid !== "demo-admin");
    expect(otherAdmins.length).toBeGreaterThanOrEqual(2);
    expect(otherAdmins.length).toBeLessThanOrEqual(3);
    const blocked = data.users.filter((u) => u.isBlocked).length;
    expect(blocked).toBeGreaterThan(0);
    expect(blocked).toBeLessThan(data.users.length / 10);
    expect(data.users.some((u) => u.lastLoginAt === null)).toBe(true);
    expect(data.users.some((u) => u.lastLoginAt !== null)).toBe(true);
  });

  it("every record has the data model's fields with valid values", () => {
    for (const u of data.users) {
      expect(Object.keys(u).sort()).toEqual(
        [
          ...(u.isAdmin ? ["staffRole"] : []),
          "createdAt",
          "credits",
          "email",
          "firstName",
          "isAdmin",
          "isBlocked",
          "lastLoginAt",
          "lastName",
          "loyaltyPoints",
          "photoURL",
          "uid",
          // the user list's derived fields (docs/users.md)
          "emailKey",
          "firstNameKey",
          "lastNameKey",
          "fullNameKey",
          "hasCredits",
        ].sort(),
      );
      expect(u.hasCredits).toBe(u.credits > 0);
      expect(Number.isInteger(u.credits) && u.credits >= 0).toBe(true);
      expect(Number.isInteger(u.loyaltyPoints) && u.loyaltyPoints >= 0).toBe(true);
      expect(u.createdAt.getTime()).toBeLessThan(ANCHOR.getTime());
      if (u.lastLoginAt) expect(u.lastLoginAt.getTime()).toBeGreaterThanOrEqual(u.createdAt.getTime());
    }
  });

  it("names are French with accents, e-mails lower-case ASCII, unique, at French providers", () => {
    expect(data.users.some((u) => /[éèëêïîôçàâ]/i.test(u.firstName + u.lastName))).toBe(true);
    const emails = data.users.map((u) => u.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(/^[a-z0-9.-]+@[a-z0-9.-]+$/);
    const customers = data.users.filter((u) => !u.isAdmin && !u.email.endsWith("atelier.test"));
    expect(customers.length).toBeGreaterThanOrEqual(200);
    for (const u of customers) expect(u.email).toMatch(/@(orange\.fr|free\.fr|gmail\.com|laposte\.net|sfr\.fr)$/);
  });
});

describe("Commandes", () => {
  const time = (d: Date | null) => (d ? d.getTime() : null);

  it("all seven statuses are present, stored lower-case, most orders delivered or shipped", () => {
    const counts = new Map<string, number>();
    for (const o of orders) counts.set(o.status, (counts.get(o.status) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...ORDER_STATUSES].sort());
    expect((counts.get("delivered")! + counts.get("shipped")!) / orders.length).toBeGreaterThan(0.6);
  });

  it("recent orders are the ones still pending, paid or in progress", () => {
    const open = orders.filter((o) => ["pending_payment", "paid", "processing"].includes(o.status));
    expect(open.length).toBeGreaterThan(10);
    for (const o of open) expect(ANCHOR.getTime() - o.createdAt.getTime()).toBeLessThan(5 * DAY);
  });

  it("statusHistory follows the allowed transitions from pending_payment, in time order", () => {
    for (const o of orders) {
      const h = o.statusHistory;
      expect(h[0]).toEqual({ to: "pending_payment", changedAt: o.createdAt, changedBy: null });
      for (let i = 1; i < h.length; i++) {
        expect(ALLOWED_TRANSITIONS[h[i - 1]!.to]).toContain(h[i]!.to);
        expect(h[i]!.changedAt.getTime()).toBeGreaterThan(h[i - 1]!.changedAt.getTime());
      }
      expect(o.status).toBe(h[h.length - 1]!.to);
      expect(o.updatedAt).toEqual(h[h.length - 1]!.changedAt);
      expect(o.updatedAt.getTime()).toBeLessThan(ANCHOR.getTime());
      expect(o.createdAt.getTime()).toBeGreaterThanOrEqual(ANCHOR.getTime() - 90 * DAY);
    }
  });

  it("paidAt, shippedAt and deliveredAt are set exactly when the order went through that status", () => {
    for (const o of orders) {
      const at = (s: string) => o.statusHistory.find((h) => h.to === s)?.changedAt ?? null;
      expect(time(o.paidAt)).toBe(time(at("paid")));
      expect(time(o.shippedAt)).toBe(time(at("shipped")));
      expect(time(o.deliveredAt)).toBe(time(at("delivered")));
      expect(o.trackingNumber !== null).toBe(o.shippedAt !== null);
    }
    expect(orders.some((o) => o.status === "refunded" && o.deliveredAt !== null)).toBe(true);
    expect(orders.some((o) => o.status === "cancelled" && o.paidAt === null)).toBe(true);
  });

  it("storefront steps have no author; administrators make some of the others", () => {
    const admins = new Set(data.users.filter((u) => u.isAdmin).map((u) => u.uid));
    for (const o of orders) {
      for (const h of o.statusHistory) {
        if (h.to === "pending_payment" || h.to === "paid") expect(h.changedBy).toBeNull();
        if (h.changedBy !== null) expect(admins.has(h.changedBy)).toBe(true);
        if (h.to === "refunded") expect(h.changedBy).not.toBeNull();
      }
    }
    expect(orders.some((o) => o.statusHistory.some((h) => h.to === "shipped" && h.changedBy !== null))).toBe(true);
  });

  it("total = sum of quantity × unit price + delivery price, in euros rounded to cents", () => {
    for (const o of orders) {
      const cents = o.items.reduce((s, it) => s + Math.round(it.unitPrice * 100) * it.quantity, 0) + Math.round(o.deliveryPrice * 100);
      expect(Math.round(o.total * 100)).toBe(cents);
      expect(o.total).toBe(Math.round(o.total * 100) / 100);
      const method = DELIVERY_METHODS.find((m) => m.id === o.deliveryMethodId);
      expect(method).toBeDefined();
      expect([0, method!.price]).toContain(o.deliveryPrice);
    }
  });

  it("items (1 to 4) reference seeded products, users and creations", () => {
    const userIds = new Set(data.users.map((u) => u.uid));
    const productIds = new Set(PRODUCTS.map((p) => p.id));
    const creations = new Map(data.creations.map((c) => [c.id, c]));
    let withCreation = 0;
    for (const o of orders) {
      expect(userIds.has(o.userId)).toBe(true);
      expect(o.items.length).toBeGreaterThanOrEqual(1);
      expect(o.items.length).toBeLessThanOrEqual(4);
      for (const it of o.items) {
        expect(productIds.has(it.productId)).toBe(true);
        expect(Number.isInteger(it.quantity) && it.quantity >= 1).toBe(true);
        if (it.creationId) {
          withCreation++;
          expect(it.imageUrl).toBe(creations.get(it.creationId)?.imageUrl);
        }
      }
      expect(o.shippingAddress.country).toBe("France");
      expect(o.shippingAddress.postalCode).toMatch(/^\d{5}$/);
    }
    expect(withCreation).toBeGreaterThan(orders.length / 3);
  });

  it("a few orders carry notes written by administrators", () => {
    const withNotes = orders.filter((o) => o.notes.length > 0);
    expect(withNotes.length).toBeGreaterThan(0);
    expect(withNotes.length).toBeLessThan(orders.length / 5);
    const admins = new Set(data.users.filter((u) => u.isAdmin).map((u) => u.uid));
    for (const n of withNotes.flatMap((o) => o.notes)) expect(admins.has(n.authorUid)).toBe(true);
  });
});

describe("Créations", () => {
  it("at least 300 creations over the last 90 days, at least 40 waiting for moderation: the newest", () => {
    expect(data.creations.length).toBeGreaterThanOrEqual(300);
    const unmoderated = data.creations.filter((c) => !c.moderation.isModerated);
    expect(unmoderated.length).toBeGreaterThanOrEqual(40);
    expect(unmoderated).toHaveLength(UNMODERATED_NEWEST);
    const newestModerated = Math.max(...data.creations.filter((c) => c.moderation.isModerated).map((c) => c.createdAt.getTime()));
    for (const c of unmoderated) {
      expect(c.createdAt.getTime()).toBeGreaterThanOrEqual(newestModerated);
      expect(c.moderation).toEqual({ isModerated: false, status: null, reason: null, moderatedAt: null, moderatedBy: null });
    }
    for (const c of data.creations) expect(c.createdAt.getTime()).toBeGreaterThanOrEqual(ANCHOR.getTime() - 90 * DAY);
  });

  it("moderated creations are approved or rejected (with a reason) by an administrator, after creation", () => {
    const admins = new Set(data.users.filter((u) => u.isAdmin).map((u) => u.uid));
    const moderated = data.creations.filter((c) => c.moderation.isModerated);
    expect(moderated.some((c) => c.moderation.status === "REJECTED")).toBe(true);
    for (const c of moderated) {
      expect(["APPROVED", "REJECTED"]).toContain(c.moderation.status);
      expect(admins.has(c.moderation.moderatedBy!)).toBe(true);
      expect(c.moderation.moderatedAt!.getTime()).toBeGreaterThanOrEqual(c.createdAt.getTime());
      expect(c.moderation.reason === null).toBe(c.moderation.status === "APPROVED");
    }
  });

  it("the style is a text-to-image style or an image-to-image prompt, matching the kind", () => {
    const t2i = new Set(TEXT_TO_IMAGE_STYLES.map((s) => s.id));
    const i2i = new Set(AI_PROMPTS.map((p) => p.id));
    for (const c of data.creations) expect((c.kind === "TEXT_TO_IMAGE" ? t2i : i2i).has(c.style)).toBe(true);
    expect(new Set(data.creations.map((c) => c.kind)).size).toBe(2);
  });

  it("an image-to-image creation keeps the customer's source photo, a text-to-image one none", () => {
    for (const c of data.creations) expect(c.sourceImageUrl).toBe(c.kind === "IMAGE_TO_IMAGE" ? `creations/sources/${c.id}.svg` : null);
  });

  it("images are storage paths, about 10 % image-host URLs that convert back to the same path", () => {
    const urls = data.creations.filter((c) => c.imageUrl.startsWith("https://"));
    expect(urls.length).toBeGreaterThan(data.creations.length * 0.04);
    expect(urls.length).toBeLessThan(data.creations.length * 0.2);
    for (const c of data.creations) expect(toStoragePath(c.imageUrl)).toBe(`creations/${c.id}.svg`);
  });

  it("generated SVG images are deterministic, 512 × 512, small and without script", () => {
    const c = data.creations[0]!;
    const svg = abstractSvg(c.id, c.style);
    expect(abstractSvg(c.id, c.style)).toBe(svg);
    expect(abstractSvg(data.creations[1]!.id, c.style)).not.toBe(svg);
    for (const s of [svg, stylePreviewSvg("cyberpunk"), stylePreviewSvg("art-deco"), productSvg("tasse-ceramique")]) {
      expect(s.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"')).toBe(true);
      expect(s.endsWith("</svg>")).toBe(true);
      expect(s).not.toMatch(/<script|on\w+=/i);
      expect(s.length).toBeGreaterThan(400);
      expect(s.length).toBeLessThan(4000);
    }
  });
});

describe("Transactions", () => {
  it("all five types are present, with succeeded, pending and failed ones", () => {
    expect(data.transactions.length).toBeGreaterThanOrEqual(500);
    expect(new Set(data.transactions.map((t) => t.type))).toEqual(new Set(TRANSACTION_TYPES));
    expect(new Set(data.transactions.map((t) => t.status))).toEqual(new Set(["SUCCEEDED", "PENDING", "FAILED"]));
    const succeeded = data.transactions.filter((t) => t.status === "SUCCEEDED").length;
    expect(succeeded / data.transactions.length).toBeGreaterThan(0.85);
  });

  it("amounts and credits follow each type's rule", () => {
    const admins = new Set(data.users.filter((u) => u.isAdmin).map((u) => u.uid));
    const byId = new Map(orders.map((o) => [o.id, o]));
    const userIds = new Set(data.users.map((u) => u.uid));
    for (const t of data.transactions) {
      expect(userIds.has(t.userId)).toBe(true);
      expect(t.description.length).toBeGreaterThan(0);
      expect(t.amount).toBe(Math.round(t.amount * 100) / 100);
      expect(t.createdBy === null).toBe(t.type !== "CREDIT_ADJUSTMENT" && t.type !== "REFUND");
      switch (t.type) {
        case "CREDIT_PURCHASE":
          expect(t.amount).toBeGreaterThan(0);
          expect(t.credits).toBeGreaterThan(0);
          break;
        case "ORDER_PAYMENT": {
          const order = byId.get(t.orderId!);
          expect(order?.paidAt).not.toBeNull();
          expect(t.amount).toBe(order!.total);
          expect(t.userId).toBe(order!.userId);
          expect(t.credits).toBe(0);
          expect(t.status).toBe("SUCCEEDED");
          break;
        }
        case "REFUND": {
          const order = byId.get(t.orderId!);
          expect(order?.status).toBe("refunded");
          expect(t.amount).toBe(order!.total);
          expect(t.credits).toBe(0);
          break;
        }
        case "CREDIT_ADJUSTMENT":
          expect(t.amount).toBe(0);
          expect(t.credits).not.toBe(0);
          expect(admins.has(t.createdBy!)).toBe(true);
          break;
        case "CREDIT_SPEND":
          expect(t.amount).toBe(0);
          expect(t.credits).toBeLessThan(0);
          break;
      }
      if (t.type !== "ORDER_PAYMENT" && t.type !== "REFUND") expect(t.orderId).toBeNull();
    }
  });

  it("an order is paid at most once and refunded at most once", () => {
    const count = (type: string) => {
      const ids = data.transactions.filter((t) => t.type === type).map((t) => t.orderId);
      return new Set(ids).size === ids.length;
    };
    expect(count("ORDER_PAYMENT")).toBe(true);
    expect(count("REFUND")).toBe(true);
  });

  it("every refunded order has its REFUND at refund-{orderId}, as the API writes it (/finances)", () => {
    const refunded = orders.filter((o) => o.status === "refunded");
    expect(refunded.length).toBeGreaterThan(10);
    const refunds = new Map(data.transactions.filter((t) => t.type === "REFUND").map((t) => [t.id, t]));
    for (const order of refunded) {
      expect(refunds.get(`refund-${order.id}`)).toMatchObject({
        orderId: order.id,
        status: "SUCCEEDED",
        description: `Remboursement de la commande #${order.id.slice(0, 6).toUpperCase()}`,
      });
    }
  });

  it("credit purchases span the past 13 months (a year to compare on /finances)", () => {
    const months = new Set(data.transactions.filter((t) => t.type === "CREDIT_PURCHASE").map((t) => t.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
  });
});

describe("Journal d’audit", () => {
  it("une entrée par changement de statut d’un administrateur et par modération, comme le serveur les écrit", () => {
    const admins = new Set(data.users.filter((u) => u.isAdmin).map((u) => u.uid));
    const entries = [...orders.flatMap(orderAuditEntries), ...creationAuditEntries(data.creations)];
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect(entries.filter((e) => e.action === "order.changeStatus")).toHaveLength(
      orders.reduce((n, o) => n + o.statusHistory.filter((h) => h.changedBy !== null).length, 0),
    );
    expect(entries.filter((e) => e.action === "creation.moderate")).toHaveLength(data.creations.filter((c) => c.moderation.isModerated).length);
    for (const e of entries) {
      expect(admins.has(e.actorUid)).toBe(true);
      expect(e.at.getTime()).toBeLessThan(ANCHOR.getTime());
    }
    const shipped = orders.find((o) => o.statusHistory.some((h) => h.to === "shipped" && h.changedBy !== null))!;
    const change = shipped.statusHistory.find((h) => h.to === "shipped")!;
    expect(orderAuditEntries(shipped)).toContainEqual({
      id: expect.any(String),
      actorUid: change.changedBy,
      action: "order.changeStatus",
      targetType: "order",
      targetId: shipped.id,
      before: { status: "processing" },
      after: { status: "shipped", updatedAt: change.changedAt.toISOString(), shippedAt: change.changedAt.toISOString() },
      at: change.changedAt,
    });
  });
});

describe("Catalogue", () => {
  it("has 8 text-to-image styles, 5 image-to-image prompts, 6 products and 3 or 4 delivery methods", () => {
    expect(TEXT_TO_IMAGE_STYLES).toHaveLength(8);
    expect(AI_PROMPTS).toHaveLength(5);
    expect(PRODUCTS).toHaveLength(6);
    expect(DELIVERY_METHODS.length).toBeGreaterThanOrEqual(3);
    expect(DELIVERY_METHODS.length).toBeLessThanOrEqual(4);
    expect(AI_PROMPTS.every((p) => p.strength >= 0 && p.strength <= 1)).toBe(true);
    expect(TEXT_TO_IMAGE_STYLES.map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(data.settings).toMatchObject({ shopName: "Atelier", maintenanceMode: false });
  });

  it("starts every record at version 1, serves France everywhere, and sizes the T-shirt (XXL +2,00 €)", () => {
    const all = [...TEXT_TO_IMAGE_STYLES, ...AI_PROMPTS, ...PRODUCTS, ...DELIVERY_METHODS];
    expect(all.every((record) => record.version === 1)).toBe(true);
    expect(DELIVERY_METHODS.every((m) => m.countries.includes("FR"))).toBe(true);
    expect(DELIVERY_METHODS.some((m) => m.countries.length > 1)).toBe(true);
    const tshirt = PRODUCTS.find((p) => p.id === "tshirt-bio");
    expect(tshirt?.variants.map((v) => [v.name, v.priceSupplement])).toEqual([
      ["S", 0],
      ["M", 0],
      ["L", 0],
      ["XL", 0],
      ["XXL", 2],
    ]);
    expect(TEXT_TO_IMAGE_STYLES.filter((s) => s.creditCost !== null).length).toBeGreaterThanOrEqual(2);
  });

  it("lists each order's products once in productIds (what a product's usage count queries)", () => {
    for (let i = 0; i < 200; i++) {
      const order = data.orderAt(i);
      expect(order.productIds).toEqual([...new Set(order.items.map((item) => item.productId))]);
    }
  });
});

describe("Boîtes de réception", () => {
  it("60 feedbacks et 80 messages de contact, dans chaque statut, chaque catégorie, en français", () => {
    const { feedback, contactMessages } = data.inbox;
    expect(feedback).toHaveLength(60);
    expect(contactMessages).toHaveLength(80);
    expect(new Set(feedback.map((f) => f.status))).toEqual(new Set(FEEDBACK_STATUSES));
    expect(new Set(feedback.map((f) => f.category))).toEqual(new Set(FEEDBACK_CATEGORIES));
    expect(new Set(contactMessages.map((m) => m.status))).toEqual(new Set(CONTACT_STATUSES));
    expect(feedback.every((f) => f.rating >= 1 && f.rating <= 5 && f.counted && f.searchTokens.length > 0)).toBe(true);
    expect(contactMessages.every((m) => isEmail(m.email) && m.email === m.email.toLowerCase() && m.mailboxKey === mailboxKey(m.email) && m.counted)).toBe(true);
  });

  it("les compteurs de non-lus égalent un recomptage, et chaque réponse a son mail délivré", () => {
    const { feedback, contactMessages, counters, replyMails } = data.inbox;
    expect(counters).toEqual({
      feedbackUnread: feedback.filter((f) => f.status === "NEW").length,
      contactUnread: contactMessages.filter((m) => m.status === "NEW").length,
    });
    const replied = contactMessages.filter((m) => m.status === "REPLIED");
    expect(replied.every((m) => m.replies.length === 1)).toBe(true);
    expect(replyMails.map((m) => m.id).sort()).toEqual(replied.map((m) => m.replies[0]!.mailId).sort());
    expect(contactMessages.filter((m) => m.status !== "REPLIED").every((m) => m.replies.length === 0)).toBe(true);
  });

  it("relie les feedbacks aux créations et commandes existantes", () => {
    const creationIds = new Set(data.creations.map((c) => c.id));
    const orderIds = new Set(orders.map((o) => o.id));
    const linked = data.inbox.feedback.filter((f) => f.creationId || f.orderId);
    expect(linked.length).toBeGreaterThan(10);
    expect(linked.every((f) => (f.creationId ? creationIds.has(f.creationId) : orderIds.has(f.orderId!)))).toBe(true);
  });
});

describe("Écriture (seedDemoData)", () => {
  it("refuses to run without FIRESTORE_EMULATOR_HOST (never seeds production)", async () => {
    const saved = process.env.FIRESTORE_EMULATOR_HOST;
    delete process.env.FIRESTORE_EMULATOR_HOST;
    try {
      await expect(seedDemoData({ quiet: true, orders: 1 })).rejects.toThrow(/FIRESTORE_EMULATOR_HOST/);
    } finally {
      if (saved !== undefined) process.env.FIRESTORE_EMULATOR_HOST = saved;
    }
  });
});

describe("E-mails", () => {
  it("has the 8 templates, each valid for its definition (the server's check)", () => {
    expect(data.templates.map((t) => t.id)).toEqual(MAIL_TEMPLATES.map((t) => t.name));
    for (const t of data.templates) expect(checkTemplateContent(t, mailTemplateDefinition(t.id)!).errors).toEqual([]);
  });

  it("has a sent-mail history with failures to retry, rendered, and the switches' defaults", () => {
    const states = new Set(data.mails.map((m) => m.delivery.state));
    expect(states).toEqual(new Set(["SUCCESS", "ERROR"]));
    expect(data.mails.filter((m) => m.delivery.state === "ERROR").every((m) => m.delivery.error)).toBe(true);
    expect(data.mails.every((m) => m.rendered.subject && !m.rendered.html.includes("{{"))).toBe(true);
    expect(data.settings.emails).toEqual(MAIL_SWITCH_DEFAULTS);
  });
});

describe("Pages et blog", () => {
  it("has the three pages the storefront links to, published, with their slug reserved", () => {
    expect(data.staticPages.map((p) => [p.slug, p.status])).toEqual([
      ["mentions-legales", "published"],
      ["conditions-generales-de-vente", "published"],
      ["a-propos", "published"],
    ]);
    expect(data.staticPages.every((p) => (p.seo.description ?? "").length <= 160 && p.body.startsWith("# "))).toBe(true);
    expect(data.contentSlugs.map((s) => s.id)).toEqual(
      expect.arrayContaining(["page:mentions-legales", "page:conditions-generales-de-vente", "page:a-propos"]),
    );
  });

  it("has ten French posts: published ones in the past, drafts, one scheduled in the future at 09:00 Paris time", () => {
    const posts = data.blogPosts;
    expect(posts).toHaveLength(10);
    const byStatus = (status: string) => posts.filter((p) => p.status === status);
    expect(byStatus("published").every((p) => p.publishedAt! < ANCHOR && p.body.trim() !== "")).toBe(true);
    expect(byStatus("draft").length).toBeGreaterThanOrEqual(2);
    expect(byStatus("draft").every((p) => p.publishedAt === null)).toBe(true);
    const [scheduled] = byStatus("scheduled");
    expect(byStatus("scheduled")).toHaveLength(1);
    expect(scheduled!.publishedAt!.getTime()).toBeGreaterThan(ANCHOR.getTime());
    expect(new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" }).format(scheduled!.publishedAt!)).toBe("09:00");
  });

  it("covers are seeded creation images, authors administrators, slugs unique and reserved", () => {
    const images = new Set(data.creations.map((c) => creationImagePath(c.id)));
    const admins = new Set(data.users.filter((u) => u.isAdmin).map((u) => u.uid));
    expect(data.blogPosts.filter((p) => p.coverImagePath).length).toBeGreaterThanOrEqual(6);
    expect(data.blogPosts.every((p) => p.coverImagePath === null || images.has(p.coverImagePath))).toBe(true);
    expect(data.blogPosts.every((p) => admins.has(p.authorId))).toBe(true);
    expect(new Set(data.blogPosts.map((p) => p.slug)).size).toBe(10);
    expect(
      data.contentSlugs
        .filter((s) => s.kind === "post")
        .map((s) => s.ownerId)
        .sort(),
    ).toEqual(data.blogPosts.map((p) => p.id).sort());
  });
});

describe("Factures et avoirs de démonstration (docs/invoicing.md)", () => {
  it("une facture par commande payée, un avoir par remboursement, quelques remboursements partiels, numérotés sans trou dans l'ordre du temps", () => {
    const refunded = new Set(data.transactions.flatMap((t) => (t.type === "REFUND" && t.orderId ? [t.orderId] : [])));
    const documents = [...demoDocuments(data, refunded)];
    const invoices = documents.filter((d) => d.fields.kind === "INVOICE");
    const partials = documents.filter((d) => d.partial);
    expect(invoices).toHaveLength(orders.filter((o) => o.paidAt).length);
    // A credit note for every refund, and for every paid order later cancelled (« Commande annulée »).
    const cancelledAfterPayment = orders.filter((o) => o.status === "cancelled" && o.paidAt);
    expect(cancelledAfterPayment.length).toBeGreaterThan(0);
    const whole = documents.filter((d) => d.fields.kind === "CREDIT_NOTE" && !d.partial);
    expect(whole).toHaveLength(refunded.size + cancelledAfterPayment.length);
    expect(
      whole
        .filter((d) => d.fields.reason === "Commande annulée")
        .map((d) => d.orderId)
        .sort(),
    ).toEqual(cancelledAfterPayment.map((o) => o.id).sort());
    expect(partials.length).toBeGreaterThanOrEqual(5);
    for (const document of partials) {
      const order = orders.find((o) => o.id === document.orderId)!;
      // Partially refunded: still shipped or delivered, refunded less than its total, after its last change.
      expect(["shipped", "delivered"]).toContain(order.status);
      expect(document.partial!.refundedCents).toBeGreaterThan(0);
      expect(document.partial!.refundedCents).toBeLessThan(Math.round(order.total * 100));
      expect(document.partial!.refundedCents).toBe(document.fields.grossCents);
      expect(document.partial!.at).toBeLessThan(ANCHOR.getTime());
    }
    for (const counter of new Set(documents.map((d) => d.counter))) {
      const ofCounter = documents.filter((d) => d.counter === counter);
      expect(ofCounter.map((d) => d.sequence)).toEqual(ofCounter.map((_, i) => i + 1));
      const issued = ofCounter.map((d) => d.fields.issuedAt.toMillis());
      expect(issued).toEqual([...issued].sort((a, b) => a - b));
    }
  });
});

describe("Réimpressions", () => {
  it("trois commandes expédiées réimprimées à 0 €, liées, sans facture, hors chiffre d’affaires", () => {
    expect(data.reprints.map((r) => r.reprintReason)).toEqual(["MISPRINT", "DAMAGED", "LOST"]);
    const byId = new Map(orders.map((o) => [o.id, o]));
    for (const reprint of data.reprints) {
      const original = byId.get(reprint.reprintOf)!;
      expect(["shipped", "delivered"]).toContain(original.status);
      expect(reprint).toMatchObject({ total: 0, deliveryPrice: 0, userId: original.userId, deliveryMethodId: original.deliveryMethodId });
      expect(reprint.items.every((item) => item.unitPrice === 0 && item.originalUnitPrice > 0)).toBe(true);
      expect(reprint.createdAt.getTime()).toBeGreaterThan(original.shippedAt!.getTime());
      expect(reprint.updatedAt.getTime()).toBeLessThan(ANCHOR.getTime());
      expect(orderAuditEntries(reprint).every((e) => e.action === "order.changeStatus")).toBe(true);
    }
    const reprintIds = new Set(data.reprints.map((r) => r.id));
    expect([...demoDocuments(data, new Set())].some((d) => reprintIds.has(d.orderId))).toBe(false);
  });
});

// Pure assembly of the demo data set: options in, documents out (no Firestore here).
import { generatePersonalDataRequests, type PersonalDataRequestDoc } from "./personalDataRequests";
import {
  AI_PROMPTS,
  DELIVERY_METHODS,
  PRODUCTS,
  TEXT_TO_IMAGE_STYLES,
  settingsDoc,
  type AiPromptDoc,
  type DeliveryMethodDoc,
  type ProductDoc,
  type SettingsDoc,
  type TextToImageStyleDoc,
} from "./catalogue";
import { generateContent, type BlogPostDoc, type PublicContentDoc, type SlugDoc, type StaticPageDoc } from "./content";
import { generateCreations, type CreationDoc } from "./creations";
import { generateInbox, type InboxData } from "./inbox";
import { generateMails, TEMPLATES, type MailDoc, type TemplateDoc } from "./mail";
import { generateOrder, generateOrders, orderContext, type OrderContext, type OrderDoc } from "./orders";
import { generateReprints, type ReprintDoc } from "./reprints";
import { startOfDayParis } from "./random";
import { generateTransactions, summarizeOrder, type TransactionDoc } from "./transactions";
import { AUTH_ACCOUNTS, adminUids, generateUsers, type AuthAccount, type UserDoc } from "./users";

export interface DemoDataOptions {
  /** PRNG seed; the same seed gives the same data. */
  seed?: number;
  users?: number;
  orders?: number;
  creations?: number;
  transactions?: number;
  mails?: number;
  /** "Now" for the data: default the start of today in Europe/Paris (stable for a whole day). */
  anchor?: Date;
}

export const DEFAULT_COUNTS = { users: 220, orders: 2000, creations: 320, transactions: 600, mails: 60 } as const;
export const DEFAULT_SEED = 20261122;

export interface DemoData {
  seed: number;
  anchor: Date;
  accounts: AuthAccount[];
  users: UserDoc[];
  creations: CreationDoc[];
  orderCount: number;
  /** Order number i, generated on demand (orders may be too many to hold at once). */
  orderAt(index: number): OrderDoc;
  /** A few reprints of shipped orders (docs/reprints.md): extra orders at zero price, beside the orderCount. */
  reprints: ReprintDoc[];
  transactions: TransactionDoc[];
  textToImageStyles: TextToImageStyleDoc[];
  aiPrompts: AiPromptDoc[];
  products: ProductDoc[];
  deliveryMethods: DeliveryMethodDoc[];
  settings: SettingsDoc;
  /** Feedback, contact messages, their counters and the replies' mails (docs/inbox.md). */
  inbox: InboxData;
  templates: TemplateDoc[];
  mails: MailDoc[];
  staticPages: StaticPageDoc[];
  blogPosts: BlogPostDoc[];
  contentSlugs: SlugDoc[];
  /** The storefront's projection of the published content (docs/content.md). */
  publicPages: PublicContentDoc[];
  publicPosts: PublicContentDoc[];
  /** The register of RGPD requests (docs/personal-data.md). */
  personalDataRequests: PersonalDataRequestDoc[];
}

export function generateDemoData(options: DemoDataOptions = {}): DemoData {
  const seed = options.seed ?? DEFAULT_SEED;
  const anchor = options.anchor ?? startOfDayParis(new Date());
  const userCount = Math.max(options.users ?? DEFAULT_COUNTS.users, AUTH_ACCOUNTS.length + 3);
  const orderCount = Math.max(0, options.orders ?? DEFAULT_COUNTS.orders);
  const creationCount = Math.max(0, options.creations ?? DEFAULT_COUNTS.creations);
  const transactionCount = Math.max(0, options.transactions ?? DEFAULT_COUNTS.transactions);

  const users = generateUsers(seed, userCount, anchor);
  const admins = adminUids(users);
  const creations = generateCreations(seed, creationCount, users, admins, anchor);
  const ctx: OrderContext = orderContext(seed, anchor, users, creations);
  const summaries = [];
  for (let i = 0; i < orderCount; i++) summaries.push(summarizeOrder(generateOrder(ctx, i)));
  const transactions = transactionCount ? generateTransactions(seed, transactionCount, { users, creations, orders: summaries, anchor }) : [];
  const content = generateContent(anchor, admins, creations);

  return {
    seed,
    anchor,
    accounts: AUTH_ACCOUNTS,
    users,
    creations,
    orderCount,
    orderAt: (index) => generateOrder(ctx, index),
    reprints: generateReprints(seed, anchor, admins, generateOrders(ctx, orderCount)),
    transactions,
    textToImageStyles: TEXT_TO_IMAGE_STYLES,
    aiPrompts: AI_PROMPTS,
    products: PRODUCTS,
    deliveryMethods: DELIVERY_METHODS,
    settings: settingsDoc(anchor),
    inbox: generateInbox(seed, anchor, {
      users,
      admins,
      creations,
      orderIds: Array.from({ length: Math.min(orderCount, 40) }, (_, i) => generateOrder(ctx, i).id),
    }),
    templates: TEMPLATES,
    mails: generateMails(seed, Math.max(0, options.mails ?? DEFAULT_COUNTS.mails), users, anchor),
    staticPages: content.staticPages,
    blogPosts: content.blogPosts,
    contentSlugs: content.slugs,
    publicPages: content.publicPages,
    publicPosts: content.publicPosts,
    personalDataRequests: generatePersonalDataRequests(users, admins, anchor),
  };
}

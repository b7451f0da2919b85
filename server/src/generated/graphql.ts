import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRecord } from '../firestore/users';
import type { OrderRecord, OrderNoteRecord, StatusChangeRecord, OrderStatusCountRecord } from '../firestore/orders';
import type { CreationRecord } from '../firestore/creations';
import type { TransactionRecord } from '../firestore/transactions';
import type { TextToImageStyleRecord } from '../firestore/textToImageStyles';
import type { UserConnectionParent, OrderConnectionParent, CreationConnectionParent, TransactionConnectionParent } from '../schema/connection';
import type { DashboardFigures } from '../rules/dashboardFigures';
import type { Context } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string, e.g. 2026-11-22T09:30:00.000Z. */
  DateTime: { input: string; output: string; }
};

export type AddOrderNoteInput = {
  orderId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type AdjustUserCreditsInput = {
  /** Credits to add (positive) or remove (negative); the balance may not go below 0. */
  delta: Scalars['Float']['input'];
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

export type ChangeOrderStatusInput = {
  orderId: Scalars['ID']['input'];
  status: OrderStatus;
};

/** One day of the sales chart: revenue in euros of a Paris calendar day. */
export type ChartPoint = {
  __typename?: 'ChartPoint';
  /** The day, yyyy-mm-dd (Europe/Paris). */
  date: Scalars['String']['output'];
  /** Short French label, e.g. '22 nov.'. */
  label: Scalars['String']['output'];
  revenue: Scalars['Float']['output'];
};

export type Creation = {
  __typename?: 'Creation';
  author?: Maybe<User>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** A fresh signed read URL of the image. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  kind: CreationKind;
  moderation: Moderation;
  /** The image as stored: a storage path or a URL of the creations image host. */
  originalImageUrl?: Maybe<Scalars['String']['output']>;
  prompt?: Maybe<Scalars['String']['output']>;
  /** The style's id. */
  style?: Maybe<Scalars['String']['output']>;
  /** The style's display name, or the id when the style is unknown. */
  styleLabel?: Maybe<Scalars['String']['output']>;
  userId?: Maybe<Scalars['String']['output']>;
};

export type CreationConnection = {
  __typename?: 'CreationConnection';
  edges: Array<CreationEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CreationEdge = {
  __typename?: 'CreationEdge';
  cursor: Scalars['String']['output'];
  node: Creation;
};

export type CreationFilter = {
  moderation?: InputMaybe<CreationModerationFilter>;
  /** A style id. */
  style?: InputMaybe<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreationKind =
  | 'IMAGE_TO_IMAGE'
  | 'TEXT_TO_IMAGE';

/** Which creations a list shows by moderation state. PENDING: not moderated yet. */
export type CreationModerationFilter =
  | 'ALL'
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

export type Dashboard = {
  __typename?: 'Dashboard';
  /** The spec's alert sentences, e.g. '12 commandes en attente de traitement'. */
  alerts: Array<Scalars['String']['output']>;
  /** Up to 6 creations awaiting moderation, newest first. */
  creationsToModerate: Array<Creation>;
  /** How many creations await moderation. */
  creationsToModerateCount: Scalars['Int']['output'];
  metrics: DashboardMetrics;
  /** Orders in pending_payment or paid. */
  pendingOrders: Scalars['Int']['output'];
  /** The 5 most recent orders. */
  recentOrders: Array<Order>;
  salesChart: SalesChart;
  /** Counts for pending_payment, paid, processing, shipped and delivered, in that order. */
  statusCounts: Array<OrderStatusCount>;
  trends: DashboardTrends;
};

/** The dashboard's headline figures (the dashboard query itself is built on them). */
export type DashboardMetrics = {
  __typename?: 'DashboardMetrics';
  /** Revenue of the current month in euros (paid, processing, shipped, delivered). */
  monthlyRevenue: Scalars['Float']['output'];
  ordersThisMonth: Scalars['Int']['output'];
  totalCreations: Scalars['Int']['output'];
  totalUsers: Scalars['Int']['output'];
};

export type DashboardTrends = {
  __typename?: 'DashboardTrends';
  monthlyRevenue: Trend;
  ordersThisMonth: Trend;
  totalCreations: Trend;
  totalUsers: Trend;
};

export type ModerateCreationsInput = {
  decision: ModerationDecision;
  /** 1 to 100 creation ids. */
  ids: Array<Scalars['ID']['input']>;
  /** Required to reject; shown to nobody but administrators. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type ModerateCreationsPayload = {
  __typename?: 'ModerateCreationsPayload';
  /** The creations decided, as they are now. */
  creations: Array<Creation>;
  userErrors: Array<UserError>;
};

export type Moderation = {
  __typename?: 'Moderation';
  isModerated: Scalars['Boolean']['output'];
  moderatedAt?: Maybe<Scalars['DateTime']['output']>;
  moderatedBy?: Maybe<Scalars['String']['output']>;
  /** The administrator who decided, when their record exists. */
  moderator?: Maybe<User>;
  reason?: Maybe<Scalars['String']['output']>;
  status?: Maybe<ModerationStatus>;
};

export type ModerationDecision =
  | 'APPROVE'
  | 'REJECT';

export type ModerationStatus =
  | 'APPROVED'
  | 'REJECTED';

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds an internal note (never shown to the customer) to an order. */
  addOrderNote: OrderPayload;
  /** Adds or removes credits, in one transaction with a CREDIT_ADJUSTMENT and the audit log. */
  adjustUserCredits: UserCreditsPayload;
  /** Moves an order to one of its allowed next statuses (architecture.md), in one transaction. */
  changeOrderStatus: OrderPayload;
  /**
   * Approves or rejects 1–100 creations at once (a reason is required to reject). Unknown ids are
   * reported as userErrors while the others are decided; deciding again is allowed and recorded.
   */
  moderateCreations: ModerateCreationsPayload;
  /**
   * Called by the console right after sign-in, by any signed-in user about themself: creates the
   * missing user record with the defaults and, for an administrator, records lastLoginAt.
   */
  recordLogin: RecordLoginPayload;
  /** Sets the carrier's tracking number (trimmed, at most 64 characters); empty clears it. */
  setOrderTrackingNumber: OrderPayload;
  /** Grants or revokes administrator rights: never one's own, never the last administrator's. */
  setUserAdmin: UserPayload;
  /** Stores the flag; nothing enforces it yet (spec §6). */
  setUserBlocked: UserPayload;
  /** Sets a new credit balance, in one transaction with a CREDIT_ADJUSTMENT and the audit log. */
  setUserCredits: UserCreditsPayload;
  setUserLoyaltyPoints: UserPayload;
};


export type MutationAddOrderNoteArgs = {
  input: AddOrderNoteInput;
};


export type MutationAdjustUserCreditsArgs = {
  input: AdjustUserCreditsInput;
};


export type MutationChangeOrderStatusArgs = {
  input: ChangeOrderStatusInput;
};


export type MutationModerateCreationsArgs = {
  input: ModerateCreationsInput;
};


export type MutationSetOrderTrackingNumberArgs = {
  input: SetOrderTrackingNumberInput;
};


export type MutationSetUserAdminArgs = {
  input: SetUserAdminInput;
};


export type MutationSetUserBlockedArgs = {
  input: SetUserBlockedInput;
};


export type MutationSetUserCreditsArgs = {
  input: SetUserCreditsInput;
};


export type MutationSetUserLoyaltyPointsArgs = {
  input: SetUserLoyaltyPointsInput;
};

export type Order = {
  __typename?: 'Order';
  /** The statuses this order may move to next; empty once it is final. */
  allowedNextStatuses: Array<OrderStatus>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  customer?: Maybe<User>;
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  deliveryMethodId?: Maybe<Scalars['String']['output']>;
  deliveryPrice?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  items: Array<OrderItem>;
  itemsCount: Scalars['Int']['output'];
  /** Internal notes, newest first. */
  notes: Array<OrderNote>;
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  shippedAt?: Maybe<Scalars['DateTime']['output']>;
  shippingAddress?: Maybe<ShippingAddress>;
  /** First 6 characters of the id, upper-cased. */
  shortId: Scalars['String']['output'];
  status: OrderStatus;
  statusHistory: Array<StatusChange>;
  /** Total in euros. */
  total: Scalars['Float']['output'];
  trackingNumber?: Maybe<Scalars['String']['output']>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  userId?: Maybe<Scalars['String']['output']>;
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  edges: Array<OrderEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type OrderEdge = {
  __typename?: 'OrderEdge';
  cursor: Scalars['String']['output'];
  node: Order;
};

/**
 * Which orders to list or export. `search` is an order id prefix (case-sensitive, as ids are) or,
 * when it contains '@', a customer's exact e-mail. `from` is inclusive and `to` exclusive (the
 * console sends the bounds of Paris days).
 */
export type OrderFilter = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type OrderItem = {
  __typename?: 'OrderItem';
  creationId?: Maybe<Scalars['String']['output']>;
  imageUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  productId?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  unitPrice: Scalars['Float']['output'];
};

/** An internal note on an order, written by an administrator. */
export type OrderNote = {
  __typename?: 'OrderNote';
  author?: Maybe<User>;
  authorUid?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  text: Scalars['String']['output'];
};

export type OrderPayload = {
  __typename?: 'OrderPayload';
  order?: Maybe<Order>;
  userErrors: Array<UserError>;
};

export type OrderSort =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'TOTAL_ASC'
  | 'TOTAL_DESC';

export type OrderStatus =
  | 'CANCELLED'
  | 'DELIVERED'
  | 'PAID'
  | 'PENDING_PAYMENT'
  | 'PROCESSING'
  | 'REFUNDED'
  | 'SHIPPED';

export type OrderStatusCount = {
  __typename?: 'OrderStatusCount';
  count: Scalars['Int']['output'];
  status: OrderStatus;
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  /**
   * Always false: lists page forward only, and for `first`/`after` paging the Relay specification
   * lets a server answer false rather than spend a query to find out.
   */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the page's first edge; null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  creation?: Maybe<Creation>;
  /** Creations, newest first; the moderation queue by default is filter { moderation: PENDING }. */
  creations: CreationConnection;
  /** Everything the dashboard screen shows, from aggregates kept at write time: flat cost at any shop size. */
  dashboard: Dashboard;
  /** The signed-in administrator. */
  me: User;
  order?: Maybe<Order>;
  /** How many orders of each status match `filter` (its `status` is ignored): the list's tab counts. */
  orderStatusCounts: Array<OrderStatusCount>;
  /** Orders matching `filter`, newest first unless `orderBy` says otherwise. */
  orders: OrderConnection;
  /** Every text-to-image style, in display order. */
  textToImageStyles: Array<TextToImageStyle>;
  transactions: TransactionConnection;
  user?: Maybe<User>;
  users: UserConnection;
};


export type QueryCreationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCreationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CreationFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderStatusCountsArgs = {
  filter?: InputMaybe<OrderFilter>;
};


export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OrderFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<OrderSort>;
};


export type QueryTransactionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<UserFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<UserSort>;
};

export type RecordLoginPayload = {
  __typename?: 'RecordLoginPayload';
  user?: Maybe<User>;
  userErrors: Array<UserError>;
};

export type SalesChart = {
  __typename?: 'SalesChart';
  /** The last 30 days, oldest first, today last. */
  points: Array<ChartPoint>;
  /** Revenue of the 30 days in euros. */
  total: Scalars['Float']['output'];
  /** The highest revenue rounded up to a multiple of 10. */
  yAxisMax: Scalars['Float']['output'];
  /** 0 to yAxisMax in 5 equal intervals. */
  yAxisTicks: Array<Scalars['Float']['output']>;
};

export type SetOrderTrackingNumberInput = {
  orderId: Scalars['ID']['input'];
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
};

export type SetUserAdminInput = {
  isAdmin: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};

export type SetUserBlockedInput = {
  isBlocked: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};

/**
 * Credits and loyalty points are whole numbers from 0 to 1,000,000. They are Float on input so
 * that a fraction reaches the server and is refused with a French user error.
 */
export type SetUserCreditsInput = {
  /** The new balance. */
  credits: Scalars['Float']['input'];
  /** Why; 1–500 characters once trimmed. Becomes the adjustment's description. */
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

export type SetUserLoyaltyPointsInput = {
  loyaltyPoints: Scalars['Float']['input'];
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

export type ShippingAddress = {
  __typename?: 'ShippingAddress';
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  fullName?: Maybe<Scalars['String']['output']>;
  line1?: Maybe<Scalars['String']['output']>;
  line2?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
};

/** One step of an order's story: the status it moved to, when and by whom. */
export type StatusChange = {
  __typename?: 'StatusChange';
  /** The administrator who made the change, when known. */
  author?: Maybe<User>;
  changedAt: Scalars['DateTime']['output'];
  /** uid of the administrator who made the change; null when the storefront did. */
  changedBy?: Maybe<Scalars['String']['output']>;
  to: OrderStatus;
};

export type TextToImageStyle = {
  __typename?: 'TextToImageStyle';
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  previewUrl?: Maybe<Scalars['String']['output']>;
  prompt?: Maybe<Scalars['String']['output']>;
};

export type Transaction = {
  __typename?: 'Transaction';
  /** Amount in euros; may be 0. */
  amount: Scalars['Float']['output'];
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** uid of the administrator who made it, for CREDIT_ADJUSTMENT. */
  createdBy?: Maybe<Scalars['String']['output']>;
  /** Signed change of the user's credits. */
  credits: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  orderId?: Maybe<Scalars['String']['output']>;
  status: TransactionStatus;
  type: TransactionType;
  user?: Maybe<User>;
  userId?: Maybe<Scalars['String']['output']>;
};

export type TransactionConnection = {
  __typename?: 'TransactionConnection';
  edges: Array<TransactionEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type TransactionEdge = {
  __typename?: 'TransactionEdge';
  cursor: Scalars['String']['output'];
  node: Transaction;
};

export type TransactionStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SUCCEEDED';

export type TransactionType =
  | 'CREDIT_ADJUSTMENT'
  | 'CREDIT_PURCHASE'
  | 'CREDIT_SPEND'
  | 'ORDER_PAYMENT'
  | 'REFUND';

/** The real change of a figure against the same day of last month (the 'vs mois dernier' badge). */
export type Trend = {
  __typename?: 'Trend';
  direction: TrendDirection;
  /** Rounded change in %; null when the figure a month earlier was 0. */
  percent?: Maybe<Scalars['Float']['output']>;
  /** The figure it is compared with. */
  previous: Scalars['Float']['output'];
};

export type TrendDirection =
  | 'DOWN'
  | 'STABLE'
  | 'UP';

export type User = {
  __typename?: 'User';
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The user's creations, newest first. */
  creations: CreationConnection;
  credits: Scalars['Int']['output'];
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  /** firstName and lastName when known, else null. */
  fullName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  isBlocked: Scalars['Boolean']['output'];
  lastLoginAt?: Maybe<Scalars['DateTime']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  loyaltyPoints: Scalars['Int']['output'];
  /** The user's orders, newest first. */
  orders: OrderConnection;
  photoURL?: Maybe<Scalars['String']['output']>;
  /** The user's transactions (purchases, payments, refunds, adjustments), newest first. */
  transactions: TransactionConnection;
  uid: Scalars['ID']['output'];
};


export type UserCreationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserTransactionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type UserConnection = {
  __typename?: 'UserConnection';
  edges: Array<UserEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type UserCreditsPayload = {
  __typename?: 'UserCreditsPayload';
  /** The CREDIT_ADJUSTMENT transaction recorded with the change. */
  transaction?: Maybe<Transaction>;
  user?: Maybe<User>;
  userErrors: Array<UserError>;
};

export type UserEdge = {
  __typename?: 'UserEdge';
  cursor: Scalars['String']['output'];
  node: User;
};

/** A validation failure, in French, pointing at the input field it concerns. */
export type UserError = {
  __typename?: 'UserError';
  code?: Maybe<Scalars['String']['output']>;
  field?: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export type UserFilter = {
  /** true: credits above 0; false: no credits. */
  hasCredits?: InputMaybe<Scalars['Boolean']['input']>;
  isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  isBlocked?: InputMaybe<Scalars['Boolean']['input']>;
  /** Prefix of the e-mail, first name, last name or full name; case- and accent-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type UserPayload = {
  __typename?: 'UserPayload';
  user?: Maybe<User>;
  userErrors: Array<UserError>;
};

/** How the user list is sorted; ties are broken by uid. */
export type UserSort =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'CREDITS_ASC'
  | 'CREDITS_DESC'
  | 'LAST_LOGIN_AT_ASC'
  | 'LAST_LOGIN_AT_DESC';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddOrderNoteInput: AddOrderNoteInput;
  AdjustUserCreditsInput: AdjustUserCreditsInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangeOrderStatusInput: ChangeOrderStatusInput;
  ChartPoint: ResolverTypeWrapper<ChartPoint>;
  Creation: ResolverTypeWrapper<CreationRecord>;
  CreationConnection: ResolverTypeWrapper<CreationConnectionParent>;
  CreationEdge: ResolverTypeWrapper<Omit<CreationEdge, 'node'> & { node: ResolversTypes['Creation'] }>;
  CreationFilter: CreationFilter;
  CreationKind: CreationKind;
  CreationModerationFilter: CreationModerationFilter;
  Dashboard: ResolverTypeWrapper<DashboardFigures>;
  DashboardMetrics: ResolverTypeWrapper<DashboardMetrics>;
  DashboardTrends: ResolverTypeWrapper<DashboardTrends>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ModerateCreationsInput: ModerateCreationsInput;
  ModerateCreationsPayload: ResolverTypeWrapper<Omit<ModerateCreationsPayload, 'creations'> & { creations: Array<ResolversTypes['Creation']> }>;
  Moderation: ResolverTypeWrapper<Omit<Moderation, 'moderator'> & { moderator?: Maybe<ResolversTypes['User']> }>;
  ModerationDecision: ModerationDecision;
  ModerationStatus: ModerationStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<OrderRecord>;
  OrderConnection: ResolverTypeWrapper<OrderConnectionParent>;
  OrderEdge: ResolverTypeWrapper<Omit<OrderEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  OrderFilter: OrderFilter;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  OrderNote: ResolverTypeWrapper<OrderNoteRecord>;
  OrderPayload: ResolverTypeWrapper<Omit<OrderPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  OrderSort: OrderSort;
  OrderStatus: OrderStatus;
  OrderStatusCount: ResolverTypeWrapper<OrderStatusCountRecord>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordLoginPayload: ResolverTypeWrapper<Omit<RecordLoginPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  SalesChart: ResolverTypeWrapper<SalesChart>;
  SetOrderTrackingNumberInput: SetOrderTrackingNumberInput;
  SetUserAdminInput: SetUserAdminInput;
  SetUserBlockedInput: SetUserBlockedInput;
  SetUserCreditsInput: SetUserCreditsInput;
  SetUserLoyaltyPointsInput: SetUserLoyaltyPointsInput;
  ShippingAddress: ResolverTypeWrapper<ShippingAddress>;
  StatusChange: ResolverTypeWrapper<StatusChangeRecord>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TextToImageStyle: ResolverTypeWrapper<TextToImageStyleRecord>;
  Transaction: ResolverTypeWrapper<TransactionRecord>;
  TransactionConnection: ResolverTypeWrapper<TransactionConnectionParent>;
  TransactionEdge: ResolverTypeWrapper<Omit<TransactionEdge, 'node'> & { node: ResolversTypes['Transaction'] }>;
  TransactionStatus: TransactionStatus;
  TransactionType: TransactionType;
  Trend: ResolverTypeWrapper<Trend>;
  TrendDirection: TrendDirection;
  User: ResolverTypeWrapper<UserRecord>;
  UserConnection: ResolverTypeWrapper<UserConnectionParent>;
  UserCreditsPayload: ResolverTypeWrapper<Omit<UserCreditsPayload, 'transaction' | 'user'> & { transaction?: Maybe<ResolversTypes['Transaction']>, user?: Maybe<ResolversTypes['User']> }>;
  UserEdge: ResolverTypeWrapper<Omit<UserEdge, 'node'> & { node: ResolversTypes['User'] }>;
  UserError: ResolverTypeWrapper<UserError>;
  UserFilter: UserFilter;
  UserPayload: ResolverTypeWrapper<Omit<UserPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  UserSort: UserSort;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddOrderNoteInput: AddOrderNoteInput;
  AdjustUserCreditsInput: AdjustUserCreditsInput;
  Boolean: Scalars['Boolean']['output'];
  ChangeOrderStatusInput: ChangeOrderStatusInput;
  ChartPoint: ChartPoint;
  Creation: CreationRecord;
  CreationConnection: CreationConnectionParent;
  CreationEdge: Omit<CreationEdge, 'node'> & { node: ResolversParentTypes['Creation'] };
  CreationFilter: CreationFilter;
  Dashboard: DashboardFigures;
  DashboardMetrics: DashboardMetrics;
  DashboardTrends: DashboardTrends;
  DateTime: Scalars['DateTime']['output'];
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  ModerateCreationsInput: ModerateCreationsInput;
  ModerateCreationsPayload: Omit<ModerateCreationsPayload, 'creations'> & { creations: Array<ResolversParentTypes['Creation']> };
  Moderation: Omit<Moderation, 'moderator'> & { moderator?: Maybe<ResolversParentTypes['User']> };
  Mutation: Record<PropertyKey, never>;
  Order: OrderRecord;
  OrderConnection: OrderConnectionParent;
  OrderEdge: Omit<OrderEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  OrderFilter: OrderFilter;
  OrderItem: OrderItem;
  OrderNote: OrderNoteRecord;
  OrderPayload: Omit<OrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  OrderStatusCount: OrderStatusCountRecord;
  PageInfo: PageInfo;
  Query: Record<PropertyKey, never>;
  RecordLoginPayload: Omit<RecordLoginPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  SalesChart: SalesChart;
  SetOrderTrackingNumberInput: SetOrderTrackingNumberInput;
  SetUserAdminInput: SetUserAdminInput;
  SetUserBlockedInput: SetUserBlockedInput;
  SetUserCreditsInput: SetUserCreditsInput;
  SetUserLoyaltyPointsInput: SetUserLoyaltyPointsInput;
  ShippingAddress: ShippingAddress;
  StatusChange: StatusChangeRecord;
  String: Scalars['String']['output'];
  TextToImageStyle: TextToImageStyleRecord;
  Transaction: TransactionRecord;
  TransactionConnection: TransactionConnectionParent;
  TransactionEdge: Omit<TransactionEdge, 'node'> & { node: ResolversParentTypes['Transaction'] };
  Trend: Trend;
  User: UserRecord;
  UserConnection: UserConnectionParent;
  UserCreditsPayload: Omit<UserCreditsPayload, 'transaction' | 'user'> & { transaction?: Maybe<ResolversParentTypes['Transaction']>, user?: Maybe<ResolversParentTypes['User']> };
  UserEdge: Omit<UserEdge, 'node'> & { node: ResolversParentTypes['User'] };
  UserError: UserError;
  UserFilter: UserFilter;
  UserPayload: Omit<UserPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
};

export type ChartPointResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChartPoint'] = ResolversParentTypes['ChartPoint']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CreationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Creation'] = ResolversParentTypes['Creation']> = {
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CreationKind'], ParentType, ContextType>;
  moderation?: Resolver<ResolversTypes['Moderation'], ParentType, ContextType>;
  originalImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prompt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  style?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  styleLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreationConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreationConnection'] = ResolversParentTypes['CreationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CreationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CreationEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreationEdge'] = ResolversParentTypes['CreationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Creation'], ParentType, ContextType>;
};

export type DashboardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = {
  alerts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  creationsToModerate?: Resolver<Array<ResolversTypes['Creation']>, ParentType, ContextType>;
  creationsToModerateCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  metrics?: Resolver<ResolversTypes['DashboardMetrics'], ParentType, ContextType>;
  pendingOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recentOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  salesChart?: Resolver<ResolversTypes['SalesChart'], ParentType, ContextType>;
  statusCounts?: Resolver<Array<ResolversTypes['OrderStatusCount']>, ParentType, ContextType>;
  trends?: Resolver<ResolversTypes['DashboardTrends'], ParentType, ContextType>;
};

export type DashboardMetricsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardMetrics'] = ResolversParentTypes['DashboardMetrics']> = {
  monthlyRevenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ordersThisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCreations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardTrendsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardTrends'] = ResolversParentTypes['DashboardTrends']> = {
  monthlyRevenue?: Resolver<ResolversTypes['Trend'], ParentType, ContextType>;
  ordersThisMonth?: Resolver<ResolversTypes['Trend'], ParentType, ContextType>;
  totalCreations?: Resolver<ResolversTypes['Trend'], ParentType, ContextType>;
  totalUsers?: Resolver<ResolversTypes['Trend'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type ModerateCreationsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerateCreationsPayload'] = ResolversParentTypes['ModerateCreationsPayload']> = {
  creations?: Resolver<Array<ResolversTypes['Creation']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ModerationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Moderation'] = ResolversParentTypes['Moderation']> = {
  isModerated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  moderatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  moderatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  moderator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['ModerationStatus']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addOrderNote?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationAddOrderNoteArgs, 'input'>>;
  adjustUserCredits?: Resolver<ResolversTypes['UserCreditsPayload'], ParentType, ContextType, RequireFields<MutationAdjustUserCreditsArgs, 'input'>>;
  changeOrderStatus?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationChangeOrderStatusArgs, 'input'>>;
  moderateCreations?: Resolver<ResolversTypes['ModerateCreationsPayload'], ParentType, ContextType, RequireFields<MutationModerateCreationsArgs, 'input'>>;
  recordLogin?: Resolver<ResolversTypes['RecordLoginPayload'], ParentType, ContextType>;
  setOrderTrackingNumber?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationSetOrderTrackingNumberArgs, 'input'>>;
  setUserAdmin?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationSetUserAdminArgs, 'input'>>;
  setUserBlocked?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationSetUserBlockedArgs, 'input'>>;
  setUserCredits?: Resolver<ResolversTypes['UserCreditsPayload'], ParentType, ContextType, RequireFields<MutationSetUserCreditsArgs, 'input'>>;
  setUserLoyaltyPoints?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationSetUserLoyaltyPointsArgs, 'input'>>;
};

export type OrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  allowedNextStatuses?: Resolver<Array<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deliveryMethodId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  itemsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['OrderNote']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shippedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['ShippingAddress']>, ParentType, ContextType>;
  shortId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['StatusChange']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  creationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OrderNoteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderNote'] = ResolversParentTypes['OrderNote']> = {
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  authorUid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderPayload'] = ResolversParentTypes['OrderPayload']> = {
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type OrderStatusCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderStatusCount'] = ResolversParentTypes['OrderStatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  creation?: Resolver<Maybe<ResolversTypes['Creation']>, ParentType, ContextType, RequireFields<QueryCreationArgs, 'id'>>;
  creations?: Resolver<ResolversTypes['CreationConnection'], ParentType, ContextType, RequireFields<QueryCreationsArgs, 'first'>>;
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderStatusCounts?: Resolver<Array<ResolversTypes['OrderStatusCount']>, ParentType, ContextType, Partial<QueryOrderStatusCountsArgs>>;
  orders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'first' | 'orderBy'>>;
  textToImageStyles?: Resolver<Array<ResolversTypes['TextToImageStyle']>, ParentType, ContextType>;
  transactions?: Resolver<ResolversTypes['TransactionConnection'], ParentType, ContextType, RequireFields<QueryTransactionsArgs, 'first'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'first' | 'orderBy'>>;
};

export type RecordLoginPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecordLoginPayload'] = ResolversParentTypes['RecordLoginPayload']> = {
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SalesChartResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SalesChart'] = ResolversParentTypes['SalesChart']> = {
  points?: Resolver<Array<ResolversTypes['ChartPoint']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  yAxisMax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  yAxisTicks?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ShippingAddressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ShippingAddress'] = ResolversParentTypes['ShippingAddress']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StatusChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StatusChange'] = ResolversParentTypes['StatusChange']> = {
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type TextToImageStyleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TextToImageStyle'] = ResolversParentTypes['TextToImageStyle']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previewUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prompt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TransactionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Transaction'] = ResolversParentTypes['Transaction']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TransactionStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TransactionType'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TransactionConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TransactionConnection'] = ResolversParentTypes['TransactionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TransactionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TransactionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TransactionEdge'] = ResolversParentTypes['TransactionEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Transaction'], ParentType, ContextType>;
};

export type TrendResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Trend'] = ResolversParentTypes['Trend']> = {
  direction?: Resolver<ResolversTypes['TrendDirection'], ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  previous?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  creations?: Resolver<ResolversTypes['CreationConnection'], ParentType, ContextType, RequireFields<UserCreationsArgs, 'first'>>;
  credits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loyaltyPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, RequireFields<UserOrdersArgs, 'first'>>;
  photoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactions?: Resolver<ResolversTypes['TransactionConnection'], ParentType, ContextType, RequireFields<UserTransactionsArgs, 'first'>>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserConnection'] = ResolversParentTypes['UserConnection']> = {
  edges?: Resolver<Array<ResolversTypes['UserEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserCreditsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserCreditsPayload'] = ResolversParentTypes['UserCreditsPayload']> = {
  transaction?: Resolver<Maybe<ResolversTypes['Transaction']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UserEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserEdge'] = ResolversParentTypes['UserEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserPayload'] = ResolversParentTypes['UserPayload']> = {
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  ChartPoint?: ChartPointResolvers<ContextType>;
  Creation?: CreationResolvers<ContextType>;
  CreationConnection?: CreationConnectionResolvers<ContextType>;
  CreationEdge?: CreationEdgeResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  DashboardMetrics?: DashboardMetricsResolvers<ContextType>;
  DashboardTrends?: DashboardTrendsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  ModerateCreationsPayload?: ModerateCreationsPayloadResolvers<ContextType>;
  Moderation?: ModerationResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderNote?: OrderNoteResolvers<ContextType>;
  OrderPayload?: OrderPayloadResolvers<ContextType>;
  OrderStatusCount?: OrderStatusCountResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordLoginPayload?: RecordLoginPayloadResolvers<ContextType>;
  SalesChart?: SalesChartResolvers<ContextType>;
  ShippingAddress?: ShippingAddressResolvers<ContextType>;
  StatusChange?: StatusChangeResolvers<ContextType>;
  TextToImageStyle?: TextToImageStyleResolvers<ContextType>;
  Transaction?: TransactionResolvers<ContextType>;
  TransactionConnection?: TransactionConnectionResolvers<ContextType>;
  TransactionEdge?: TransactionEdgeResolvers<ContextType>;
  Trend?: TrendResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserCreditsPayload?: UserCreditsPayloadResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserPayload?: UserPayloadResolvers<ContextType>;
};


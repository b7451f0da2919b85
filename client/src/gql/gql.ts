/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment SessionUser on User {\n  id\n  uid\n  email\n  firstName\n  lastName\n  fullName\n  photoURL\n  createdAt\n  credits\n  loyaltyPoints\n  isAdmin\n  isBlocked\n  lastLoginAt\n}\n\nmutation RecordLogin {\n  recordLogin {\n    user {\n      ...SessionUser\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}": typeof types.SessionUserFragmentDoc,
    "fragment DashboardTrend on Trend {\n  direction\n  percent\n  previous\n}\n\nquery Dashboard {\n  dashboard {\n    metrics {\n      totalUsers\n      ordersThisMonth\n      monthlyRevenue\n      totalCreations\n    }\n    trends {\n      totalUsers {\n        ...DashboardTrend\n      }\n      ordersThisMonth {\n        ...DashboardTrend\n      }\n      monthlyRevenue {\n        ...DashboardTrend\n      }\n      totalCreations {\n        ...DashboardTrend\n      }\n    }\n    salesChart {\n      points {\n        date\n        revenue\n        label\n      }\n      total\n      yAxisMax\n      yAxisTicks\n    }\n    statusCounts {\n      status\n      count\n    }\n    pendingOrders\n    recentOrders {\n      id\n      shortId\n      total\n      createdAt\n      status\n    }\n    creationsToModerate {\n      id\n      imageUrl\n      originalImageUrl\n      styleLabel\n    }\n    creationsToModerateCount\n    alerts\n  }\n}": typeof types.DashboardTrendFragmentDoc,
};
const documents: Documents = {
    "fragment SessionUser on User {\n  id\n  uid\n  email\n  firstName\n  lastName\n  fullName\n  photoURL\n  createdAt\n  credits\n  loyaltyPoints\n  isAdmin\n  isBlocked\n  lastLoginAt\n}\n\nmutation RecordLogin {\n  recordLogin {\n    user {\n      ...SessionUser\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}": types.SessionUserFragmentDoc,
    "fragment DashboardTrend on Trend {\n  direction\n  percent\n  previous\n}\n\nquery Dashboard {\n  dashboard {\n    metrics {\n      totalUsers\n      ordersThisMonth\n      monthlyRevenue\n      totalCreations\n    }\n    trends {\n      totalUsers {\n        ...DashboardTrend\n      }\n      ordersThisMonth {\n        ...DashboardTrend\n      }\n      monthlyRevenue {\n        ...DashboardTrend\n      }\n      totalCreations {\n        ...DashboardTrend\n      }\n    }\n    salesChart {\n      points {\n        date\n        revenue\n        label\n      }\n      total\n      yAxisMax\n      yAxisTicks\n    }\n    statusCounts {\n      status\n      count\n    }\n    pendingOrders\n    recentOrders {\n      id\n      shortId\n      total\n      createdAt\n      status\n    }\n    creationsToModerate {\n      id\n      imageUrl\n      originalImageUrl\n      styleLabel\n    }\n    creationsToModerateCount\n    alerts\n  }\n}": types.DashboardTrendFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  uid\n  email\n  firstName\n  lastName\n  fullName\n  photoURL\n  createdAt\n  credits\n  loyaltyPoints\n  isAdmin\n  isBlocked\n  lastLoginAt\n}\n\nmutation RecordLogin {\n  recordLogin {\n    user {\n      ...SessionUser\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  uid\n  email\n  firstName\n  lastName\n  fullName\n  photoURL\n  createdAt\n  credits\n  loyaltyPoints\n  isAdmin\n  isBlocked\n  lastLoginAt\n}\n\nmutation RecordLogin {\n  recordLogin {\n    user {\n      ...SessionUser\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DashboardTrend on Trend {\n  direction\n  percent\n  previous\n}\n\nquery Dashboard {\n  dashboard {\n    metrics {\n      totalUsers\n      ordersThisMonth\n      monthlyRevenue\n      totalCreations\n    }\n    trends {\n      totalUsers {\n        ...DashboardTrend\n      }\n      ordersThisMonth {\n        ...DashboardTrend\n      }\n      monthlyRevenue {\n        ...DashboardTrend\n      }\n      totalCreations {\n        ...DashboardTrend\n      }\n    }\n    salesChart {\n      points {\n        date\n        revenue\n        label\n      }\n      total\n      yAxisMax\n      yAxisTicks\n    }\n    statusCounts {\n      status\n      count\n    }\n    pendingOrders\n    recentOrders {\n      id\n      shortId\n      total\n      createdAt\n      status\n    }\n    creationsToModerate {\n      id\n      imageUrl\n      originalImageUrl\n      styleLabel\n    }\n    creationsToModerateCount\n    alerts\n  }\n}"): (typeof documents)["fragment DashboardTrend on Trend {\n  direction\n  percent\n  previous\n}\n\nquery Dashboard {\n  dashboard {\n    metrics {\n      totalUsers\n      ordersThisMonth\n      monthlyRevenue\n      totalCreations\n    }\n    trends {\n      totalUsers {\n        ...DashboardTrend\n      }\n      ordersThisMonth {\n        ...DashboardTrend\n      }\n      monthlyRevenue {\n        ...DashboardTrend\n      }\n      totalCreations {\n        ...DashboardTrend\n      }\n    }\n    salesChart {\n      points {\n        date\n        revenue\n        label\n      }\n      total\n      yAxisMax\n      yAxisTicks\n    }\n    statusCounts {\n      status\n      count\n    }\n    pendingOrders\n    recentOrders {\n      id\n      shortId\n      total\n      createdAt\n      status\n    }\n    creationsToModerate {\n      id\n      imageUrl\n      originalImageUrl\n      styleLabel\n    }\n    creationsToModerateCount\n    alerts\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
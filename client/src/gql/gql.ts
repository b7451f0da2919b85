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
    "fragment CreationCard on Creation {\n  id\n  imageUrl\n  originalImageUrl\n  style\n  styleLabel\n  kind\n  createdAt\n  author {\n    id\n    fullName\n    email\n  }\n  moderation {\n    isModerated\n    status\n    reason\n    moderatedAt\n    moderatedBy\n  }\n}\n\nquery Creations($first: Int, $after: String, $filter: CreationFilter) {\n  creations(first: $first, after: $after, filter: $filter) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...CreationCard\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery CreationDetails($id: ID!) {\n  creation(id: $id) {\n    ...CreationCard\n    prompt\n    moderation {\n      moderator {\n        id\n        fullName\n        email\n      }\n    }\n  }\n}\n\nquery CreationStyles {\n  textToImageStyles {\n    id\n    name\n  }\n}\n\nmutation ModerateCreations($input: ModerateCreationsInput!) {\n  moderateCreations(input: $input) {\n    creations {\n      ...CreationCard\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}": typeof types.CreationCardFragmentDoc,
};
const documents: Documents = {
    "fragment SessionUser on User {\n  id\n  uid\n  email\n  firstName\n  lastName\n  fullName\n  photoURL\n  createdAt\n  credits\n  loyaltyPoints\n  isAdmin\n  isBlocked\n  lastLoginAt\n}\n\nmutation RecordLogin {\n  recordLogin {\n    user {\n      ...SessionUser\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}": types.SessionUserFragmentDoc,
    "fragment CreationCard on Creation {\n  id\n  imageUrl\n  originalImageUrl\n  style\n  styleLabel\n  kind\n  createdAt\n  author {\n    id\n    fullName\n    email\n  }\n  moderation {\n    isModerated\n    status\n    reason\n    moderatedAt\n    moderatedBy\n  }\n}\n\nquery Creations($first: Int, $after: String, $filter: CreationFilter) {\n  creations(first: $first, after: $after, filter: $filter) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...CreationCard\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery CreationDetails($id: ID!) {\n  creation(id: $id) {\n    ...CreationCard\n    prompt\n    moderation {\n      moderator {\n        id\n        fullName\n        email\n      }\n    }\n  }\n}\n\nquery CreationStyles {\n  textToImageStyles {\n    id\n    name\n  }\n}\n\nmutation ModerateCreations($input: ModerateCreationsInput!) {\n  moderateCreations(input: $input) {\n    creations {\n      ...CreationCard\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}": types.CreationCardFragmentDoc,
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
export function graphql(source: "fragment CreationCard on Creation {\n  id\n  imageUrl\n  originalImageUrl\n  style\n  styleLabel\n  kind\n  createdAt\n  author {\n    id\n    fullName\n    email\n  }\n  moderation {\n    isModerated\n    status\n    reason\n    moderatedAt\n    moderatedBy\n  }\n}\n\nquery Creations($first: Int, $after: String, $filter: CreationFilter) {\n  creations(first: $first, after: $after, filter: $filter) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...CreationCard\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery CreationDetails($id: ID!) {\n  creation(id: $id) {\n    ...CreationCard\n    prompt\n    moderation {\n      moderator {\n        id\n        fullName\n        email\n      }\n    }\n  }\n}\n\nquery CreationStyles {\n  textToImageStyles {\n    id\n    name\n  }\n}\n\nmutation ModerateCreations($input: ModerateCreationsInput!) {\n  moderateCreations(input: $input) {\n    creations {\n      ...CreationCard\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}"): (typeof documents)["fragment CreationCard on Creation {\n  id\n  imageUrl\n  originalImageUrl\n  style\n  styleLabel\n  kind\n  createdAt\n  author {\n    id\n    fullName\n    email\n  }\n  moderation {\n    isModerated\n    status\n    reason\n    moderatedAt\n    moderatedBy\n  }\n}\n\nquery Creations($first: Int, $after: String, $filter: CreationFilter) {\n  creations(first: $first, after: $after, filter: $filter) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...CreationCard\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery CreationDetails($id: ID!) {\n  creation(id: $id) {\n    ...CreationCard\n    prompt\n    moderation {\n      moderator {\n        id\n        fullName\n        email\n      }\n    }\n  }\n}\n\nquery CreationStyles {\n  textToImageStyles {\n    id\n    name\n  }\n}\n\nmutation ModerateCreations($input: ModerateCreationsInput!) {\n  moderateCreations(input: $input) {\n    creations {\n      ...CreationCard\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
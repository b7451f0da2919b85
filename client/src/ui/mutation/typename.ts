/**
 * Tags an optimistic object with its GraphQL type: the generated types leave __typename out, but
 * the cache needs it to normalise optimistic data onto the entries every screen reads.
 */
export const typed = <T extends object>(__typename: string, value: T): T => ({ __typename, ...value });

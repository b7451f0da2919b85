/**
 * Firestore cannot search text: a user is found by prefix on normalised copies of the e-mail
 * and names stored on the user document (docs/users.md). This is the one definition of those
 * keys, used by the API's writes, the demo seed and the storefront trigger alike.
 */
export interface UserSearchKeys {
  emailKey: string | null;
  firstNameKey: string | null;
  lastNameKey: string | null;
  /** "firstname lastname", so that "elodie du" finds Élodie Dupont. */
  fullNameKey: string | null;
}

export const SEARCH_KEY_FIELDS = ["emailKey", "firstNameKey", "lastNameKey", "fullNameKey"] as const;

/** Lower case, accents stripped, spaces trimmed and collapsed: "  Élodie  " → "elodie". */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

const key = (value: unknown): string | null => {
  if (typeof value !== "string") return null;
  return normaliseSearchText(value) || null;
};

export function userSearchKeys(user: { email?: unknown; firstName?: unknown; lastName?: unknown }): UserSearchKeys {
  const firstNameKey = key(user.firstName);
  const lastNameKey = key(user.lastName);
  return {
    emailKey: key(user.email),
    firstNameKey,
    lastNameKey,
    fullNameKey: firstNameKey && lastNameKey ? `${firstNameKey} ${lastNameKey}` : (firstNameKey ?? lastNameKey),
  };
}

/**
 * Every field of the user list's queries that is derived from others. `hasCredits` exists
 * because Firestore cannot combine `credits > 0` with a sort on another field; an equality on
 * a stored boolean combines with any sort. Whoever writes a user writes these too.
 */
export function userListFields(user: { email?: unknown; firstName?: unknown; lastName?: unknown; credits?: unknown }) {
  return { ...userSearchKeys(user), hasCredits: typeof user.credits === "number" && user.credits > 0 };
}

export type UserListFields = ReturnType<typeof userListFields>;

/**
 * The list fields a stored user document lacks or holds stale, computed from the document
 * itself; null when all are right. The storefront trigger writes only these, and nothing when
 * null, so its own write (and a redelivered event) changes nothing and cannot loop.
 */
export function outdatedUserListFields(stored: Record<string, unknown>): Partial<UserListFields> | null {
  const fields = userListFields(stored);
  const outdated = Object.fromEntries(Object.entries(fields).filter(([field, value]) => (stored[field] ?? null) !== value)) as Partial<UserListFields>;
  return Object.keys(outdated).length > 0 ? outdated : null;
}

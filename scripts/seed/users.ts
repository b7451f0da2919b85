import { ADDRESS_COMPLEMENTS, CITIES, EMAIL_PROVIDERS, FIRST_NAMES, LAST_NAMES, STREETS, emailLocalPart } from "./names";
import { DAY, HOUR, MINUTE, Rng } from "./random";
import { userListFields, type UserSearchKeys } from "@atelier/domain/userSearchKeys";
import type { BuiltInRole } from "@atelier/domain/staff/permissions";

/** A user as stored, with the derived list fields the API and the storefront trigger maintain (docs/users.md). */
export interface UserDoc extends UserSearchKeys {
  hasCredits: boolean;
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  photoURL: string | null;
  createdAt: Date;
  credits: number;
  loyaltyPoints: number;
  isAdmin: boolean;
  isBlocked: boolean;
  lastLoginAt: Date | null;
  /** Administrators only: their role (docs/roles.md); customers' records have no such field. */
  staffRole?: BuiltInRole;
}

export interface AuthAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

export const DEMO_ADMIN_UID = "demo-admin";
export const DEMO_CLIENT_UID = "demo-client";

/**
 * One member of each built-in role but the owner's, so each role can be tried by signing in
 * (docs/roles.md). Fixed uids, names and dates: they draw nothing from the generator, so the
 * rest of the data set is what it was before they existed.
 */
export const DEMO_STAFF: ReadonlyArray<{ uid: string; role: Exclude<BuiltInRole, "OWNER">; login: string; firstName: string; lastName: string }> = [
  { uid: "demo-gestion", role: "MANAGER", login: "gestion", firstName: "Hélène", lastName: "Rousseau" },
  { uid: "demo-preparation", role: "FULFILMENT", login: "preparation", firstName: "Théo", lastName: "Garnier" },
  { uid: "demo-service-client", role: "SUPPORT", login: "service-client", firstName: "Inès", lastName: "Lefèvre" },
  { uid: "demo-moderation", role: "MODERATION", login: "moderation", firstName: "Maël", lastName: "Chevalier" },
  { uid: "demo-comptabilite", role: "ACCOUNTING", login: "comptabilite", firstName: "Agnès", lastName: "Perrin" },
];

/** The accounts one can sign in with (local-stack.md: ports and names; README: the team). */
export const AUTH_ACCOUNTS: AuthAccount[] = [
  { uid: DEMO_ADMIN_UID, email: "admin@atelier.test", password: "admin1234", displayName: "Camille Martin" },
  { uid: DEMO_CLIENT_UID, email: "client@atelier.test", password: "client1234", displayName: "Lucas Bernard" },
  ...DEMO_STAFF.map((m) => ({ uid: m.uid, email: `${m.login}@atelier.test`, password: `${m.login}1234`, displayName: `${m.firstName} ${m.lastName}` })),
];

/** How many other users are owners (the demo admin makes one more). */
const OTHER_ADMINS = 2;

/**
 * `count` users (at least the demo ones): the demo admin and client first, the demo staff, then
 * other owners, then customers. Dates are before `anchor`. Every administrator's role is written
 * out (`staffRole`), never left to the legacy reading of a record without one.
 */
export function generateUsers(seed: number, count: number, anchor: Date): UserDoc[] {
  const rng = Rng.derive(seed, "users");
  const now = anchor.getTime();
  const users: Omit<UserDoc, keyof UserSearchKeys | "hasCredits">[] = [
    {
      uid: DEMO_ADMIN_UID,
      email: "admin@atelier.test",
      firstName: "Camille",
      lastName: "Martin",
      photoURL: null,
      createdAt: new Date(now - 420 * DAY + 9 * HOUR),
      credits: 0,
      loyaltyPoints: 0,
      isAdmin: true,
      isBlocked: false,
      lastLoginAt: new Date(now - 1 * DAY + 8 * HOUR + 47 * MINUTE),
      staffRole: "OWNER",
    },
    {
      uid: DEMO_CLIENT_UID,
      email: "client@atelier.test",
      firstName: "Lucas",
      lastName: "Bernard",
      photoURL: null,
      createdAt: new Date(now - 210 * DAY + 18 * HOUR),
      credits: 35,
      loyaltyPoints: 120,
      isAdmin: false,
      isBlocked: false,
      lastLoginAt: null, // only administrators' logins are recorded
    },
    ...DEMO_STAFF.map((m, k) => ({
      uid: m.uid,
      email: `${m.login}@atelier.test`,
      firstName: m.firstName,
      lastName: m.lastName,
      photoURL: null,
      createdAt: new Date(now - (120 - 10 * k) * DAY + 9 * HOUR),
      credits: 0,
      loyaltyPoints: 0,
      isAdmin: true,
      isBlocked: false,
      lastLoginAt: new Date(now - (k + 2) * DAY + 9 * HOUR + 5 * k * MINUTE),
      staffRole: m.role,
    })),
  ];
  const firstGenerated = users.length;
  for (let i = firstGenerated; i < count; i++) {
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const isAdmin = i < firstGenerated + OTHER_ADMINS;
    // Most customers are old; some signed up in the last 90 days, a few in the last week.
    const ageDays = isAdmin ? "old" : rng.weighted({ old: 80, recent: 15, thisWeek: 5 });
    const createdAtMs =
      ageDays === "old" ? now - rng.between(91, 720) * DAY : ageDays === "recent" ? now - rng.between(7, 90) * DAY : now - rng.between(0.05, 7) * DAY;
    const neverLoggedIn = !isAdmin && rng.chance(0.3);
    const lastLoginAt = neverLoggedIn ? null : new Date(createdAtMs + rng.float() * (now - createdAtMs));
    users.push({
      uid: rng.id(28),
      email: `${emailLocalPart(firstName, lastName)}${i}@${isAdmin ? "atelier.test" : rng.pick(EMAIL_PROVIDERS)}`,
      firstName,
      lastName,
      photoURL: null,
      createdAt: new Date(Math.floor(createdAtMs)),
      credits: rng.chance(0.35) ? 0 : rng.int(1, 250),
      loyaltyPoints: rng.chance(0.3) ? 0 : rng.int(5, 900),
      isAdmin,
      isBlocked: !isAdmin && rng.chance(0.04),
      lastLoginAt: lastLoginAt && new Date(Math.floor(lastLoginAt.getTime())),
      ...(isAdmin ? { staffRole: "OWNER" as const } : {}),
    });
  }
  return users.map((user) => ({ ...user, ...userListFields(user) }));
}

/**
 * The owners: the demo history (status changes, notes, moderation, content) is theirs. The demo
 * staff are left out so the history stays what it was before they were added.
 */
export function adminUids(users: readonly UserDoc[]): string[] {
  return users.filter((u) => u.isAdmin && u.staffRole === "OWNER").map((u) => u.uid);
}

export interface Address {
  fullName: string;
  line1: string;
  line2: string | null;
  postalCode: string;
  city: string;
  country: "France";
}

/** The user's home address: always the same for the same user. */
export function addressOf(seed: number, user: UserDoc): Address {
  const rng = Rng.derive(seed, "address", user.uid);
  const place = rng.pick(CITIES);
  return {
    fullName: `${user.firstName} ${user.lastName}`,
    line1: `${rng.int(1, 148)}${rng.chance(0.08) ? " bis" : ""} ${rng.pick(STREETS)}`,
    line2: rng.chance(0.3) ? rng.pick(ADDRESS_COMPLEMENTS) : null,
    postalCode: place.postalCode,
    city: place.city,
    country: "France",
  };
}

import { ADDRESS_COMPLEMENTS, CITIES, EMAIL_PROVIDERS, FIRST_NAMES, LAST_NAMES, STREETS, emailLocalPart } from "./names";
import { DAY, HOUR, MINUTE, Rng } from "./random";
import { userListFields, type UserSearchKeys } from "@atelier/domain/userSearchKeys";

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
}

export interface AuthAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

export const DEMO_ADMIN_UID = "demo-admin";
export const DEMO_CLIENT_UID = "demo-client";

/** The two accounts one can sign in with (local-stack.md: ports and names). */
export const AUTH_ACCOUNTS: AuthAccount[] = [
  { uid: DEMO_ADMIN_UID, email: "admin@atelier.test", password: "admin1234", displayName: "Camille Martin" },
  { uid: DEMO_CLIENT_UID, email: "client@atelier.test", password: "client1234", displayName: "Lucas Bernard" },
];

/** How many other users are administrators (the demo admin makes one more). */
const OTHER_ADMINS = 2;

/**
 * `count` users (at least the two demo ones): the demo admin and client first, then other admins,
 * then customers. Dates are before `anchor`.
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
  ];
  for (let i = users.length; i < count; i++) {
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const isAdmin = i < 2 + OTHER_ADMINS;
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
    });
  }
  return users.map((user) => ({ ...user, ...userListFields(user) }));
}

export function adminUids(users: readonly UserDoc[]): string[] {
  return users.filter((u) => u.isAdmin).map((u) => u.uid);
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

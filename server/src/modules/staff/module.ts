/** The team (« Équipe », /settings/staff): members, built-in roles, invitations, roles, deactivation and sessions (docs/staff.md). */
import { BUILT_IN_ROLE_DEFINITIONS, memberPermissions, memberRole } from "@atelier/domain/staff/permissions";
import { checkInvite } from "@atelier/domain/staff/staffRules";
import { ADMIN, INHERIT } from "../../auth/fieldAccess";
import { staffRepository, STAFF_BOUND } from "../../firestore/staff";
import type { Resolvers } from "../../generated/graphql";
import { actor, payload, refused } from "../../schema/mutationPayload";
import { defineModule } from "../serverModule";

declare module "../../firestore" {
  interface Repositories {
    staff: ReturnType<typeof staffRepository>;
  }
}

const fullName = (m: { firstName: string | null; lastName: string | null; email: string | null }) =>
  [m.firstName, m.lastName].filter(Boolean).join(" ") || m.email;

const staffResolvers: Resolvers = {
  Query: {
    staffMembers: (_, __, ctx) => ctx.repos.staff.list(),
    staffRoles: () => Object.values(BUILT_IN_ROLE_DEFINITIONS).map((role) => ({ ...role, permissions: [...role.permissions] })),
  },
  StaffMember: {
    id: (m) => m.uid,
    name: (m) => fullName(m),
    roleId: (m) => memberRole(m).id,
    roleName: (m) => memberRole(m).name,
    permissions: (m) => memberPermissions(m),
    // Deactivated on this screen, or disabled in Auth by other means: no access either way.
    disabled: (m) => m.staffDisabled || m.authDisabled === true,
  },
  Mutation: {
    inviteStaffMember: async (_, { input }, ctx) => {
      // The caller's own record (read once per request by the access check): refused before any Auth call.
      const held = memberPermissions(await ctx.callerRecord());
      const { values, errors } = checkInvite(input, held);
      if (errors.length) return refused({ member: null }, errors);
      return payload("member", await ctx.repos.staff.invite(actor(ctx), values));
    },
    changeStaffRole: async (_, { input }, ctx) => payload("member", await ctx.repos.staff.changeRole(actor(ctx), input.userId, input.roleId)),
    deactivateStaffMember: async (_, { input }, ctx) => payload("member", await ctx.repos.staff.deactivate(actor(ctx), input.userId)),
    reactivateStaffMember: async (_, { input }, ctx) => payload("member", await ctx.repos.staff.reactivate(actor(ctx), input.userId)),
    signOutStaffMember: async (_, { input }, ctx) => payload("member", await ctx.repos.staff.signOut(actor(ctx), input.userId)),
    signOutEverywhere: async (_, __, ctx) => payload("member", await ctx.repos.staff.signOut(actor(ctx), actor(ctx))),
  },
};

/** Every administrator, read in the change's transaction to keep an owner (at most STAFF_BOUND in practice). */
const MEMBERS = STAFF_BOUND;

export default defineModule({
  repositories: { staff: staffRepository },
  resolvers: [staffResolvers],
  // The team is the owners' business (STAFF); one's own sessions are anyone's.
  access: {
    "Query.staffMembers": "STAFF",
    "Query.staffRoles": "STAFF",
    StaffMember: INHERIT,
    StaffRole: INHERIT,
    StaffMemberPayload: INHERIT,
    "Mutation.inviteStaffMember": "STAFF",
    "Mutation.changeStaffRole": "STAFF",
    "Mutation.deactivateStaffMember": "STAFF",
    "Mutation.reactivateStaffMember": "STAFF",
    "Mutation.signOutStaffMember": "STAFF",
    "Mutation.signOutEverywhere": ADMIN,
  },
  costs: {
    "Query.staffMembers": { reads: STAFF_BOUND, items: STAFF_BOUND },
    "Query.staffRoles": {},
    // The target's record before any Auth call, then the caller's, the target's and settings/app in the transaction.
    // …and the two-step requirement of the role (staffSecurity/twoStep).
    "Mutation.inviteStaffMember": { reads: 5 },
    "Mutation.changeStaffRole": { reads: 3 + MEMBERS },
    "Mutation.deactivateStaffMember": { reads: 1 + MEMBERS },
    "Mutation.reactivateStaffMember": { reads: 1 },
    "Mutation.signOutStaffMember": { reads: 1 },
    "Mutation.signOutEverywhere": { reads: 1 },
  },
});

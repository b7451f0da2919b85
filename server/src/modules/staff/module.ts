/** The team (« Équipe », /settings/staff): members, roles (built-in and custom), invitations, deactivation and sessions (docs/staff.md). */
import { MAX_CUSTOM_ROLES } from "@atelier/domain/staff/customRoles";
import { memberPermissions, memberRole } from "@atelier/domain/staff/permissions";
import { checkInvite } from "@atelier/domain/staff/staffRules";
import { ADMIN, INHERIT } from "../../auth/fieldAccess";
import { staffRepository, STAFF_BOUND } from "../../firestore/staff";
import { staffRolesRepository } from "../../firestore/staff/roles";
import { MAX_ADMINISTRATORS } from "../../firestore/users";
import type { Resolvers } from "../../generated/graphql";
import { actor, payload, refused } from "../../schema/mutationPayload";
import { defineModule } from "../serverModule";
import { APPROVAL_HOLD_READS } from "../../limits/costModel";
import { holdable } from "../approvals/heldWrites";

declare module "../../firestore" {
  interface Repositories {
    staff: ReturnType<typeof staffRepository>;
    staffRoles: ReturnType<typeof staffRolesRepository>;
  }
}

const fullName = (m: { firstName: string | null; lastName: string | null; email: string | null }) =>
  [m.firstName, m.lastName].filter(Boolean).join(" ") || m.email;

const staffResolvers: Resolvers = {
  Query: {
    staffMembers: (_, __, ctx) => ctx.repos.staff.list(),
    staffRoles: (_, __, ctx) => ctx.repos.staffRoles.list(),
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
      // A custom role is read once here so a refused invitation calls no Auth service; the transaction reads it again.
      const custom = await ctx.repos.staffRoles.find(input.roleId);
      const { values, errors } = checkInvite(input, held, custom ? [custom] : []);
      if (errors.length) return refused({ member: null }, errors);
      const { result, approvalRequest } = await holdable(ctx, { kind: "STAFF_INVITE", values }, (gate) => ctx.repos.staff.invite(actor(ctx), values, gate));
      return { ...payload("member", result), approvalRequest };
    },
    changeStaffRole: async (_, { input }, ctx) => {
      const { result, approvalRequest } = await holdable(ctx, { kind: "STAFF_ROLE", userId: input.userId, roleId: input.roleId }, (gate) =>
        ctx.repos.staff.changeRole(actor(ctx), input.userId, input.roleId, gate),
      );
      return { ...payload("member", result), approvalRequest };
    },
    deactivateStaffMember: async (_, { input }, ctx) => payload("member", await ctx.repos.staff.deactivate(actor(ctx), input.userId)),
    reactivateStaffMember: async (_, { input }, ctx) => payload("member", await ctx.repos.staff.reactivate(actor(ctx), input.userId)),
    signOutStaffMember: async (_, { input }, ctx) => payload("member", await ctx.repos.staff.signOut(actor(ctx), input.userId)),
    signOutEverywhere: async (_, __, ctx) => payload("member", await ctx.repos.staff.signOut(actor(ctx), actor(ctx))),
    createStaffRole: async (_, { input }, ctx) => payload("role", await ctx.repos.staffRoles.create(actor(ctx), input)),
    updateStaffRole: async (_, { input }, ctx) =>
      payload("role", await ctx.repos.staffRoles.update(actor(ctx), input.id, { name: input.name, permissions: input.permissions })),
    deleteStaffRole: async (_, { input }, ctx) => {
      const result = await ctx.repos.staffRoles.delete(actor(ctx), input.id);
      return result.ok ? { deletedId: result.value, userErrors: [] } : { deletedId: null, userErrors: result.errors };
    },
  },
};

/** Every administrator, read in the change's transaction to keep an owner (at most STAFF_BOUND in practice). */
const MEMBERS = STAFF_BOUND;

export default defineModule({
  repositories: { staff: staffRepository, staffRoles: staffRolesRepository },
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
    // Making a role is granting rights: the owners' business, and never beyond one's own (customRoles.ts).
    "Mutation.createStaffRole": "STAFF",
    "Mutation.updateStaffRole": "STAFF",
    "Mutation.deleteStaffRole": "STAFF",
    StaffRolePayload: INHERIT,
    DeleteStaffRolePayload: INHERIT,
  },
  costs: {
    "Query.staffMembers": { reads: STAFF_BOUND, items: STAFF_BOUND },
    // The custom roles and the team (for each role's member count), two queries.
    "Query.staffRoles": { reads: MAX_CUSTOM_ROLES + MAX_ADMINISTRATORS, items: 6 + MAX_CUSTOM_ROLES },
    // The target's record before any Auth call, then the caller's, the target's and settings/app in the transaction.
    // …the two-step requirement of the role (staffSecurity/twoStep), and a custom role twice (before Auth, in the transaction).
    // …and, when the owner holds rights for approval, the request instead of the write.
    "Mutation.inviteStaffMember": { reads: 7 + APPROVAL_HOLD_READS },
    // …and a custom role, read in the transaction.
    "Mutation.changeStaffRole": { reads: 4 + MEMBERS + APPROVAL_HOLD_READS },
    // The caller's record and every custom role (the name must be unique).
    "Mutation.createStaffRole": { reads: 1 + MAX_CUSTOM_ROLES },
    // The caller's record, the role, every custom role and every administrator (members holding it get the new copy).
    "Mutation.updateStaffRole": { reads: 2 + MAX_CUSTOM_ROLES + MAX_ADMINISTRATORS },
    // The caller's record, the role, every administrator (is it still held?) and the two-step requirement.
    "Mutation.deleteStaffRole": { reads: 3 + MAX_ADMINISTRATORS },
    "Mutation.deactivateStaffMember": { reads: 1 + MEMBERS },
    "Mutation.reactivateStaffMember": { reads: 1 },
    "Mutation.signOutStaffMember": { reads: 1 },
    "Mutation.signOutEverywhere": { reads: 1 },
  },
});

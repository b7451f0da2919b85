/** Two-step sign-in: which roles require it, a member's reset, and what the session says of it (docs/roles.md). */
import { secondFactorOf } from "@atelier/domain/staff/twoStep";
import { MAX_CUSTOM_ROLES } from "@atelier/domain/staff/customRoles";
import type { Resolvers } from "../../generated/graphql";
import { twoStepRepository } from "../../firestore/staff/twoStep";
import { MAX_ADMINISTRATORS } from "../../firestore/users";
import { ONE } from "../../limits/costModel";
import { actor, payload } from "../../schema/mutationPayload";
import { hasAdminAccess } from "../../rules/adminRights";
import { defineModule } from "../serverModule";
import { INHERIT, SIGNED_IN } from "../../auth/fieldAccess";

declare module "../../firestore" {
  interface Repositories {
    twoStep: ReturnType<typeof twoStepRepository>;
  }
}

const resolvers: Resolvers = {
  Query: {
    twoStepRequirement: (_, __, ctx) => ctx.repos.twoStep.requirement(),
  },
  Mutation: {
    setTwoStepRequirement: async (_, { input }, ctx) => payload("requirement", await ctx.repos.twoStep.setRequirement(actor(ctx), input.roleIds)),
    resetStaffTwoStep: async (_, { input }, ctx) => {
      const result = await ctx.repos.twoStep.resetMember(actor(ctx), input.userId);
      if (result.ok) ctx.loaders.user.clear(input.userId);
      return result.ok ? { userId: input.userId, userErrors: [] } : { userId: null, userErrors: result.errors };
    },
  },
  SessionProfile: {
    twoStepRequired: (user) => hasAdminAccess(user) && user.twoStepRequired,
    secondFactor: (_, __, ctx) => (ctx.caller.kind === "signedIn" ? secondFactorOf(ctx.caller.token) : null),
  },
};

export default defineModule({
  repositories: { twoStep: twoStepRepository },
  resolvers: [resolvers],
  access: {
    "Query.twoStepRequirement": "STAFF",
    "Mutation.setTwoStepRequirement": "STAFF",
    "Mutation.resetStaffTwoStep": "STAFF",
    TwoStepRequirement: "STAFF",
    SetTwoStepRequirementPayload: INHERIT,
    ResetStaffTwoStepPayload: INHERIT,
    "SessionProfile.twoStepRequired": SIGNED_IN,
    "SessionProfile.secondFactor": SIGNED_IN,
  },
  costs: {
    "Query.twoStepRequirement": ONE,
    // The requirement, every administrator and every custom role.
    "Mutation.setTwoStepRequirement": { reads: 1 + MAX_ADMINISTRATORS + MAX_CUSTOM_ROLES },
    "Mutation.resetStaffTwoStep": { reads: 2 },
  },
});

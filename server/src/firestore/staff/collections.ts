/** Where the team's settings live (docs/roles.md): custom roles, and which roles require two-step sign-in. */
export const STAFF_ROLES = "staffRoles";
export const TWO_STEP_REQUIREMENT = { collection: "staffSecurity", id: "twoStep" } as const;

/**
 * Who may resolve each field (docs/roles-fields.md): every module declares, beside the cost of its
 * fields, the permission they need (`access` in modules/<domain>/module.ts), by type (every field
 * of it) or by field (which then wins over its type's). The access plugin refuses a whole
 * operation, before anything is read, when it reaches one field its caller's role lacks — nested
 * fields included, from the same walk as the cost estimate (limits/operationCost.ts).
 */
import { PERMISSIONS, type Permission } from "@atelier/domain/staff/permissions";

/**
 * The `reason` of a refusal for a missing permission: the console shows « Accès refusé » for the
 * screen instead of signing out, as it does for any other FORBIDDEN (a lost session).
 */
export const PERMISSION_REASON = "PERMISSION";

/** Any administrator may (a person's name on a record they already may see, one's own saved views). */
export const ADMIN = "ADMIN";
/** Adds nothing to the field that led here (connections, edges, payloads, user errors). */
export const INHERIT = "INHERIT";
/** Any signed-in user, about themself (recordLogin and what it returns). */
export const SIGNED_IN = "SIGNED_IN";

/**
 * A field whose arguments can ask for more: `permission` always, and `also` when `when(args)` says
 * so (moving an order to « Annulée » or « Remboursée » gives money back). `condition` says when,
 * for the schema (English) and docs/roles-fields.md (French).
 */
export interface ConditionalAccess {
  permission: Permission;
  also: Permission;
  when: (args: Record<string, unknown>) => boolean;
  condition: { en: string; fr: string };
}

export type FieldAccess = Permission | { anyOf: readonly Permission[] } | ConditionalAccess | typeof ADMIN | typeof INHERIT | typeof SIGNED_IN;

/** One resolution of a field that takes arguments, as the operation's walk met it (limits/operationCost.ts). */
export interface FieldCall {
  coordinate: string;
  args: Record<string, unknown>;
}

/** Any one of these permissions will do. */
export const anyOf = (...permissions: Permission[]): FieldAccess => ({ anyOf: permissions });

/** Gathers the modules' declarations; a key declared twice is a mistake (the second would win unseen). */
export function accessTable(declarations: readonly Record<string, FieldAccess>[]): Record<string, FieldAccess> {
  const table: Record<string, FieldAccess> = {};
  for (const access of declarations) {
    for (const [key, value] of Object.entries(access)) {
      if (Object.hasOwn(table, key)) throw new Error(`the access of ${key} is declared twice`);
      table[key] = value;
    }
  }
  return table;
}

/** A coordinate's declaration: its own, else its type's; undefined when neither is declared. */
export function accessOf(table: Record<string, FieldAccess>, coordinate: string): FieldAccess | undefined {
  const type = coordinate.slice(0, coordinate.indexOf("."));
  if (Object.hasOwn(table, coordinate)) return table[coordinate];
  return Object.hasOwn(table, type) ? table[type] : undefined;
}

/**
 * The permissions an operation reaching `coordinates` needs and `held` lacks, in the table's
 * order: each field's own, for an `anyOf` the first one when none is held, and what a
 * conditional field's arguments ask for (`calls`). A coordinate with no declaration (a schema
 * test forbids it) needs every permission: fail closed.
 */
export function missingPermissions(
  table: Record<string, FieldAccess>,
  coordinates: Iterable<string>,
  held: readonly Permission[],
  calls: readonly FieldCall[] = [],
): Permission[] {
  const extra = calls.flatMap(({ coordinate, args }) => {
    const access = accessOf(table, coordinate);
    return access !== undefined && isConditional(access) && access.when(args) ? [access.also] : [];
  });
  return missingFor([...[...coordinates].map((coordinate) => accessOf(table, coordinate)), ...extra], held);
}

const isConditional = (access: FieldAccess): access is ConditionalAccess => typeof access === "object" && "when" in access;

/** What `held` lacks for each of `accesses` (undefined: every permission, fail closed), in the table's order. */
export function missingFor(accesses: readonly (FieldAccess | undefined)[], held: readonly Permission[]): Permission[] {
  const missing = new Set<Permission>();
  for (const access of accesses) {
    if (access === undefined) PERMISSIONS.filter((p) => !held.includes(p)).forEach((p) => missing.add(p));
    else if (access === ADMIN || access === INHERIT || access === SIGNED_IN) continue;
    else if (typeof access === "string") {
      if (!held.includes(access)) missing.add(access);
    } else if (isConditional(access)) {
      if (!held.includes(access.permission)) missing.add(access.permission);
    } else if (!access.anyOf.some((p) => held.includes(p))) missing.add(access.anyOf[0]!);
  }
  return PERMISSIONS.filter((p) => missing.has(p));
}

/**
 * The sentence the schema's descriptions carry for a declaration (`npm run docs:permissions`
 * writes them; the explorer shows them): « Permission: Remboursements (REFUNDS). ». Null for
 * INHERIT, which adds nothing to the field that leads there.
 */
export function describeAccess(access: FieldAccess, labels: Record<Permission, string>): string | null {
  if (access === INHERIT) return null;
  if (access === ADMIN) return "Permission: any administrator.";
  if (access === SIGNED_IN) return "Permission: any signed-in user, about themself.";
  if (typeof access === "string") return `Permission: ${labels[access]} (${access}).`;
  if (isConditional(access)) {
    return `Permission: ${labels[access.permission]} (${access.permission}); also ${labels[access.also]} (${access.also}) ${access.condition.en}.`;
  }
  return `Permission: ${access.anyOf.map((p) => `${labels[p]} (${p})`).join(" or ")}.`;
}

/** A list's connection and edges add nothing to the field that returns them. */
export const wrappers = (type: string): Record<string, FieldAccess> => ({ [`${type}Connection`]: INHERIT, [`${type}Edge`]: INHERIT });

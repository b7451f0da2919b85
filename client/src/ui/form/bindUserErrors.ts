/**
 * Puts the server's userErrors on the form fields they name, so each message shows under its
 * field: ["input", "name"] (create) and ["input", "values", "name"] (update) go to `name`,
 * ["input", "values", "variants", "0", "name"] to `variants.0.name`. What names no field of the
 * form (["input", "id"], ["input", "version"], no path at all) is returned, for the form's alert.
 */
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import type { UserErrorLike } from "../mutation/mutationReport";

export type { UserErrorLike };

/** The form field a userError's path names ("variants.0.name"), or null for the input as a whole. */
export function formFieldOf(path: readonly string[] | null | undefined): string | null {
  if (!path || path[0] !== "input") return null;
  const rest = path[1] === "values" ? path.slice(2) : path.slice(1);
  return rest.length > 0 ? rest.join(".") : null;
}

export function bindUserErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  userErrors: readonly UserErrorLike[],
  fieldNames: readonly string[],
): string[] {
  const unbound: string[] = [];
  let focused = false;
  for (const error of userErrors) {
    const field = formFieldOf(error.field);
    if (field === null || !fieldNames.includes(field.split(".")[0]!)) {
      unbound.push(error.message);
      continue;
    }
    setError(field as FieldPath<V>, { type: "server", message: error.message }, { shouldFocus: !focused });
    focused = true;
  }
  return unbound;
}

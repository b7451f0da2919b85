/**
 * What changed between a kept revision and the text being edited, field by field, word by word
 * (the `diff` package): what the revisions panel shows before « Restaurer ».
 */
import { diffWordsWithSpace } from "diff";

export type DiffPart = { kind: "same" | "added" | "removed"; text: string };
export type FieldDiff = { name: string; label: string; parts: DiffPart[] };
export type TextField = { name: string; value: string | null };

/**
 * The fields that differ, in `labels`' order: parts removed are the revision's, parts added the
 * current text's (restoring goes back to the revision). Fields without a label are left out.
 */
export function revisionDiff(revision: readonly TextField[], current: readonly TextField[], labels: Readonly<Record<string, string>>): FieldDiff[] {
  const valueIn = (fields: readonly TextField[], name: string) => fields.find((f) => f.name === name)?.value ?? "";
  return Object.entries(labels).flatMap(([name, label]) => {
    const before = valueIn(revision, name);
    const after = valueIn(current, name);
    if (before === after) return [];
    const parts = diffWordsWithSpace(before, after).map((change): DiffPart => ({
      kind: change.added ? "added" : change.removed ? "removed" : "same",
      text: change.value,
    }));
    return [{ name, label, parts }];
  });
}

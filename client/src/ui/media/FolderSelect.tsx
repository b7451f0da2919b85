/** The library's folders as a select (« Tous les dossiers » first), with their file counts. */
import { NativeSelect } from "@chakra-ui/react";
import { formatInteger } from "../format";
import { folderLabel } from "./mediaFormat";

export function FolderSelect({
  folders,
  value,
  onChange,
}: {
  folders: ReadonlyArray<{ path: string; fileCount: number }>;
  value: string;
  onChange: (path: string) => void;
}) {
  return (
    <NativeSelect.Root size="sm" maxW="64">
      <NativeSelect.Field aria-label="Dossier" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">Tous les dossiers</option>
        {folders.map((f) => (
          <option key={f.path} value={f.path}>
            {folderLabel(f.path)} ({formatInteger(f.fileCount)})
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

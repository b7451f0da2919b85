/**
 * « Colonnes »: a checkbox per optional column of a list; the identifying column is always
 * shown. The choice lives in the URL (`cols`, viewQuery.ts), so a saved view carries it.
 */
import { Button, Menu, Portal } from "@chakra-ui/react";
import { LuColumns3 } from "react-icons/lu";
import { useSearchParamsLatest, type Column } from "../../ui/list";
import { COLS_PARAM, colsValue, visibleColumns } from "./viewQuery";

export function ColumnPicker<Row>({ columns }: { columns: readonly Column<Row>[] }) {
  const [searchParams, setSearchParams] = useSearchParamsLatest();
  const shown = new Set(visibleColumns(columns, searchParams.get(COLS_PARAM) ?? "").map((column) => column.key));

  const toggle = (key: string, checked: boolean) => {
    const next = new Set(shown);
    if (checked) next.add(key);
    else next.delete(key);
    const value = colsValue(columns, next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value) params.set(COLS_PARAM, value);
        else params.delete(COLS_PARAM);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="ghost">
          <LuColumns3 /> Colonnes
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {columns
              .filter((column) => !column.primary)
              .map((column) => (
                <Menu.CheckboxItem
                  key={column.key}
                  value={column.key}
                  checked={shown.has(column.key)}
                  onCheckedChange={(checked) => toggle(column.key, checked)}
                >
                  {column.header}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

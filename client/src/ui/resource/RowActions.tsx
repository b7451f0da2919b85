/** The « ⋮ » menu of a catalogue row: Modifier, Dupliquer, Monter, Descendre, Supprimer. */
import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { LuArrowDown, LuArrowUp, LuCopy, LuEllipsisVertical, LuPencil, LuTrash2 } from "react-icons/lu";

export type RowAction = "edit" | "duplicate" | "up" | "down" | "delete";

type Props = {
  name: string;
  onAction: (action: RowAction) => void;
  /** Which moves make sense here (not up from the top, none while the list is filtered). */
  canMoveUp: boolean;
  canMoveDown: boolean;
};

export function RowActions({ name, onAction, canMoveUp, canMoveDown }: Props) {
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }} onSelect={(details) => onAction(details.value as RowAction)}>
      <Menu.Trigger asChild>
        <IconButton aria-label={`Actions pour ${name}`} variant="ghost" size="xs">
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="edit">
              <LuPencil /> Modifier
            </Menu.Item>
            <Menu.Item value="duplicate">
              <LuCopy /> Dupliquer
            </Menu.Item>
            <Menu.Item value="up" disabled={!canMoveUp}>
              <LuArrowUp /> Monter
            </Menu.Item>
            <Menu.Item value="down" disabled={!canMoveDown}>
              <LuArrowDown /> Descendre
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="delete" color="fg.error" _hover={{ bg: "bg.error", color: "fg.error" }}>
              <LuTrash2 /> Supprimer
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * Drag-and-drop reordering of a table's rows (dnd-kit): SortableRows around the table, each row
 * a SortableRow (DataTable's RowComponent: a table row, or a card on phones), a DragHandle in one
 * of its cells. With the keyboard:
 * focus the handle, Espace to pick up, ↑ ↓ to move, Espace to drop, Échap to cancel; the moves
 * are announced in French.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { IconButton } from "@chakra-ui/react";
import { createContext, useContext, type ReactNode } from "react";
import { LuGripVertical } from "react-icons/lu";
import { RowFrame, type RowFrameProps } from "../list";
import { moveId } from "./reorder";

type Props = {
  ids: readonly string[];
  /** The complete new order, after a drop that moved something. */
  onReorder: (ids: readonly string[]) => void;
  /** What to call an item in the announcements (its name). */
  nameOf: (id: string) => string;
  disabled?: boolean;
  children: ReactNode;
};

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const INSTRUCTIONS =
  "Pour déplacer une ligne, appuyez sur Espace ou Entrée, déplacez-la avec les flèches haut et bas, puis appuyez de nouveau sur Espace ou Entrée pour la déposer, ou sur Échap pour annuler.";

export function SortableRows({ ids, onReorder, nameOf, disabled, children }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier) => nameOf(String(id));
  const place = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} sur ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${name(active.id)} saisi, en ${place(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} déplacé en ${place(over.id)}.` : `${name(active.id)} hors de la liste.`),
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} déposé en ${place(over.id)}.` : `${name(active.id)} reposé à sa place.`),
    onDragCancel: ({ active }) => `Déplacement de ${name(active.id)} annulé.`,
  };
  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveId(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={drop}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy} disabled={disabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

const RowSortable = createContext<ReturnType<typeof useSortable> | null>(null);

/** A row (table row or card) that can be dragged by its DragHandle. */
export function SortableRow(props: RowFrameProps) {
  const sortable = useSortable({ id: props.rowKey });
  return (
    <RowSortable.Provider value={sortable}>
      <RowFrame
        ref={sortable.setNodeRef}
        style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
        zIndex={sortable.isDragging ? 2 : undefined}
        {...props}
        bg={sortable.isDragging ? "bg.muted" : props.bg}
      />
    </RowSortable.Provider>
  );
}

/** The grip of a SortableRow: the only part that starts a drag, by mouse or keyboard. */
export function DragHandle({ label }: { label: string }) {
  const sortable = useContext(RowSortable);
  if (!sortable) return null;
  const disabled = sortable.attributes["aria-disabled"];
  return (
    <IconButton
      ref={sortable.setActivatorNodeRef}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={label}
      variant="ghost"
      size="xs"
      cursor={disabled ? "not-allowed" : "grab"}
      disabled={disabled}
      touchAction="none"
    >
      <LuGripVertical />
    </IconButton>
  );
}

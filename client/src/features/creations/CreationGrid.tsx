import { SimpleGrid } from "@chakra-ui/react";
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import type { CreationCardFragment } from "../../gql/graphql";
import { CreationCard } from "./CreationCard";
import { columnsOf, nextGridIndex } from "./gridNavigation";

export interface CreationGridProps {
  creations: readonly CreationCardFragment[];
  selected: ReadonlySet<string>;
  highlightedId: string | null;
  onSelect: (creation: CreationCardFragment, event: MouseEvent | KeyboardEvent) => void;
  onApprove: (creation: CreationCardFragment) => void;
  onReject: (creation: CreationCardFragment) => void;
  onOpen: (creation: CreationCardFragment) => void;
}

/**
 * The moderation grid, built to be worked through from the keyboard: arrows (and Début/Fin)
 * move, A approves, R rejects, Espace opens the details, X selects. When the focused card
 * leaves the view after a decision, the focus goes to the card that took its place.
 */
export function CreationGrid(props: CreationGridProps) {
  const { creations } = props;
  const gridRef = useRef<HTMLDivElement>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const lastIndex = useRef(0);

  const focusCard = (id: string) => {
    gridRef.current?.querySelector<HTMLElement>(`[data-creation-id="${CSS.escape(id)}"]`)?.focus();
  };

  useEffect(() => {
    const index = focusedId ? creations.findIndex((c) => c.id === focusedId) : -1;
    if (index >= 0) {
      lastIndex.current = index;
      return;
    }
    if (!focusedId) return;
    const replacement = creations[Math.min(lastIndex.current, creations.length - 1)]?.id ?? null;
    setFocusedId(replacement);
    const active = document.activeElement;
    const focusWasHere = !active || active === document.body || gridRef.current?.contains(active);
    if (replacement && focusWasHere) focusCard(replacement);
  }, [creations, focusedId]);

  const onKeyDown = (creation: CreationCardFragment, index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const columns = gridRef.current ? columnsOf(gridRef.current) : 1;
    const next = nextGridIndex(event.key, index, creations.length, columns);
    if (next !== null) {
      event.preventDefault();
      const id = creations[next]?.id;
      if (id) {
        setFocusedId(id);
        focusCard(id);
      }
      return;
    }
    const actions: Record<string, () => void> = {
      a: () => props.onApprove(creation),
      r: () => props.onReject(creation),
      " ": () => props.onOpen(creation),
      x: () => props.onSelect(creation, event),
    };
    const action = actions[event.key.toLowerCase()];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const tabStop = creations.some((c) => c.id === focusedId) ? focusedId : creations[0]?.id;

  return (
    <SimpleGrid ref={gridRef} role="listbox" aria-label="Créations" aria-multiselectable columns={{ base: 2, md: 3, lg: 4, "2xl": 5 }} gap="4">
      {creations.map((creation, index) => (
        <CreationCard
          key={creation.id}
          creation={creation}
          selected={props.selected.has(creation.id)}
          highlighted={creation.id === props.highlightedId}
          tabbable={creation.id === tabStop}
          onSelect={(event) => props.onSelect(creation, event)}
          onApprove={() => props.onApprove(creation)}
          onReject={() => props.onReject(creation)}
          onOpen={() => props.onOpen(creation)}
          onFocus={() => setFocusedId(creation.id)}
          onKeyDown={onKeyDown(creation, index)}
        />
      ))}
    </SimpleGrid>
  );
}

/** Actifs / Inactifs / Tous: which items of a catalogue list show. */
import { Button, ButtonGroup } from "@chakra-ui/react";
import { ACTIVE_FILTERS, type ActiveFilter } from "./catalogueFilter";

export function ActiveFilterButtons({ value, onChange }: { value: ActiveFilter; onChange: (value: ActiveFilter) => void }) {
  return (
    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Statut">
      {ACTIVE_FILTERS.map((filter) => (
        <Button
          key={filter.value}
          aria-pressed={value === filter.value}
          variant={value === filter.value ? "solid" : "outline"}
          colorPalette={value === filter.value ? "teal" : "gray"}
          onClick={() => onChange(filter.value)}
        >
          {filter.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}

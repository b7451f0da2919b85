import { Button, ButtonGroup, HStack, NativeSelect, Text, Wrap } from "@chakra-ui/react";
import { LuCheck, LuX } from "react-icons/lu";
import { MODERATION_VIEWS, type ModerationView } from "./creationLabels";

export interface CreationsToolbarProps {
  view: ModerationView;
  style: string | null;
  styles: readonly { id: string; name: string }[];
  onViewChange: (view: ModerationView) => void;
  onStyleChange: (style: string | null) => void;
  selectedCount: number;
  loadedCount: number;
  onSelectAll: () => void;
  onClearSelection: () => void;
  onApproveSelection: () => void;
  onRejectSelection: () => void;
}

/** Filters (moderation state, style) and the bulk actions on the selection. */
export function CreationsToolbar(props: CreationsToolbarProps) {
  const allSelected = props.loadedCount > 0 && props.selectedCount === props.loadedCount;
  return (
    <Wrap gap="3" mb="4" align="center" justify="space-between">
      <HStack gap="3" wrap="wrap" w={{ base: "full", md: "auto" }}>
        {/* On a phone the four views share the width, with less padding, so they fit on one line. */}
        <ButtonGroup size="sm" attached variant="outline" role="group" aria-label="État de modération" w={{ base: "full", md: "auto" }}>
          {MODERATION_VIEWS.map(({ value, label }) => (
            <Button
              key={value}
              flex={{ base: "1", md: "initial" }}
              px={{ base: "2", md: "3.5" }}
              aria-pressed={props.view === value}
              variant={props.view === value ? "solid" : "outline"}
              onClick={() => props.onViewChange(value)}
            >
              {label}
            </Button>
          ))}
        </ButtonGroup>
        <NativeSelect.Root size="sm" width={{ base: "full", md: "56" }}>
          <NativeSelect.Field aria-label="Style" value={props.style ?? ""} onChange={(e) => props.onStyleChange(e.target.value || null)}>
            <option value="">Tous les styles</option>
            {props.styles.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack gap="2" wrap="wrap">
        {props.selectedCount > 0 && (
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {props.selectedCount} sélectionnée{props.selectedCount > 1 ? "s" : ""}
          </Text>
        )}
        <Button size="sm" variant="outline" disabled={props.loadedCount === 0} onClick={allSelected ? props.onClearSelection : props.onSelectAll}>
          {allSelected ? "Tout désélectionner" : "Tout sélectionner"}
        </Button>
        <Button size="sm" colorPalette="green" disabled={props.selectedCount === 0} onClick={props.onApproveSelection}>
          <LuCheck /> Approuver la sélection
        </Button>
        <Button size="sm" colorPalette="red" disabled={props.selectedCount === 0} onClick={props.onRejectSelection}>
          <LuX /> Refuser la sélection
        </Button>
      </HStack>
    </Wrap>
  );
}

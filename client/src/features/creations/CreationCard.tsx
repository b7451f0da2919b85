import { Badge, Box, Button, HStack, Icon, Stack, Text } from "@chakra-ui/react";
import type { KeyboardEvent, MouseEvent } from "react";
import { LuCheck, LuX } from "react-icons/lu";
import type { CreationCardFragment } from "../../gql/graphql";
import { formatDateTime } from "../../ui/format";
import { ImageWithFallback } from "../../ui/ImageWithFallback";
import { KIND_LABELS, authorName, moderationLabel } from "./creationLabels";

export interface CreationCardProps {
  creation: CreationCardFragment;
  selected: boolean;
  highlighted: boolean;
  /** Roving tab stop: only one card of the grid is in the tab order. */
  tabbable: boolean;
  onSelect: (event: MouseEvent) => void;
  onApprove: () => void;
  onReject: () => void;
  onOpen: () => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** One creation of the moderation grid. A click (or Maj+clic) on the card selects it. */
export function CreationCard(props: CreationCardProps) {
  const { creation, selected, highlighted, tabbable } = props;
  const status = moderationLabel(creation.moderation);
  const author = authorName(creation.author);
  const style = creation.styleLabel ?? creation.style ?? "Style inconnu";
  const stop = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };

  return (
    <Box
      role="option"
      aria-selected={selected}
      data-creation-id={creation.id}
      data-highlighted={highlighted || undefined}
      tabIndex={tabbable ? 0 : -1}
      onClick={props.onSelect}
      onFocus={props.onFocus}
      onKeyDown={props.onKeyDown}
      position="relative"
      borderWidth="1px"
      borderRadius="lg"
      overflow="hidden"
      bg="bg.panel"
      cursor="pointer"
      userSelect="none"
      borderColor={selected ? "colorPalette.solid" : "border"}
      colorPalette="purple"
      outline={highlighted ? "4px solid" : undefined}
      outlineColor={highlighted ? "purple.400" : undefined}
      outlineOffset="2px"
      _focusVisible={{ outline: "3px solid", outlineColor: "blue.500", outlineOffset: "2px" }}
      transition="border-color 0.15s"
    >
      {/* The card's name is its visible text (style, kind, author, date, state), as WCAG 2.5.3 asks; the image adds nothing to it. */}
      <ImageWithFallback src={creation.imageUrl} fallbackSrc={creation.originalImageUrl} alt="" aspectRatio="1" />
      <Box
        position="absolute"
        top="2"
        left="2"
        boxSize="6"
        borderRadius="md"
        borderWidth="2px"
        borderColor={selected ? "colorPalette.solid" : "white"}
        bg={selected ? "colorPalette.solid" : "blackAlpha.400"}
        color="white"
        display="flex"
        alignItems="center"
        justifyContent="center"
        aria-hidden
      >
        {selected && <Icon as={LuCheck} boxSize="4" />}
      </Box>
      <Badge position="absolute" top="2" right="2" colorPalette={status.palette} variant="solid">
        {status.label}
      </Badge>
      <Stack gap="0.5" p="3">
        <Text fontWeight="semibold" truncate>
          {style}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {KIND_LABELS[creation.kind]}
        </Text>
        <Text textStyle="sm" truncate>
          {author}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {formatDateTime(creation.createdAt)}
        </Text>
        {/*
          Shortcuts for the mouse, drawn as buttons but not focusable ones: an option may hold no
          control (WCAG 4.1.2). The keyboard has A, R and Espace on the card itself, announced
          above the grid.
        */}
        {/* They wrap when the card is narrow (four columns on a laptop), « Détails » included. */}
        <HStack mt="2" gap="1.5" flexWrap="wrap" aria-hidden>
          <Button asChild size="xs" colorPalette="green" variant="subtle" onClick={stop(props.onApprove)}>
            <span>
              <LuCheck /> Approuver
            </span>
          </Button>
          <Button asChild size="xs" colorPalette="red" variant="subtle" onClick={stop(props.onReject)}>
            <span>
              <LuX /> Refuser
            </span>
          </Button>
          <Button asChild size="xs" variant="ghost" onClick={stop(props.onOpen)} ms="auto">
            <span>Détails</span>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/**
 * A figure's change, the same on the dashboard and on /finances: the badge (« ▲ 2,1 % », « ▼ 4 % »,
 * « 0 % », « — »; green up and red down, swapped where lower is better; the arrow and the words
 * read without the colours) and, under it, what it is compared with in words.
 */
import { Badge, Box, HStack, Text, VisuallyHidden } from "@chakra-ui/react";
import { comparedWith } from "./comparedWith";
import { figureChange, type ChangeDirection } from "./figureChange";

const PALETTES: Record<ChangeDirection, [up: string, down: string] | string> = { UP: ["green", "red"], DOWN: ["red", "green"], STABLE: "gray", NONE: "gray" };

type Props = {
  current: number;
  previous: number;
  /** The Paris days `previous` covers. */
  compared: { from: string; to: string };
  /** Words after the change inside the badge (the dashboard's « vs mois dernier », from the spec). */
  suffix?: string;
  /** The figure compared with, formatted, said after the days. */
  previousText?: string;
  /** Refunds going up is bad news: the badge's colours are swapped. */
  lowerIsBetter?: boolean;
  testId: string;
};

export function FigureChange({ current, previous, compared, suffix, previousText, lowerIsBetter, testId }: Props) {
  const change = figureChange(current, previous);
  const palette = PALETTES[change.direction];
  const color = typeof palette === "string" ? palette : palette[lowerIsBetter ? 1 : 0];
  const words = `${comparedWith(compared)}${previousText ? `\u202f: ${previousText}` : ""}`;
  return (
    <Box>
      <HStack height="6" mt="1">
        <Badge colorPalette={color} variant="subtle" data-testid={testId} data-direction={change.direction}>
          <span aria-hidden>{change.text}</span>
          <VisuallyHidden>{change.spoken}</VisuallyHidden>
          {suffix && ` ${suffix}`}
        </Badge>
      </HStack>
      <Text fontSize="xs" color="fg.muted" height="4" lineHeight="4" truncate title={words} data-testid={`${testId}-compared`}>
        {words}
      </Text>
    </Box>
  );
}

import { Box, SimpleGrid, Skeleton, Text } from "@chakra-ui/react";
import { useNavigate } from "react-router-dom";
import { formatInteger } from "../../ui/format";
import { ImageWithFallback } from "../../ui/ImageWithFallback";
import { Panel } from "../../ui/Panel";
import type { DashboardData } from "./types";
import { creationsPath, PATHS } from "../../app/paths";

export function ModerationPreview({ creations, count }: { creations: DashboardData["creationsToModerate"] | undefined; count: number | undefined }) {
  const navigate = useNavigate();
  const title = count === undefined ? "Créations à modérer" : `Créations à modérer (${formatInteger(count)})`;
  return (
    <Panel title={title} link={{ to: PATHS.creations, label: "Voir toutes les créations" }}>
      {creations?.length === 0 && <Text color="fg.muted">Aucun résultat</Text>}
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
        {!creations &&
          // The tile of a loaded creation: a square image and one line of text, inside a border.
          Array.from({ length: 6 }, (_, i) => (
            <Box key={i} rounded="l2" overflow="hidden" borderWidth="1px">
              <Skeleton aspectRatio={1} rounded="0" />
              <Skeleton height="4" mx="2" my="1" />
            </Box>
          ))}
        {creations?.map((creation) => (
          <Box
            key={creation.id}
            as="button"
            data-testid="creation-to-moderate"
            data-id={creation.id}
            textAlign="left"
            rounded="l2"
            overflow="hidden"
            borderWidth="1px"
            cursor="pointer"
            focusVisibleRing="outside"
            _hover={{ shadow: "md" }}
            onClick={() => navigate(creationsPath({ highlight: creation.id }))}
          >
            <ImageWithFallback src={creation.imageUrl} fallbackSrc={creation.originalImageUrl} alt={creation.styleLabel ?? "Création"} aspectRatio={1} />
            <Text fontSize="xs" lineHeight="4" px="2" py="1" truncate>
              {creation.styleLabel ?? "Style inconnu"}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Panel>
  );
}

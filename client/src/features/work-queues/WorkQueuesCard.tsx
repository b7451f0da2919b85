/**
 * The dashboard's « Files d’attente »: each work queue, its late count and a link to the list of
 * exactly those records (docs/saved-views.md). Its own query, so a slow count never holds the
 * dashboard's figures back.
 */
import { Badge, Button, HStack, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { WORK_QUEUES } from "@atelier/domain/workQueues/workQueues";
import { formatInteger } from "../../ui/format";
import { Panel } from "../../ui/Panel";
import { useWorkQueues } from "./useWorkQueues";

export function WorkQueuesCard() {
  const { queues, error, retry } = useWorkQueues();
  return (
    <Panel title="Files d’attente" mb="4">
      {error ? (
        <HStack justify="space-between" minH="24">
          <Text color="fg.error">Impossible de compter les retards.</Text>
          <Button size="sm" variant="outline" onClick={retry}>
            Réessayer
          </Button>
        </HStack>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="work-queues">
          {queues
            ? queues.map((queue) => (
                <HStack as="li" key={queue.id} justify="space-between" gap="3" minH="8">
                  <Link asChild color="teal.fg" fontWeight="medium">
                    <RouterLink to={queue.path}>{queue.label}</RouterLink>
                  </Link>
                  <Badge colorPalette={queue.lateCount > 0 ? "orange" : "gray"} variant={queue.lateCount > 0 ? "solid" : "subtle"} rounded="full">
                    {queue.lateCount > 0 ? `${formatInteger(queue.lateCount)} en retard` : "à jour"}
                  </Badge>
                </HStack>
              ))
            : // One line per queue, as tall as a loaded one.
              WORK_QUEUES.map((queue) => <Skeleton key={queue.id} h="8" />)}
        </Stack>
      )}
    </Panel>
  );
}

/**
 * Above a list opened on its work queue (`?late=1`, docs/saved-views.md): which rule filters it,
 * and the way back to the whole list.
 */
import { Alert, Button } from "@chakra-ui/react";
import { useSearchParamsLatest } from "../../ui/list";
import { LATE_PARAM, workQueue, type WorkQueueId } from "@atelier/domain/workQueues/workQueues";

export function LateFilterNotice({ queue, detail }: { queue: WorkQueueId; detail: string }) {
  const [searchParams, setSearchParams] = useSearchParamsLatest();
  if (searchParams.get(LATE_PARAM) !== "1") return null;
  const remove = () =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.delete(LATE_PARAM);
      return params;
    });
  return (
    <Alert.Root status="warning" mb="3" rounded="l3" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>File d’attente&nbsp;: {workQueue(queue).label}</Alert.Title>
        <Alert.Description>{detail}</Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="outline" alignSelf="center" onClick={remove}>
        Retirer ce filtre
      </Button>
    </Alert.Root>
  );
}

/**
 * The upload queue on screen: per file its name, one progress value shown by the bar and its
 * text, and « Annuler », « Réessayer » (a failure that may pass later) or « Retirer » (a file the
 * server refused: wrong type, too large; sending it again cannot succeed).
 */
import { Button, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { LuCheck, LuRotateCcw, LuTrash2, LuX } from "react-icons/lu";
import { formatBytes } from "./mediaFormat";
import type { UploadItem, useUploadQueue } from "./useUploadQueue";

const STATUS_TEXT: Record<UploadItem["status"], string> = {
  uploading: "Envoi…",
  retrying: "Nouvelle tentative…",
  done: "Envoyé",
  error: "Échec",
  refused: "Refusé",
  canceled: "Annulé",
};

type Queue = Pick<ReturnType<typeof useUploadQueue>, "items" | "cancel" | "retry" | "remove" | "clearFinished">;

const isActive = (item: UploadItem) => item.status === "uploading" || item.status === "retrying";

/** The one progress value of an item, 0–100: the bar and its text both show it. */
export function uploadPercent(item: UploadItem): number {
  return item.status === "done" ? 100 : Math.round(item.progress * 100);
}

export function UploadQueueList({ queue }: { queue: Queue }) {
  const { items } = queue;
  if (items.length === 0) return null;
  const finished = items.some((i) => !isActive(i));
  return (
    <Stack as="section" aria-label="Envois en cours" gap="2" borderWidth="1px" rounded="l2" p="3" mb="4">
      {items.map((item) => (
        <UploadRow key={item.id} item={item} queue={queue} />
      ))}
      {finished && (
        <HStack justify="end">
          <Button size="xs" variant="ghost" onClick={queue.clearFinished}>
            Effacer les envois terminés
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

function UploadRow({ item, queue }: { item: UploadItem; queue: Queue }) {
  const failed = item.status === "error" || item.status === "refused";
  const name = item.file.name;
  return (
    // One Progress.Root holds the value: the text below is its ValueText, so it cannot say 100 %
    // while the bar shows less; no width transition, so the bar never trails the text.
    <Progress.Root value={uploadPercent(item)} size="xs" colorPalette={failed ? "red" : "teal"} locale="fr-FR">
      <Stack gap="1" data-testid="upload-item" data-status={item.status}>
        <HStack justify="space-between" gap="3">
          <Text fontSize="sm" truncate title={name}>
            {name}{" "}
            <Text as="span" color="fg.muted">
              · {formatBytes(item.file.size)}
            </Text>
          </Text>
          <HStack gap="2" flexShrink={0}>
            <Text fontSize="xs" color={failed ? "fg.error" : "fg.muted"}>
              {item.status === "done" ? <LuCheck aria-hidden style={{ display: "inline" }} /> : null} {STATUS_TEXT[item.status]}
              {item.status === "uploading" && (
                <>
                  {" "}
                  <Progress.ValueText fontSize="xs" fontWeight="normal" color="inherit" aria-live="off" />
                </>
              )}
            </Text>
            {isActive(item) && (
              <Button size="xs" variant="ghost" onClick={() => queue.cancel(item.id)} aria-label={`Annuler l’envoi de ${name}`}>
                <LuX /> Annuler
              </Button>
            )}
            {(item.status === "error" || item.status === "canceled") && (
              <Button size="xs" variant="outline" onClick={() => queue.retry(item.id)} aria-label={`Réessayer l’envoi de ${name}`}>
                <LuRotateCcw /> Réessayer
              </Button>
            )}
            {item.status === "refused" && (
              <Button size="xs" variant="outline" onClick={() => queue.remove(item.id)} aria-label={`Retirer ${name} des envois`}>
                <LuTrash2 /> Retirer
              </Button>
            )}
          </HStack>
        </HStack>
        <Progress.Track>
          <Progress.Range transition="none" />
        </Progress.Track>
        {item.error && failed && (
          <Text fontSize="xs" color="fg.error" role="alert">
            {item.error}
          </Text>
        )}
      </Stack>
    </Progress.Root>
  );
}

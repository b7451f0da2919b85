/** The upload queue on screen: per file its name, a real progress bar, and « Annuler » or « Réessayer ». */
import { Button, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { LuCheck, LuRotateCcw, LuX } from "react-icons/lu";
import { formatBytes } from "./mediaFormat";
import type { UploadItem } from "./useUploadQueue";

const STATUS_TEXT: Record<UploadItem["status"], string> = {
  uploading: "Envoi…",
  retrying: "Nouvelle tentative…",
  done: "Envoyé",
  error: "Échec",
  canceled: "Annulé",
};

export function UploadQueueList({ items, onCancel, onRetry, onClear }: { items: UploadItem[]; onCancel: (id: string) => void; onRetry: (id: string) => void; onClear: () => void }) {
  if (items.length === 0) return null;
  const finished = items.some((i) => i.status !== "uploading" && i.status !== "retrying");
  return (
    <Stack as="section" aria-label="Envois en cours" gap="2" borderWidth="1px" rounded="l2" p="3" mb="4">
      {items.map((item) => {
        const active = item.status === "uploading" || item.status === "retrying";
        const percent = Math.round(item.progress * 100);
        return (
          <Stack key={item.id} gap="1" data-testid="upload-item" data-status={item.status}>
            <HStack justify="space-between" gap="3">
              <Text fontSize="sm" truncate title={item.file.name}>
                {item.file.name} <Text as="span" color="fg.muted">· {formatBytes(item.file.size)}</Text>
              </Text>
              <HStack gap="2" flexShrink={0}>
                <Text fontSize="xs" color={item.status === "error" ? "fg.error" : "fg.muted"}>
                  {item.status === "done" ? <LuCheck aria-hidden style={{ display: "inline" }} /> : null} {STATUS_TEXT[item.status]}
                  {item.status === "uploading" ? ` ${percent}\u00a0%` : ""}
                </Text>
                {active && (
                  <Button size="xs" variant="ghost" onClick={() => onCancel(item.id)} aria-label={`Annuler l’envoi de ${item.file.name}`}>
                    <LuX /> Annuler
                  </Button>
                )}
                {(item.status === "error" || item.status === "canceled") && (
                  <Button size="xs" variant="outline" onClick={() => onRetry(item.id)} aria-label={`Réessayer l’envoi de ${item.file.name}`}>
                    <LuRotateCcw /> Réessayer
                  </Button>
                )}
              </HStack>
            </HStack>
            <Progress.Root value={item.status === "done" ? 100 : percent} size="xs" colorPalette={item.status === "error" ? "red" : "teal"}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            {item.error && item.status === "error" && (
              <Text fontSize="xs" color="fg.error" role="alert">
                {item.error}
              </Text>
            )}
          </Stack>
        );
      })}
      {finished && (
        <HStack justify="end">
          <Button size="xs" variant="ghost" onClick={onClear}>
            Effacer les envois terminés
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/**
 * The details panel of a library file (?file=<fullPath>): every metadata field of the spec,
 * the alt text and custom metadata to edit (the version rule: a stale save is refused),
 * « Copier le lien », where the file is used, and « Supprimer » (a confirmation first; refused
 * while the file is used).
 */
import { Badge, Box, Button, DataList, Field, HStack, IconButton, Input, Skeleton, Stack, Text, Textarea } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { LuCopy, LuPlus, LuTrash2, LuX } from "react-icons/lu";
import { DeleteMediaFileDocument, MediaFileDetailsDocument, UpdateMediaFileDocument, type MediaFileDetailsQuery } from "../../gql/graphql";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { RecordState } from "../../ui/detail";
import { DialogFrame } from "../../ui/dialog";
import { formatDateTime, formatInteger } from "../../ui/format";
import { folderLabel, formatBytes, MediaThumb } from "../../ui/media";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { notify } from "../../ui/notify";
import { MAX_ALT_LENGTH } from "@atelier/domain/media/mediaFile";
import { personName } from "../../ui/person";

type Details = NonNullable<MediaFileDetailsQuery["mediaFile"]>;

const USAGE_KINDS: Record<Details["usages"][number]["kind"], string> = {
  PRODUCT: "Produit",
  TEXT_TO_IMAGE_STYLE: "Style texte-vers-image",
  IMAGE_TO_IMAGE_PROMPT: "Prompt image-vers-image",
  BLOG_POST: "Article de blog",
  STATIC_PAGE: "Page statique",
};

export function MediaDetails({ path, onClose, onDeleted }: { path: string; onClose: () => void; onDeleted: () => void }) {
  const { data, loading, error, refetch } = useQuery(MediaFileDetailsDocument, { variables: { path }, fetchPolicy: "cache-and-network" });
  const file = data?.mediaFile;
  return (
    <DialogFrame variant="drawer" title={file?.name ?? "Détails du fichier"} titleWordBreak="break-all" label="Détails du fichier" onClose={onClose}>
      <RecordState
        item={file}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadFailed="Impossible de charger ce fichier"
        notFound={{ title: "Ce fichier est introuvable.", message: "Il a peut-être été supprimé. Fermez ce panneau pour revenir à la bibliothèque." }}
        skeleton={
          <Stack gap="3" aria-busy>
            <Skeleton aspectRatio="4/3" rounded="l2" />
            <Skeleton height="40" />
            <Skeleton height="24" />
          </Stack>
        }
        inDialog
      >
        {(found) => <DetailsBody key={`${found.fullPath}:${found.version}`} file={found} onDeleted={onDeleted} />}
      </RecordState>
    </DialogFrame>
  );
}

function DetailsBody({ file, onDeleted }: { file: Details; onDeleted: () => void }) {
  const [alt, setAlt] = useState(file.alt ?? "");
  const [entries, setEntries] = useState(file.customMetadata.map(({ key, value }) => ({ key, value })));
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setProblem(null), [file.version]);
  const update = useAdminMutation(UpdateMediaFileDocument, {
    payload: (d) => d.updateMediaFile,
    refusal: "Enregistrement refusé",
    failure: "Enregistrement impossible",
    success: { title: "Fichier enregistré" },
  });
  const remove = useAdminMutation(DeleteMediaFileDocument, {
    payload: (d) => d.deleteMediaFile,
    refusal: "Suppression refusée",
    failure: "Suppression impossible",
    success: { title: "Fichier supprimé" },
  });
  const dirty = alt !== (file.alt ?? "") || JSON.stringify(entries) !== JSON.stringify(file.customMetadata.map(({ key, value }) => ({ key, value })));

  const save = async () => {
    const result = await update.run({ variables: { input: { path: file.fullPath, version: file.version, alt: alt.trim() || null, customMetadata: entries } } });
    setProblem(result.ok ? null : (result.userErrors[0]?.message ?? result.problem ?? null));
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(new URL(file.url, window.location.origin).href);
      notify.success("Lien copié");
    } catch {
      notify.error("Copie impossible", "Le presse-papiers n’est pas accessible.");
    }
  };
  const confirmDelete = async () => {
    setConfirming(false);
    const result = await remove.run({ variables: { input: { path: file.fullPath } } });
    if (result.ok) onDeleted();
  };

  const fields: Array<[string, string]> = [
    ["Nom", file.name],
    ["Chemin complet", file.fullPath],
    ["Dossier", folderLabel(file.folder)],
    ["Bucket", file.bucket],
    ["Taille", `${formatBytes(file.size)} (${formatInteger(file.size)}\u00a0octets)`],
    ["Type de contenu", file.contentType],
    ["Dimensions", file.width && file.height ? `${file.width} × ${file.height}\u00a0px` : "—"],
    ["Créé le", formatDateTime(file.timeCreated)],
    ["Modifié le", formatDateTime(file.updated)],
    ["Envoyé par", personName(file.uploadedBy, "—")],
    ["Version", formatInteger(file.version)],
  ];

  return (
    <Stack gap="5">
      <MediaThumb src={file.thumbnailUrl} fallbackSrc={file.url} alt={file.alt ?? ""} aspectRatio="4/3" rounded="l2" />
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void copyLink()}>
          <LuCopy /> Copier le lien
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} loading={remove.state === "saving"}>
          <LuTrash2 /> Supprimer
        </Button>
      </HStack>

      <DataList.Root orientation="horizontal" size="sm">
        {fields.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>

      <Box as="section" aria-labelledby="media-usages">
        <Text id="media-usages" fontWeight="semibold" mb="2">
          Utilisations
        </Text>
        {file.usages.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            Ce fichier n’est utilisé nulle part.
          </Text>
        ) : (
          <Stack as="ul" gap="1" fontSize="sm">
            {file.usages.map((u) => (
              <HStack as="li" key={`${u.kind}:${u.id}`} gap="2">
                <Badge>{USAGE_KINDS[u.kind]}</Badge>
                <Text>{u.name}</Text>
              </HStack>
            ))}
          </Stack>
        )}
      </Box>

      <Stack as="section" gap="3" aria-label="Métadonnées modifiables">
        <Field.Root>
          <Field.Label>Texte alternatif</Field.Label>
          <Textarea value={alt} onChange={(e) => setAlt(e.currentTarget.value)} rows={2} maxLength={MAX_ALT_LENGTH} />
          <Field.HelperText>{`Décrit l’image pour les lecteurs d’écran (${MAX_ALT_LENGTH} caractères au plus).`}</Field.HelperText>
        </Field.Root>
        <Stack gap="2">
          <Text fontWeight="medium" fontSize="sm">
            Métadonnées personnalisées
          </Text>
          {entries.map((entry, i) => (
            <HStack key={i} gap="2">
              <Input
                size="sm"
                aria-label={`Clé ${i + 1}`}
                placeholder="clé"
                value={entry.key}
                onChange={(e) => setEntries(entries.map((x, j) => (j === i ? { ...x, key: e.currentTarget.value } : x)))}
              />
              <Input
                size="sm"
                aria-label={`Valeur ${i + 1}`}
                placeholder="valeur"
                value={entry.value}
                onChange={(e) => setEntries(entries.map((x, j) => (j === i ? { ...x, value: e.currentTarget.value } : x)))}
              />
              <IconButton size="sm" variant="ghost" aria-label={`Retirer la métadonnée ${i + 1}`} onClick={() => setEntries(entries.filter((_, j) => j !== i))}>
                <LuX />
              </IconButton>
            </HStack>
          ))}
          <Button size="xs" variant="ghost" alignSelf="start" onClick={() => setEntries([...entries, { key: "", value: "" }])}>
            <LuPlus /> Ajouter une métadonnée
          </Button>
        </Stack>
        {problem && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {problem}
          </Text>
        )}
        <Button
          colorPalette="teal"
          alignSelf="start"
          disabled={!dirty}
          loading={update.state === "saving"}
          loadingText="Enregistrement…"
          onClick={() => void save()}
        >
          Enregistrer
        </Button>
      </Stack>

      <ConfirmDialog
        open={confirming}
        title="Supprimer ce fichier ?"
        message={`« ${file.name} » sera supprimé de la médiathèque, avec sa miniature. Cette action est définitive.`}
        confirmLabel="Supprimer"
        destructive
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

/**
 * /media « Media Library »: upload by drag-and-drop or file picker (several files, real progress,
 * cancel, automatic retries, « Réessayer »), the library in a grid or a list with thumbnails,
 * folders, search by name, sorts, cursor pages (« Charger plus »), and the details panel
 * (?file=<fullPath>). docs/media.md.
 */
import { Box, Button, Center, ButtonGroup, HStack, NativeSelect, SimpleGrid, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useRef, useState, type DragEvent } from "react";
import { LuImageOff, LuLayoutGrid, LuList, LuUpload } from "react-icons/lu";
import { MediaFoldersDocument, MediaLibraryDocument, type MediaFileCardFragment, type MediaFileSort } from "../../gql/graphql";
import { useSearchValueDialog } from "../../ui/form";
import { formatDate, formatInteger } from "../../ui/format";
import { ListEmptyState, ListErrorState, SearchBox, useConnectionList } from "../../ui/list";
import { ACCEPTED_MEDIA, folderLabel, FolderSelect, formatBytes, MediaThumb, UploadQueueList, uploadFolder, useUploadQueue } from "../../ui/media";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { MediaDetails } from "./MediaDetails";

const PAGE_SIZE = 40;
export const MEDIA_URL_DEFAULTS = { q: "", folder: "", sort: "createdAt:desc", view: "grid" };

// `sort` in the URL is `field:direction`, as on every list (docs/urls.md); the API's enum beside it.
const SORTS: Array<{ value: string; orderBy: MediaFileSort; label: string }> = [
  { value: "createdAt:desc", orderBy: "CREATED_DESC", label: "Plus récents" },
  { value: "createdAt:asc", orderBy: "CREATED_ASC", label: "Plus anciens" },
  { value: "name:asc", orderBy: "NAME_ASC", label: "Nom (A → Z)" },
  { value: "name:desc", orderBy: "NAME_DESC", label: "Nom (Z → A)" },
  { value: "size:desc", orderBy: "SIZE_DESC", label: "Plus lourds" },
  { value: "size:asc", orderBy: "SIZE_ASC", label: "Plus légers" },
];
const sortOf = (value: string) => SORTS.find((s) => s.value === value) ?? SORTS[0]!;
const filesText = (n: number) => `${formatInteger(n)} ${n > 1 ? "fichiers" : "fichier"}`;

export default function MediaPage({ title }: PageProps) {
  const list = useConnectionList(MediaLibraryDocument, {
    params: MEDIA_URL_DEFAULTS,
    variables: (params, page) => ({ ...page, filter: { search: params.q || null, folder: params.folder || null }, orderBy: sortOf(params.sort).orderBy }),
    connection: (data) => data.mediaFiles,
    pageSize: PAGE_SIZE,
    paging: "more",
    fetchPolicy: "cache-and-network",
    loadFailed: "Impossible de charger la médiathèque",
    toasts: { loaded: "Médiathèque chargée", count: filesText },
  });
  const { params, setParams } = list;
  const folders = useQuery(MediaFoldersDocument, { fetchPolicy: "cache-and-network" });
  const details = useSearchValueDialog("file");
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const queue = useUploadQueue(() => {
    list.retry();
    void folders.refetch();
  });
  const files = list.rows ?? [];
  const grid = params.view !== "list";

  const upload = (picked: FileList | null | undefined) => {
    if (picked && picked.length > 0) queue.add(Array.from(picked), uploadFolder(params.folder || null));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    upload(event.dataTransfer.files);
  };

  return (
    <Box>
      <PageHeader title={title} description={list.connection ? filesText(list.connection.totalCount) : list.error ? null : "Chargement…"} />

      <Box
        data-testid="media-dropzone"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? "teal.solid" : "border"}
        bg={dragging ? "teal.subtle" : undefined}
        rounded="l3"
        p="5"
        mb="4"
        textAlign="center"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack align="center" gap="2">
          <Text color="fg.muted">Déposez des images ici (PNG, JPEG, WebP, GIF ou AVIF, 20&nbsp;Mo au plus chacune)</Text>
          <input
            ref={input}
            type="file"
            accept={ACCEPTED_MEDIA}
            multiple
            hidden
            aria-label="Choisir des fichiers à envoyer"
            onChange={(e) => {
              upload(e.currentTarget.files);
              e.currentTarget.value = "";
            }}
          />
          <Button colorPalette="teal" size="sm" onClick={() => input.current?.click()}>
            <LuUpload /> Choisir des fichiers
          </Button>
          {params.folder && uploadFolder(params.folder) && (
            <Text fontSize="xs" color="fg.muted">
              Envoi dans le dossier « {folderLabel(params.folder)} »
            </Text>
          )}
        </Stack>
      </Box>

      <UploadQueueList queue={queue} />

      <HStack gap="3" mb="4" wrap="wrap">
        <SearchBox value={params.q} onChange={(q) => setParams({ q })} label="Rechercher un fichier" placeholder="Rechercher par nom" />
        <FolderSelect folders={folders.data?.mediaFolders ?? []} value={params.folder} onChange={(folder) => setParams({ folder })} />
        <NativeSelect.Root size="sm" maxW="48">
          <NativeSelect.Field aria-label="Trier par" value={sortOf(params.sort).value} onChange={(e) => setParams({ sort: e.currentTarget.value })}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Affichage">
          <Button aria-pressed={grid} variant={grid ? "solid" : "outline"} onClick={() => setParams({ view: "grid" }, { replace: true })}>
            <LuLayoutGrid /> Grille
          </Button>
          <Button aria-pressed={!grid} variant={grid ? "outline" : "solid"} onClick={() => setParams({ view: "list" }, { replace: true })}>
            <LuList /> Liste
          </Button>
        </ButtonGroup>
      </HStack>

      {list.errorMessage && !list.data ? (
        <ListErrorState message={list.errorMessage} onRetry={list.retry} />
      ) : !list.data ? (
        <SimpleGrid columns={{ base: 2, md: 4, lg: 5, "2xl": 8 }} gap="4" aria-busy>
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} aspectRatio="0.8" rounded="l2" />
          ))}
        </SimpleGrid>
      ) : files.length === 0 ? (
        <ListEmptyState icon={<LuImageOff />} description={params.q ? `Aucun fichier pour « ${params.q} ».` : "Aucun fichier dans la médiathèque."} />
      ) : grid ? (
        <SimpleGrid as="ul" columns={{ base: 2, md: 4, lg: 5, "2xl": 8 }} gap="4" aria-label="Fichiers">
          {files.map((file) => (
            <Box as="li" key={file.id} listStyleType="none">
              {/* Named by its visible text (name, size, date); the thumbnail is decorative here. */}
              <Box
                as="button"
                onClick={() => details.open(file.fullPath)}
                textAlign="start"
                width="full"
                rounded="l2"
                borderWidth="1px"
                p="2"
                _hover={{ bg: "bg.subtle" }}
              >
                <MediaThumb src={file.thumbnailUrl} fallbackSrc={file.url} alt="" aspectRatio="1" rounded="l1" />
                <Text fontSize="sm" truncate mt="2" title={file.name}>
                  {file.name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatBytes(file.size)} · {formatDate(file.timeCreated)}
                </Text>
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      ) : (
        <MediaTable files={files} onOpen={(file) => details.open(file.fullPath)} />
      )}

      {list.hasMore && (
        <Center mt="6">
          <Button variant="outline" onClick={() => void list.loadMore()} loading={list.loadingMore}>
            Charger plus
          </Button>
        </Center>
      )}

      {details.value && (
        <MediaDetails
          path={details.value}
          onClose={details.close}
          onDeleted={() => {
            details.close();
            list.retry();
            void folders.refetch();
          }}
        />
      )}
    </Box>
  );
}

function MediaTable({ files, onOpen }: { files: MediaFileCardFragment[]; onOpen: (file: MediaFileCardFragment) => void }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2">
      <Table.Root size="sm" aria-label="Fichiers">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="16">Aperçu</Table.ColumnHeader>
            <Table.ColumnHeader>Nom</Table.ColumnHeader>
            <Table.ColumnHeader>Dossier</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Taille</Table.ColumnHeader>
            <Table.ColumnHeader>Ajouté le</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {files.map((file) => (
            <Table.Row key={file.id}>
              <Table.Cell>
                <MediaThumb src={file.thumbnailUrl} fallbackSrc={file.url} alt={file.alt ?? ""} boxSize="10" rounded="l1" />
              </Table.Cell>
              <Table.Cell>
                <Button variant="plain" size="sm" px="0" onClick={() => onOpen(file)} aria-label={`Détails de ${file.name}`}>
                  {file.name}
                </Button>
              </Table.Cell>
              <Table.Cell>{folderLabel(file.folder)}</Table.Cell>
              <Table.Cell>{file.contentType}</Table.Cell>
              <Table.Cell textAlign="end">{formatBytes(file.size)}</Table.Cell>
              <Table.Cell>{formatDate(file.timeCreated)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

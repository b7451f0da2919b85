/**
 * The image picker of the console (docs/media.md): a dialog listing the media library (search,
 * folder, « Charger plus »), with an upload of its own. Choosing answers the file: the form keeps
 * its `fullPath`. Used by the kit's ImageField (catalogue previews, blog covers).
 */
import { Box, Button, CloseButton, Dialog, HStack, Portal, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useRef, useState } from "react";
import { LuUpload } from "react-icons/lu";
import { MediaFoldersDocument, MediaLibraryDocument, type MediaFileCardFragment } from "../../gql/graphql";
import { SearchBox } from "../list/SearchBox";
import { FolderSelect } from "./FolderSelect";
import { ACCEPTED_MEDIA, formatBytes, uploadFolder } from "./mediaFormat";
import { MediaThumb } from "./MediaThumb";
import { UploadQueueList } from "./UploadQueueList";
import { useUploadQueue } from "./useUploadQueue";
import { useOpenOnceMounted } from "../form/useDialogRoute";

export type ChosenMedia = Pick<MediaFileCardFragment, "fullPath" | "url" | "thumbnailUrl" | "alt" | "name">;

const PAGE = 24;

export function MediaPicker({
  open,
  onClose,
  onChoose,
  title = "Choisir une image",
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (file: ChosenMedia) => void;
  title?: string;
}) {
  // Often mounted already open (ImageField): open from its second commit (see useOpenOnceMounted).
  const mounted = useOpenOnceMounted();
  const [search, setSearch] = useState("");
  const [folder, setFolder] = useState("");
  const [selected, setSelected] = useState<ChosenMedia | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const filter = { imagesOnly: true, search: search || null, folder: folder || null };
  const list = useQuery(MediaLibraryDocument, {
    variables: { first: PAGE, filter },
    skip: !open,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const folders = useQuery(MediaFoldersDocument, { skip: !open }).data?.mediaFolders ?? [];
  const queue = useUploadQueue((file) => {
    setSelected({ fullPath: file.fullPath, url: file.url, thumbnailUrl: file.thumbnailUrl, alt: null, name: file.name });
    void list.refetch();
  });
  const files = list.data?.mediaFiles.edges.map((e) => e.node) ?? [];
  const connection = list.data?.mediaFiles;

  const choose = (file: ChosenMedia | null) => {
    if (!file) return;
    onChoose(file);
    onClose();
  };

  return (
    <Dialog.Root open={open && mounted} onOpenChange={(d) => !d.open && onClose()} size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <HStack gap="2" wrap="wrap">
                  <SearchBox value={search} onChange={setSearch} label="Rechercher une image" placeholder="Rechercher par nom" />
                  <FolderSelect folders={folders} value={folder} onChange={setFolder} />
                  <input
                    ref={input}
                    type="file"
                    accept={ACCEPTED_MEDIA}
                    multiple
                    hidden
                    aria-label="Envoyer des images"
                    onChange={(e) => {
                      queue.add(Array.from(e.currentTarget.files ?? []), uploadFolder(folder || null));
                      e.currentTarget.value = "";
                    }}
                  />
                  <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
                    <LuUpload /> Envoyer une image
                  </Button>
                </HStack>
                <UploadQueueList queue={queue} />
                {list.error && !list.data ? (
                  <Text color="fg.error">Impossible de charger la médiathèque.</Text>
                ) : !list.data ? (
                  <SimpleGrid columns={{ base: 3, md: 4 }} gap="3" aria-busy>
                    {Array.from({ length: 8 }, (_, i) => (
                      <Skeleton key={i} aspectRatio="1" rounded="l2" />
                    ))}
                  </SimpleGrid>
                ) : files.length === 0 ? (
                  <Text color="fg.muted">Aucune image{search ? ` pour « ${search} »` : ""}.</Text>
                ) : (
                  <SimpleGrid columns={{ base: 3, md: 4 }} gap="3" role="listbox" aria-label="Images de la médiathèque">
                    {files.map((file) => {
                      const isSelected = selected?.fullPath === file.fullPath;
                      return (
                        <Box
                          key={file.id}
                          as="button"
                          role="option"
                          aria-selected={isSelected}
                          textAlign="start"
                          rounded="l2"
                          borderWidth="2px"
                          borderColor={isSelected ? "teal.solid" : "transparent"}
                          p="1"
                          onClick={() => setSelected(file)}
                          onDoubleClick={() => choose(file)}
                        >
                          <MediaThumb src={file.thumbnailUrl} fallbackSrc={file.url} alt="" aspectRatio="1" rounded="l1" />
                          <Text fontSize="xs" truncate mt="1">
                            {file.name}
                          </Text>
                          <Text fontSize="xs" color="fg.muted">
                            {formatBytes(file.size)}
                          </Text>
                        </Box>
                      );
                    })}
                  </SimpleGrid>
                )}
                {connection?.pageInfo.hasNextPage && (
                  <Button
                    size="sm"
                    variant="ghost"
                    alignSelf="center"
                    onClick={() =>
                      void list.fetchMore({
                        variables: { after: connection.pageInfo.endCursor },
                        updateQuery: (loaded, { fetchMoreResult }) => ({
                          ...fetchMoreResult,
                          mediaFiles: { ...fetchMoreResult.mediaFiles, edges: [...loaded.mediaFiles.edges, ...fetchMoreResult.mediaFiles.edges] },
                        }),
                      })
                    }
                  >
                    Charger plus
                  </Button>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Text fontSize="sm" color="fg.muted" me="auto" truncate>
                {selected ? selected.fullPath : "Aucune image choisie"}
              </Text>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Annuler</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="teal" disabled={!selected} onClick={() => choose(selected)}>
                Choisir
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fermer" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

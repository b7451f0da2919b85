import { Badge, Box, Button, DataList, Grid, GridItem, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { CreationDetailsDocument, type CreationCardFragment, type CreationDetailsQuery } from "../../gql/graphql";
import { RecordState } from "../../ui/detail";
import { DialogFrame } from "../../ui/dialog";
import { formatDateTime } from "../../ui/format";
import { ImageWithFallback } from "../../ui/ImageWithFallback";
import { EntityHistory } from "../audit/EntityHistory";
import { PresenceNotice } from "../live/presence/PresenceNotice";
import { RecordChangedNotice } from "../live/presence/RecordChangedNotice";
import { KIND_LABELS, authorName, moderationLabel } from "./creationLabels";
import { userPath } from "../../app/paths";

/**
 * The creation details modal: large image (and, for an image-to-image creation, the customer's
 * photo it started from, so the moderator can compare), prompt, style, kind, author, dates and the
 * moderation decision (who, when, why). Fetched by id, so it also opens a creation that is not
 * in the loaded pages (a highlight from the dashboard).
 */
export function CreationDetailsDialog({
  id,
  onClose,
  onApprove,
  onReject,
}: {
  id: string | null;
  onClose: () => void;
  onApprove: (creation: CreationCardFragment) => void;
  onReject: (creation: CreationCardFragment) => void;
}) {
  const { data, loading, error, refetch } = useQuery(CreationDetailsDocument, {
    variables: { id: id ?? "" },
    skip: !id,
    fetchPolicy: "cache-and-network",
  });
  const creation = id ? data?.creation : undefined;

  return (
    <DialogFrame
      open={id !== null}
      title="Détails de la création"
      onClose={onClose}
      size="xl"
      scrollable
      bodyProps={{ tabIndex: undefined }}
      footer={
        <>
          {creation && (
            <>
              <Button colorPalette="green" variant="subtle" onClick={() => onApprove(creation)}>
                Approuver
              </Button>
              <Button colorPalette="red" variant="subtle" onClick={() => onReject(creation)}>
                Refuser
              </Button>
            </>
          )}
          <Button variant="outline" onClick={onClose}>
            Fermer
          </Button>
        </>
      }
    >
      {/* Who else is on this creation, and their saves as they happen (docs/live.md « Who else is here »). */}
      {id && (
        <Box mb="4">
          <RecordChangedNotice kind="creation" id={id} onReload={refetch} />
          <PresenceNotice kind="creation" id={id} />
        </Box>
      )}
      <RecordState
        item={creation}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadFailed="Impossible de charger la création"
        notFound={{ title: "Création introuvable", message: "Elle a peut-être été supprimée. Fermez cette fenêtre pour revenir à la liste." }}
        skeleton={<Skeleton height="80" />}
        inDialog
      >
        {(found) => <Details creation={found} />}
      </RecordState>
    </DialogFrame>
  );
}

type DetailedCreation = NonNullable<CreationDetailsQuery["creation"]>;

function Details({ creation }: { creation: DetailedCreation }) {
  const status = moderationLabel(creation.moderation);
  const moderator = creation.moderation.moderator;
  const style = creation.styleLabel ?? creation.style ?? "Style inconnu";
  return (
    <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="6">
      <Stack gap="4">
        <ImageWithFallback src={creation.imageUrl} fallbackSrc={creation.originalImageUrl} alt={style} aspectRatio="1" borderRadius="lg" />
        {creation.kind === "IMAGE_TO_IMAGE" && <SourcePhoto url={creation.sourceImageUrl ?? null} />}
      </Stack>
      <Stack gap="4">
        <Box>
          <Text textStyle="sm" color="fg.muted">
            Prompt
          </Text>
          <Text whiteSpace="pre-wrap">{creation.prompt || "—"}</Text>
        </Box>
        <DataList.Root orientation="horizontal" size="sm">
          <Item label="Style">{style}</Item>
          <Item label="Type">{KIND_LABELS[creation.kind]}</Item>
          <Item label="Auteur">
            {creation.author ? (
              <Link asChild colorPalette="purple">
                <RouterLink to={userPath(creation.author.id)}>{authorName(creation.author)}</RouterLink>
              </Link>
            ) : (
              "Auteur inconnu"
            )}
          </Item>
          <Item label="Créée le">{formatDateTime(creation.createdAt)}</Item>
          <Item label="Modération">
            <Badge colorPalette={status.palette}>{status.label}</Badge>
          </Item>
          {creation.moderation.isModerated && (
            <>
              <Item label="Décidée par">{moderator ? authorName(moderator) : (creation.moderation.moderatedBy ?? "—")}</Item>
              <Item label="Décidée le">{formatDateTime(creation.moderation.moderatedAt)}</Item>
            </>
          )}
          {creation.moderation.reason && <Item label="Motif">{creation.moderation.reason}</Item>}
        </DataList.Root>
      </Stack>
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <EntityHistory targetType="creation" targetId={creation.id} headingLevel="h3" />
      </GridItem>
    </Grid>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The customer's photo an image-to-image creation started from (signed like the creation's image). */
function SourcePhoto({ url }: { url: string | null }) {
  return (
    <Box as="figure" data-testid="creation-source">
      <Text as="figcaption" textStyle="sm" color="fg.muted" mb="2">
        Photo d’origine du client
      </Text>
      {url ? (
        <ImageWithFallback src={url} alt="Photo d’origine envoyée par le client" aspectRatio="1" maxW="48" borderRadius="md" />
      ) : (
        <Text color="fg.muted">Aucune photo d’origine enregistrée.</Text>
      )}
    </Box>
  );
}

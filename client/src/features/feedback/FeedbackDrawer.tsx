/**
 * /feedback/:id: the feedback, what it is about (the creation opens /creations?highlight=…, the
 * order /orders/{id}), its status, assignee and internal notes. The customer's text is shown as
 * text only.
 */
import { Box, chakra, Heading, HStack, Link, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router-dom";
import {
  AddFeedbackNoteDocument,
  AssignFeedbackDocument,
  FeedbackAssigneesDocument,
  FeedbackDetailDocument,
  FeedbackFieldsFragmentDoc,
  SetFeedbackStatusDocument,
  type FeedbackStatus,
} from "../../gql/graphql";
import { formatDateTime } from "../../ui/format";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { NotesList } from "../../ui/notes/NotesList";
import { personName } from "../../ui/person";
import { InboxDrawer } from "../inbox/InboxDrawer";
import { PresenceNotice } from "../live/presence/PresenceNotice";
import { RecordChangedNotice } from "../live/presence/RecordChangedNotice";
import { InboxStatusBadge } from "../inbox/InboxStatusBadge";
import { FEEDBACK_CATEGORY_LABELS, FEEDBACK_STATUSES, FEEDBACK_STATUS_COLORS, FEEDBACK_STATUS_LABELS } from "../inbox/inboxLabels";
import { RatingStars } from "../inbox/RatingStars";
import { TextForm } from "../inbox/TextForm";
import { feedbackAuthor } from "./feedbackColumns";
import { INBOX_LIMITS } from "@atelier/domain/inbox";
import { creationsPath, orderPath, userPath } from "../../app/paths";

export function FeedbackDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(FeedbackDetailDocument, { variables: { id } });
  const admins = useQuery(FeedbackAssigneesDocument);
  const setStatus = useAdminMutation(SetFeedbackStatusDocument, {
    payload: (d) => d.setFeedbackStatus,
    refusal: "Changement de statut refusé",
    failure: "Changement de statut impossible",
    success: { title: "Statut changé" },
    refetchQueries: ["InboxCounts"],
  });
  const assign = useAdminMutation(AssignFeedbackDocument, {
    payload: (d) => d.assignFeedback,
    refusal: "Assignation refusée",
    failure: "Assignation impossible",
    success: { title: "Assignation enregistrée" },
  });
  const addNote = useAdminMutation(AddFeedbackNoteDocument, {
    payload: (d) => d.addFeedbackNote,
    refusal: false,
    failure: "Impossible d’ajouter la note",
    success: { title: "Note ajoutée" },
  });
  const feedback = data?.feedback;
  // What the list already showed (its row, in the cache): the drawer's title at once.
  const client = useApolloClient();
  const shown = feedback ?? client.readFragment({ fragment: FeedbackFieldsFragmentDoc, id: client.cache.identify({ __typename: "Feedback", id }) });

  return (
    <InboxDrawer
      title={shown ? `Feedback de ${feedbackAuthor(shown)}` : "Feedback"}
      onClose={onClose}
      item={feedback}
      loading={loading}
      error={error}
      onRetry={refetch}
      loadFailed="Impossible de charger le feedback"
      notFound="Ce feedback n’existe pas."
    >
      {feedback && (
        <Stack gap="6">
          {/* Who else is on this feedback, and their saves as they happen (docs/live.md « Who else is here »). */}
          <Box>
            <RecordChangedNotice kind="feedback" id={feedback.id} onReload={refetch} />
            <PresenceNotice kind="feedback" id={feedback.id} />
          </Box>
          <Stack gap="2">
            <HStack gap="3" wrap="wrap">
              <InboxStatusBadge label={FEEDBACK_STATUS_LABELS[feedback.status]} color={FEEDBACK_STATUS_COLORS[feedback.status]} />
              <RatingStars rating={feedback.rating} />
              <Text textStyle="sm" color="fg.muted">
                {FEEDBACK_CATEGORY_LABELS[feedback.category]} · reçu le {formatDateTime(feedback.createdAt)}
              </Text>
            </HStack>
            <Text textStyle="sm" color="fg.muted">
              {feedback.user ? (
                <Link asChild color="teal.fg">
                  <RouterLink to={userPath(feedback.user.id)}>{feedback.user.email ?? feedbackAuthor(feedback)}</RouterLink>
                </Link>
              ) : (
                (feedback.userEmail ?? "Client inconnu")
              )}
            </Text>
            <Box borderWidth="1px" rounded="l2" p="3" bg="bg.subtle">
              <Text whiteSpace="pre-wrap" wordBreak="break-word">
                {feedback.message}
              </Text>
            </Box>
            {feedback.creationId && (
              <Link asChild color="teal.fg" alignSelf="flex-start">
                <RouterLink to={creationsPath({ highlight: feedback.creationId })}>Voir la création concernée</RouterLink>
              </Link>
            )}
            {feedback.orderId && (
              <Link asChild color="teal.fg" alignSelf="flex-start">
                <RouterLink to={orderPath(feedback.orderId)}>Voir la commande {feedback.order?.shortId ?? feedback.orderId}</RouterLink>
              </Link>
            )}
            {feedback.droppedReferences.map((dropped) => (
              <Text key={`${dropped.kind}-${dropped.reason}`} textStyle="sm" color="fg.muted" role="note" wordBreak="break-word">
                {dropped.message}
              </Text>
            ))}
          </Stack>

          <HStack gap="4" wrap="wrap" align="flex-end">
            <Stack gap="1">
              <chakra.label htmlFor="feedback-status" textStyle="sm" fontWeight="medium">
                Statut
              </chakra.label>
              <NativeSelect.Root size="sm" width="44" disabled={setStatus.state === "saving"}>
                <NativeSelect.Field
                  id="feedback-status"
                  value={feedback.status}
                  onChange={(e) => void setStatus.run({ variables: { input: { ids: [feedback.id], status: e.currentTarget.value as FeedbackStatus } } })}
                >
                  {FEEDBACK_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {FEEDBACK_STATUS_LABELS[s]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Stack>
            <Stack gap="1">
              <chakra.label htmlFor="feedback-assignee" textStyle="sm" fontWeight="medium">
                Assigné à
              </chakra.label>
              <NativeSelect.Root size="sm" width="56" disabled={assign.state === "saving"}>
                <NativeSelect.Field
                  id="feedback-assignee"
                  value={feedback.assignee?.id ?? ""}
                  onChange={(e) => void assign.run({ variables: { input: { feedbackId: feedback.id, assigneeUid: e.currentTarget.value || null } } })}
                >
                  <option value="">Personne</option>
                  {feedback.assignee && !admins.data?.users.edges.some((e) => e.node.id === feedback.assignee?.id) && (
                    <option value={feedback.assignee.id}>{personName(feedback.assignee, feedback.assignee.id)}</option>
                  )}
                  {admins.data?.users.edges.map(({ node }) => (
                    <option key={node.id} value={node.id}>
                      {personName(node, node.id)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Stack>
          </HStack>

          <Stack gap="3">
            <Heading as="h3" size="sm">
              Notes internes
            </Heading>
            <NotesList
              notes={feedback.notes.map((note) => ({ key: note.id, text: note.text, author: note.author, at: note.createdAt }))}
              empty="Aucune note."
            />
            <TextForm
              name="text"
              label="Nouvelle note interne"
              subject="La note"
              max={INBOX_LIMITS.note}
              rows={3}
              helper="Visible uniquement par les administrateurs."
              submitLabel="Ajouter la note"
              onSubmit={(text) => addNote.run({ variables: { input: { feedbackId: feedback.id, text } } })}
            />
          </Stack>
        </Stack>
      )}
    </InboxDrawer>
  );
}

/**
 * /contact-messages/:id: the message (opening it marks it read), the reply thread, the reply
 * form (sent through the mail pipeline) and the actions archive / spam / unread. The sender's
 * text is shown as text only.
 */
import { Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import {
  ContactMessageFieldsFragmentDoc,
  ContactMessageDetailDocument,
  MarkContactMessageReadDocument,
  ReplyToContactMessageDocument,
  SetContactMessagesStatusDocument,
  type ContactMessageStatus,
} from "../../gql/graphql";
import { formatDateTime } from "../../ui/format";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { NotesList } from "../../ui/notes/NotesList";
import { InboxDrawer } from "../inbox/InboxDrawer";
import { PresenceNotice } from "../live/presence/PresenceNotice";
import { RecordChangedNotice } from "../live/presence/RecordChangedNotice";
import { InboxStatusBadge } from "../inbox/InboxStatusBadge";
import { CONTACT_BULK_LABELS, CONTACT_STATUS_COLORS, CONTACT_STATUS_LABELS, SPAM_REASONS } from "../inbox/inboxLabels";
import { TextForm } from "../inbox/TextForm";
import { INBOX_LIMITS } from "@atelier/domain/inbox";

/** The actions each status offers (the server's transitions, « Répondu » by replying). */
const ACTIONS: Record<ContactMessageStatus, ContactMessageStatus[]> = {
  NEW: ["READ", "ARCHIVED", "SPAM"],
  READ: ["NEW", "ARCHIVED", "SPAM"],
  REPLIED: ["ARCHIVED", "SPAM"],
  ARCHIVED: ["READ", "SPAM"],
  SPAM: ["READ", "ARCHIVED"],
};
const actionLabel = (from: ContactMessageStatus, to: ContactMessageStatus) =>
  from === "SPAM" && to === "READ" ? "Ce n’est pas un spam" : from === "ARCHIVED" && to === "READ" ? "Désarchiver" : CONTACT_BULK_LABELS[to]!;

export function ContactMessageDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(ContactMessageDetailDocument, { variables: { id } });
  const markRead = useAdminMutation(MarkContactMessageReadDocument, {
    payload: (d) => d.markContactMessageRead,
    refusal: "Le message n’a pas pu être marqué comme lu",
    failure: "Le message n’a pas pu être marqué comme lu",
    refetchQueries: ["InboxCounts"],
  });
  const setStatus = useAdminMutation(SetContactMessagesStatusDocument, {
    payload: (d) => d.setContactMessagesStatus,
    refusal: "Changement de statut refusé",
    failure: "Changement de statut impossible",
    success: { title: "Statut changé" },
    refetchQueries: ["InboxCounts"],
  });
  const reply = useAdminMutation(ReplyToContactMessageDocument, {
    payload: (d) => d.replyToContactMessage,
    refusal: false,
    failure: "Impossible d’envoyer la réponse",
    success: (d) =>
      d.replyToContactMessage.contactMessage?.replies.at(-1)?.mailId
        ? { title: "Réponse envoyée" }
        : { title: "Réponse enregistrée", message: "L’envoi des réponses est désactivé dans les réglages\u00a0: aucun e-mail n’est parti." },
    refetchQueries: ["InboxCounts"],
  });
  const message = data?.contactMessage;
  // What the list already showed (its row, in the cache): the drawer's title at once.
  const client = useApolloClient();
  const shown = message ?? client.readFragment({ fragment: ContactMessageFieldsFragmentDoc, id: client.cache.identify({ __typename: "ContactMessage", id }) });

  // Opening marks read, once per opening.
  const marked = useRef(false);
  const { run: runMarkRead } = markRead;
  useEffect(() => {
    if (message?.status === "NEW" && !marked.current) {
      marked.current = true;
      void runMarkRead({ variables: { input: { id: message.id } } });
    }
  }, [message?.status, message?.id, runMarkRead]);

  return (
    <InboxDrawer
      title={shown ? shown.subject || "(sans objet)" : "Message"}
      onClose={onClose}
      item={message}
      loading={loading}
      error={error}
      onRetry={refetch}
      loadFailed="Impossible de charger le message"
      notFound="Ce message n’existe pas."
    >
      {message && (
        <Stack gap="6">
          {/* Who else is on this message, and their saves as they happen (docs/live.md « Who else is here »). */}
          <Box>
            <RecordChangedNotice kind="contactMessage" id={message.id} onReload={refetch} />
            <PresenceNotice kind="contactMessage" id={message.id} />
          </Box>
          <Stack gap="2">
            <HStack gap="3" wrap="wrap">
              <InboxStatusBadge label={CONTACT_STATUS_LABELS[message.status]} color={CONTACT_STATUS_COLORS[message.status]} />
              <Text textStyle="sm" color="fg.muted">
                reçu le {formatDateTime(message.createdAt)}
              </Text>
            </HStack>
            <Text textStyle="sm">
              De{" "}
              <Text as="span" fontWeight="medium">
                {message.name || "Sans nom"}
              </Text>{" "}
              · {message.email}
            </Text>
            {message.status === "SPAM" && message.spamReason && (
              <Text textStyle="sm" color="red.fg">
                {"Marqué comme spam à l’arrivée\u00a0: "}
                {SPAM_REASONS[message.spamReason] ?? message.spamReason}
              </Text>
            )}
            <Box borderWidth="1px" rounded="l2" p="3" bg="bg.subtle">
              <Text whiteSpace="pre-wrap" wordBreak="break-word">
                {message.message}
              </Text>
            </Box>
            <HStack gap="2" wrap="wrap">
              {ACTIONS[message.status].map((to) => (
                <Button
                  key={to}
                  size="sm"
                  variant="outline"
                  colorPalette={to === "SPAM" ? "red" : undefined}
                  disabled={setStatus.state === "saving"}
                  onClick={() => void setStatus.run({ variables: { input: { ids: [message.id], status: to } } })}
                >
                  {actionLabel(message.status, to)}
                </Button>
              ))}
            </HStack>
          </Stack>

          <Stack gap="3" as="section" aria-label="Fil des réponses">
            <Heading as="h3" size="sm">
              Réponses
            </Heading>
            <NotesList
              notes={message.replies.map((r) => ({
                key: r.id,
                text: r.body,
                author: r.author,
                at: r.sentAt,
                suffix: r.mailId ? "" : " · non envoyée (e-mail désactivé)",
              }))}
              empty="Aucune réponse pour l’instant."
              testId="contact-reply"
            />
            {message.status !== "SPAM" && (
              <TextForm
                name="body"
                label={`Répondre à ${message.email}`}
                subject="La réponse"
                max={INBOX_LIMITS.reply}
                rows={5}
                helper={"Envoyée par e-mail avec le modèle «\u00a0Réponse à un message de contact\u00a0»."}
                submitLabel="Envoyer la réponse"
                onSubmit={(body) => reply.run({ variables: { input: { id: message.id, body } } })}
              />
            )}
          </Stack>
        </Stack>
      )}
    </InboxDrawer>
  );
}

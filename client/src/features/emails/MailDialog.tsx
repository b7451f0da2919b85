/**
 * One mail of the send log (/emails?tab=journal&mail=<id>): recipients, template, state, attempts,
 * dates, why a failed one failed (in French, the SMTP error as « Détail technique ») with
 * « Relancer », and the message as sent in a sandboxed frame.
 */
import { Alert, Box, Button, Code, DataList, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { MailMessageDocument, RetryMailDocument } from "../../gql/graphql";
import { RecordState } from "../../ui/detail";
import { DialogFrame } from "../../ui/dialog";
import { formatDateTime, formatInteger } from "../../ui/format";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { EmailFrame } from "./EmailFrame";
import { mailFailureText } from "./mailFailure";
import { MailStateBadge } from "./MailStateBadge";

export function MailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(MailMessageDocument, { variables: { id }, fetchPolicy: "cache-and-network" });
  const settled = !data?.mail || data.mail.state === "SUCCESS" || data.mail.state === "ERROR";
  // While the function sends it (after « Relancer »), follow its state until it settles.
  useQuery(MailMessageDocument, { variables: { id }, skip: settled, pollInterval: 1500, fetchPolicy: "network-only" });
  const retry = useAdminMutation(RetryMailDocument, {
    failure: "Relance impossible",
    refusal: "Relance refusée",
    payload: (d) => d.retryMail,
    success: { title: "Envoi relancé", message: "Le message repart dans la file d’envoi." },
    refetchQueries: ["Mails", "MailMessage"],
  });
  const mail = data?.mail;

  return (
    <DialogFrame
      title={mail?.subject ?? "Envoi d’e-mail"}
      onClose={onClose}
      size="xl"
      // The body scrolls (a long error, the rendered message): focusable, so the keyboard can scroll it too.
      scrollable
      footer={
        <>
          {mail?.state === "ERROR" && (
            <Button colorPalette="teal" loading={retry.state === "saving"} onClick={() => void retry.run({ variables: { input: { id } } })}>
              Relancer
            </Button>
          )}
          <Button variant="outline" onClick={onClose}>
            Fermer
          </Button>
        </>
      }
    >
      <RecordState
        item={mail}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadFailed="Impossible de charger cet envoi"
        notFound={{ title: "Cet envoi est introuvable.", message: "Fermez cette fenêtre pour revenir au journal." }}
        skeleton={
          <Stack gap="3">
            <Skeleton height="24" />
            <Skeleton height="420px" />
          </Stack>
        }
        inDialog
      >
        {(mail) => (
          <Stack gap="4">
            <DataList.Root orientation="horizontal" size="sm">
              <DataList.Item>
                <DataList.ItemLabel>Destinataire</DataList.ItemLabel>
                <DataList.ItemValue>{mail.to.join(", ")}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Modèle</DataList.ItemLabel>
                <DataList.ItemValue>{mail.templateLabel ?? mail.templateName ?? "Message libre"}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>État</DataList.ItemLabel>
                <DataList.ItemValue>
                  <MailStateBadge state={mail.state} />
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Tentatives</DataList.ItemLabel>
                <DataList.ItemValue>{formatInteger(mail.attempts)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Créé le</DataList.ItemLabel>
                <DataList.ItemValue>{formatDateTime(mail.createdAt)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Dernier envoi</DataList.ItemLabel>
                <DataList.ItemValue>{formatDateTime(mail.endTime ?? mail.startTime)}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            {mail.state === "ERROR" && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Échec de l’envoi</Alert.Title>
                  <Alert.Description data-testid="mail-error">{mailFailureText(mail.error)}</Alert.Description>
                  {mail.error && <TechnicalDetail text={mail.error} />}
                </Alert.Content>
              </Alert.Root>
            )}
            {mail.html ? (
              <EmailFrame html={mail.html} title="Message envoyé" />
            ) : mail.text ? (
              <Text whiteSpace="pre-wrap" borderWidth="1px" borderRadius="md" p="3">
                {mail.text}
              </Text>
            ) : (
              <Text color="fg.muted">Le message n’a pas encore été composé.</Text>
            )}
          </Stack>
        )}
      </RecordState>
    </DialogFrame>
  );
}

/** The SMTP library's own words, folded: what a developer needs, out of the admin's way. */
function TechnicalDetail({ text }: { text: string }) {
  return (
    <Box as="details" mt="2" textStyle="sm">
      <Box as="summary" cursor="pointer">
        Détail technique
      </Box>
      <Code display="block" mt="1" p="2" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="mail-error-detail">
        {text}
      </Code>
    </Box>
  );
}

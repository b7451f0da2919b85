/**
 * « Clôturer » a request of the register (?close=<id>, docs/personal-data.md « Registre des
 * demandes »): done or refused, with the answer mailed to the customer — required to refuse
 * (RGPD article 12(4): the reasons). The form runs the server's own check (checkAnswer); the
 * server's refusals show under their field (an erasure not finished yet, on the outcome) or in
 * the dialog's alert (a request closed meanwhile).
 */
import { Fieldset, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useController, useForm, useFormContext, useWatch } from "react-hook-form";
import { z } from "zod";
import { checkAnswer, REQUEST_ANSWER_MAX, REQUEST_FIELD_LABELS, REQUEST_STATE_LABELS, type RequestOutcome } from "@atelier/domain/personalData/requests";
import { ClosePersonalDataRequestDocument, type PersonalDataRequestRowFragment } from "../../gql/graphql";
import { boundedResolver, FormDialog, optionalText, TextareaField, withServerRules } from "../../ui/form";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { customerName, requestDay } from "./PersonalDataRequestDue";

const NBSP = "\u00a0";
const OUTCOMES: readonly RequestOutcome[] = ["DONE", "REFUSED"];

const schema = withServerRules(
  z.object({ outcome: z.enum(["DONE", "REFUSED"]), answer: optionalText(REQUEST_FIELD_LABELS.answer, REQUEST_ANSWER_MAX) }),
  // The rule names the mutation's field (["input", "answer"]); the form's is ["answer"].
  (values) => checkAnswer(values.answer, values.outcome).errors.map((error) => ({ ...error, field: error.field.slice(1) })),
);

type Values = z.input<typeof schema>;
type Checked = z.output<typeof schema>;

/** The lists, the sidebar's badge and the customer's page change with a closing. */
const refetchQueries = ["PersonalDataRequests", "WorkQueues", "UserPersonalDataRequests"];

export default function PersonalDataRequestCloseDialog({ request, onClose }: { request: PersonalDataRequestRowFragment; onClose: () => void }) {
  const form = useForm<Values, unknown, Checked>({ resolver: boundedResolver(schema), defaultValues: { outcome: "DONE", answer: "" } });
  const customer = customerName(request.user);
  const close = useAdminMutation(ClosePersonalDataRequestDocument, {
    payload: (data) => data.closePersonalDataRequest,
    refusal: false,
    failure: "Clôture impossible",
    refetchQueries,
  });
  return (
    <FormDialog
      form={form}
      title="Clôturer la demande"
      saveLabel="Clôturer la demande"
      saveUntouched
      onClose={onClose}
      onSave={(values) =>
        close.run({
          variables: { input: { id: request.id, outcome: values.outcome, answer: values.answer.trim() || null } },
          success: {
            title: values.outcome === "DONE" ? "Demande traitée" : "Demande refusée",
            message: `${request.kindLabel} de ${customer}${request.mailable ? `${NBSP}: la réponse lui est envoyée par e-mail.` : "."}`,
          },
        })
      }
    >
      <Stack gap="4">
        <Stack gap="1">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {request.kindLabel} · {customer}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Reçue le {requestDay(request.receivedOn)}, échéance le {requestDay(request.dueOn)}
          </Text>
          {request.note && (
            <Text fontSize="sm" overflowWrap="anywhere">
              Note{NBSP}: {request.note}
            </Text>
          )}
        </Stack>
        <OutcomeChoice />
        {request.kind === "ERASURE" && (
          <Text fontSize="sm" color="fg.muted">
            Une demande d’effacement n’est traitée qu’une fois l’effacement terminé («{NBSP}Effacer les données personnelles{NBSP}» sur la fiche du client).
          </Text>
        )}
        <AnswerField mailable={request.mailable} />
      </Stack>
    </FormDialog>
  );
}

/** « Traitée » / « Refusée »; the server's ERASURE_NOT_DONE shows under it. */
function OutcomeChoice() {
  const { control } = useFormContext<Values>();
  const { field, fieldState } = useController({ control, name: "outcome" });
  const message = fieldState.error?.message;
  return (
    <Fieldset.Root invalid={Boolean(message)}>
      <Fieldset.Legend>Issue de la demande</Fieldset.Legend>
      <RadioGroup.Root
        value={field.value}
        onValueChange={(details) => details.value && field.onChange(details.value)}
        name={field.name}
        colorPalette="teal"
        orientation="horizontal"
      >
        <Stack direction="row" gap="6" wrap="wrap">
          {OUTCOMES.map((outcome) => (
            <RadioGroup.Item key={outcome} value={outcome}>
              <RadioGroup.ItemHiddenInput ref={outcome === field.value ? field.ref : undefined} onBlur={field.onBlur} />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{REQUEST_STATE_LABELS[outcome]}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <Fieldset.ErrorText>{message}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

function AnswerField({ mailable }: { mailable: boolean }) {
  const outcome = useWatch<Values, "outcome">({ name: "outcome" });
  const refused = outcome === "REFUSED";
  const mailed = mailable ? "Elle est envoyée par e-mail au client." : `Ce client n’a pas d’adresse e-mail${NBSP}: la réponse ne sera pas envoyée.`;
  return (
    <TextareaField
      name="answer"
      label="Réponse au client"
      required={refused}
      helper={refused ? `Obligatoire pour un refus${NBSP}: ses raisons (RGPD, art.${NBSP}12(4)). ${mailed}` : `Facultative. ${mailed}`}
    />
  );
}

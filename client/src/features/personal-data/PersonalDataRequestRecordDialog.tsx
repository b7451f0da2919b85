/**
 * « Enregistrer une demande RGPD » on a customer's page (docs/personal-data.md « Registre des
 * demandes »): what they asked, the day it was received (Paris, today by default) and how it came
 * in; the due day, one month later (requestDueOn), shows as the day is typed. The form runs the
 * server's own check (checkRequestInput); its refusals show under their field.
 */
import { Input, Stack, Text } from "@chakra-ui/react";
import { useForm, useFormContext, useWatch } from "react-hook-form";
import { z } from "zod";
import { isCalendarDay, parisDay } from "@atelier/domain/parisCalendar";
import {
  checkRequestInput,
  REQUEST_FIELD_LABELS,
  REQUEST_KIND_LABELS,
  REQUEST_KINDS,
  REQUEST_NOTE_MAX,
  requestDueOn,
  type RequestKind,
} from "@atelier/domain/personalData/requests";
import { RecordPersonalDataRequestDocument } from "../../gql/graphql";
import { boundedResolver, FormDialog, FormField, optionalText, SelectField, TextareaField, withServerRules } from "../../ui/form";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { requestDay } from "./PersonalDataRequestDue";

const NBSP = "\u00a0";
const KIND_OPTIONS = REQUEST_KINDS.map((kind) => ({ value: kind, label: REQUEST_KIND_LABELS[kind] }));

const schema = withServerRules(
  z.object({
    kind: z.string().refine((kind) => (REQUEST_KINDS as readonly string[]).includes(kind), "Choisissez la nature de la demande."),
    receivedOn: z.string(),
    note: optionalText(REQUEST_FIELD_LABELS.note, REQUEST_NOTE_MAX),
  }),
  // The rules name the mutation's fields (["input", "receivedOn"]); the form's are ["receivedOn"].
  (values) =>
    checkRequestInput({ kind: values.kind as RequestKind, receivedOn: values.receivedOn, note: values.note }, new Date()).errors.map((error) => ({
      ...error,
      field: error.field.slice(1),
    })),
);

type Values = z.input<typeof schema>;
type Checked = z.output<typeof schema>;

/** The customer's requests, the register and the sidebar's badge change with a new request. */
const refetchQueries = ["UserPersonalDataRequests", "PersonalDataRequests", "WorkQueues"];

/** The due day of what is typed, when it is a day. */
const dueOf = (receivedOn: string) => (isCalendarDay(receivedOn.trim()) ? requestDueOn(receivedOn.trim()) : null);

export default function PersonalDataRequestRecordDialog({ userId, name, onClose }: { userId: string; name: string; onClose: () => void }) {
  const today = parisDay(new Date());
  const form = useForm<Values, unknown, Checked>({ resolver: boundedResolver(schema), defaultValues: { kind: "", receivedOn: today, note: "" } });
  const record = useAdminMutation(RecordPersonalDataRequestDocument, {
    payload: (data) => data.recordPersonalDataRequest,
    refusal: false,
    failure: "Enregistrement impossible",
    success: (data) => {
      const request = data.recordPersonalDataRequest.personalDataRequest;
      return { title: "Demande RGPD enregistrée", message: request ? `${request.kindLabel}${NBSP}: réponse due le ${requestDay(request.dueOn)}.` : undefined };
    },
    refetchQueries,
  });
  return (
    <FormDialog
      form={form}
      title="Enregistrer une demande RGPD"
      saveLabel="Enregistrer la demande"
      saveUntouched
      onClose={onClose}
      onSave={(values) =>
        record.run({
          variables: { input: { userId, kind: values.kind as RequestKind, receivedOn: values.receivedOn.trim(), note: values.note.trim() || null } },
        })
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          Une demande de {name} au titre du RGPD. La réponse est due un mois après sa réception (art.{NBSP}12).
        </Text>
        <SelectField name="kind" label="Nature" placeholder="Choisissez…" options={KIND_OPTIONS} required />
        <ReceivedOnField max={today} />
        <TextareaField name="note" label="Note" helper={`Facultative${NBSP}: comment elle est arrivée (e-mail, courrier, formulaire).`} />
      </Stack>
    </FormDialog>
  );
}

/** « Reçue le », and the due day it gives, live. */
function ReceivedOnField({ max }: { max: string }) {
  const { register } = useFormContext<Values>();
  const receivedOn = useWatch<Values, "receivedOn">({ name: "receivedOn" });
  const due = dueOf(receivedOn ?? "");
  return (
    <Stack gap="1">
      <FormField name="receivedOn" label="Reçue le" required>
        <Input type="date" max={max} {...register("receivedOn")} />
      </FormField>
      {/* Always in the layout, so the dialog does not change height while a day is typed. */}
      <Text fontSize="sm" minH="5" aria-live="polite" data-testid="request-due-on">
        {due ? `Échéance${NBSP}: ${requestDay(due)}` : ""}
      </Text>
    </Stack>
  );
}

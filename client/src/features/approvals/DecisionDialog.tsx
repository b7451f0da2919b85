/**
 * « Approuver » / « Rejeter » a request (docs/approvals.md), with a comment: optional to approve,
 * required to reject (checkDecisionComment, the server's rule). An approval runs the held write
 * now: when its rules refuse it (the records changed since), the dialog stays open with the
 * write's French reason, and the request stays pending.
 */
import { Stack, Text } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { MAX_DECISION_COMMENT_LENGTH } from "@atelier/domain/approvals/approvals";
import { ApproveApprovalRequestDocument, RejectApprovalRequestDocument, type ApprovalRequestRowFragment } from "../../gql/graphql";
import { boundedResolver, FormDialog, optionalText, requiredText, TextareaField } from "../../ui/form";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { ENTITY_HISTORY } from "../audit/auditLogParams";
import { HELD_REFETCH } from "./heldToast";

export type Decision = "approve" | "reject";

type Values = { comment: string };

const schemas = {
  approve: z.object({ comment: optionalText("Le commentaire", MAX_DECISION_COMMENT_LENGTH) }),
  reject: z.object({ comment: requiredText("Le commentaire", MAX_DECISION_COMMENT_LENGTH) }),
};

// The queue's tabs and the badge move with a decision; the record the write changed is read again where it shows.
const refetchQueries = ["ApprovalRequests", HELD_REFETCH, ENTITY_HISTORY];

export default function DecisionDialog({ request, decision, onClose }: { request: ApprovalRequestRowFragment; decision: Decision; onClose: () => void }) {
  const form = useForm<Values, unknown, Values>({ resolver: boundedResolver(schemas[decision]), defaultValues: { comment: "" } });
  const approve = useAdminMutation(ApproveApprovalRequestDocument, {
    payload: (data) => data.approveApprovalRequest,
    failure: "Approbation impossible",
    refusal: false,
    success: { title: "Demande approuvée", message: `${request.summary} : c’est fait.` },
    refetchQueries,
  });
  const reject = useAdminMutation(RejectApprovalRequestDocument, {
    payload: (data) => data.rejectApprovalRequest,
    failure: "Rejet impossible",
    refusal: false,
    success: { title: "Demande rejetée", message: request.summary },
    refetchQueries,
  });
  const approving = decision === "approve";
  return (
    <FormDialog
      form={form}
      title={approving ? "Approuver la demande" : "Rejeter la demande"}
      saveLabel={approving ? "Approuver et exécuter" : "Rejeter"}
      destructive={!approving}
      saveUntouched
      onClose={onClose}
      onSave={(values) => {
        const input = { id: request.id, comment: values.comment.trim() || null };
        return approving ? approve.run({ variables: { input } }) : reject.run({ variables: { input } });
      }}
    >
      <Stack gap="4">
        <Stack gap="1">
          <Text fontWeight="medium">{request.summary}</Text>
          <Text fontSize="sm" color="fg.muted">
            {request.kindLabel} · demandée par {request.requestedBy?.fullName ?? request.requestedBy?.email ?? "un membre"}
          </Text>
          {request.reason && <Text fontSize="sm">Motif : {request.reason}</Text>}
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {approving
            ? "L’écriture sera exécutée maintenant, vérifiée sur les données telles qu’elles sont : si elle ne tient plus, elle sera refusée et la demande restera en attente."
            : "L’écriture ne sera jamais exécutée. Son auteur lira votre commentaire."}
        </Text>
        <TextareaField name="comment" label="Commentaire" required={!approving} helper={approving ? "Facultatif." : "Pourquoi vous la rejetez."} />
      </Stack>
    </FormDialog>
  );
}

/**
 * Grant or revoke a user's administrator rights, confirmed first: the user page's account
 * actions and the settings screen's administrators use this one button. One's own rights cannot
 * be changed (the server refuses too, and refuses to remove the last administrator).
 */
import { Button, type ButtonProps } from "@chakra-ui/react";
import { useState } from "react";
import { SetUserAdminDocument, type UserDetailFragment } from "../../gql/graphql";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { optimisticUserPayload } from "./userChange";
import { HELD_REFETCH, heldOr } from "../approvals/heldToast";
import { displayName } from "./userColumns";

const MESSAGES = { refusal: "Modification refusée", failure: "Modification impossible" };

export function AdminRightsButton({ user, disabled, size }: { user: UserDetailFragment; disabled?: boolean; size?: ButtonProps["size"] }) {
  const [asking, setAsking] = useState(false);
  const name = displayName(user);
  const grant = !user.isAdmin;
  const setAdmin = useAdminMutation(SetUserAdminDocument, {
    ...MESSAGES,
    payload: (data) => data.setUserAdmin,
    // When the owner asks for two people on rights, nothing changes yet: the request waits in « Approbations ».
    success: heldOr(
      (data) => data.setUserAdmin.approvalRequest,
      () => ({ title: "Compte mis à jour", message: grant ? "Donner les droits" : "Retirer les droits" }),
    ),
    refetchQueries: [HELD_REFETCH],
  });
  const question = grant
    ? {
        title: `Nommer ${name} administrateur ?`,
        message: "Cette personne aura accès à toute l’administration : utilisateurs, crédits, commandes, finances.",
        confirm: "Donner les droits",
      }
    : {
        title: `Retirer les droits administrateur de ${name} ?`,
        message: "Cette personne n’aura plus accès à l’administration.",
        confirm: "Retirer les droits",
      };

  const run = () => {
    setAsking(false);
    void setAdmin.run({
      variables: { input: { userId: user.id, isAdmin: grant } },
      optimisticResponse: { setUserAdmin: optimisticUserPayload("UserPayload", user, { isAdmin: grant }) },
    });
  };

  return (
    <>
      <Button variant="outline" colorPalette="purple" size={size} onClick={() => setAsking(true)} disabled={disabled}>
        {grant ? "Nommer administrateur" : "Retirer les droits administrateur"}
      </Button>
      <ConfirmDialog
        open={asking}
        title={question.title}
        message={question.message}
        confirmLabel={question.confirm}
        destructive
        onConfirm={run}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

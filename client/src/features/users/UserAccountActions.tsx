/**
 * Block / unblock and grant / revoke administrator rights, each confirmed first. One's own rights
 * cannot be changed (the server refuses too): the button says why instead of failing later.
 */
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useAuth } from "../../app/auth/AuthContext";
import { SetUserAdminDocument, SetUserBlockedDocument, type UserDetailFragment } from "../../gql/graphql";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { optimisticUserPayload } from "./userChange";
import { displayName } from "./userColumns";
import { ENTITY_HISTORY } from "../audit/auditLogParams";

type Action = "block" | "unblock" | "grant" | "revoke";

const MESSAGES = { refusal: "Modification refusée", failure: "Modification impossible", refetchQueries: [ENTITY_HISTORY] };

export function UserAccountActions({ user }: { user: UserDetailFragment }) {
  const { state } = useAuth();
  const isMe = state.status === "admin" && state.user.uid === user.uid;
  const [pending, setPending] = useState<Action | null>(null);
  const setBlocked = useAdminMutation(SetUserBlockedDocument, { ...MESSAGES, payload: (data) => data.setUserBlocked });
  const setAdmin = useAdminMutation(SetUserAdminDocument, { ...MESSAGES, payload: (data) => data.setUserAdmin });
  const name = displayName(user);

  const questions: Record<Action, { title: string; message: string; confirm: string; destructive?: boolean }> = {
    block: {
      title: `Bloquer ${name} ?`,
      message: "Le compte sera marqué « Bloqué ». Pour l’instant ce marquage n’empêche ni la connexion ni les commandes sur la boutique.",
      confirm: "Bloquer",
      destructive: true,
    },
    unblock: { title: `Débloquer ${name} ?`, message: "Le marquage « Bloqué » sera retiré.", confirm: "Débloquer" },
    grant: {
      title: `Nommer ${name} administrateur ?`,
      message: "Cette personne aura accès à toute l’administration : utilisateurs, crédits, commandes, finances.",
      confirm: "Donner les droits",
      destructive: true,
    },
    revoke: { title: `Retirer les droits administrateur de ${name} ?`, message: "Cette personne n’aura plus accès à l’administration.", confirm: "Retirer les droits", destructive: true },
  };

  const run = (action: Action) => {
    setPending(null);
    const success = { title: "Compte mis à jour", message: questions[action].confirm };
    if (action === "block" || action === "unblock") {
      const isBlocked = action === "block";
      return setBlocked.run({
        variables: { input: { userId: user.id, isBlocked } },
        optimisticResponse: { setUserBlocked: optimisticUserPayload("UserPayload", user, { isBlocked }) },
        success,
      });
    }
    const isAdmin = action === "grant";
    return setAdmin.run({
      variables: { input: { userId: user.id, isAdmin } },
      optimisticResponse: { setUserAdmin: optimisticUserPayload("UserPayload", user, { isAdmin }) },
      success,
    });
  };

  const question = pending ? questions[pending] : null;
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" colorPalette={user.isBlocked ? "teal" : "red"} onClick={() => setPending(user.isBlocked ? "unblock" : "block")} disabled={isMe}>
          {user.isBlocked ? "Débloquer" : "Bloquer"}
        </Button>
        <Button variant="outline" colorPalette="purple" onClick={() => setPending(user.isAdmin ? "revoke" : "grant")} disabled={isMe}>
          {user.isAdmin ? "Retirer les droits administrateur" : "Nommer administrateur"}
        </Button>
      </HStack>
      {isMe && (
        <Text fontSize="sm" color="fg.muted" role="note">
          C’est votre compte : vous ne pouvez ni le bloquer ni modifier vos propres droits administrateur. Demandez à un autre
          administrateur.
        </Text>
      )}
      <ConfirmDialog
        open={question !== null}
        title={question?.title ?? ""}
        message={question?.message ?? ""}
        confirmLabel={question?.confirm ?? ""}
        destructive={question?.destructive}
        onConfirm={() => pending && void run(pending)}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}

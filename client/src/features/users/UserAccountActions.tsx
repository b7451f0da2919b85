/**
 * Block / unblock and grant / revoke administrator rights, each confirmed first. One's own rights
 * cannot be changed (the server refuses too): the button says why instead of failing later.
 */
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useAuth } from "../../app/auth/AuthContext";
import { notify } from "../../ui/notify";
import { SetUserAdminDocument, SetUserBlockedDocument, type UserDetailFragment } from "../../gql/graphql";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { optimisticUserPayload } from "./userChange";
import { displayName } from "./userColumns";

type Action = "block" | "unblock" | "grant" | "revoke";


export function UserAccountActions({ user }: { user: UserDetailFragment }) {
  const { state } = useAuth();
  const isMe = state.status === "admin" && state.user.uid === user.uid;
  const [pending, setPending] = useState<Action | null>(null);
  const [setBlocked] = useMutation(SetUserBlockedDocument);
  const [setAdmin] = useMutation(SetUserAdminDocument);
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

  const run = async (action: Action) => {
    setPending(null);
    try {
      const { data } =
        action === "block" || action === "unblock"
          ? await setBlocked({
              variables: { input: { userId: user.id, isBlocked: action === "block" } },
              optimisticResponse: { setUserBlocked: optimisticUserPayload("UserPayload", user, { isBlocked: action === "block" }) },
            }).then((r) => ({ data: r.data?.setUserBlocked }))
          : await setAdmin({
              variables: { input: { userId: user.id, isAdmin: action === "grant" } },
              optimisticResponse: { setUserAdmin: optimisticUserPayload("UserPayload", user, { isAdmin: action === "grant" }) },
            }).then((r) => ({ data: r.data?.setUserAdmin }));
      const refusal = data?.userErrors[0];
      if (refusal) notify.error("Modification refusée", refusal.message);
      else notify.success("Compte mis à jour", questions[action].confirm);
    } catch (error) {
      notify.error("Modification impossible", error instanceof Error ? error.message : undefined);
    }
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

/**
 * Block / unblock and grant / revoke administrator rights (AdminRightsButton), each confirmed
 * first, and the export and erasure of the customer's data (PersonalDataExportButton, PersonalDataEraseButton). One's own account
 * cannot be changed (the server refuses too): a note says why instead of failing later.
 */
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useAuth } from "../../app/auth/AuthContext";
import { SetUserBlockedDocument, type UserDetailFragment } from "../../gql/graphql";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { AdminRightsButton } from "./AdminRightsButton";
import { optimisticUserPayload } from "./userChange";
import { displayName } from "./userColumns";
import { ENTITY_HISTORY } from "../audit/auditLogParams";
import { PersonalDataExportButton } from "../personal-data/PersonalDataExportButton";
import { PersonalDataEraseButton } from "../personal-data/PersonalDataEraseButton";

type Action = "block" | "unblock";

/**
 * What blocking does, as the server enforces it (docs/users.md): the storefront refuses a blocked
 * customer, and the API refuses a blocked administrator like a non-administrator. No-break
 * spaces (U+00A0) before « : » and « ? », as French typography wants.
 */
export const BLOCK_EFFECT =
  "Une fois bloquée, cette personne ne pourra plus se connecter\u00a0: ni à la boutique ni, s’il s’agit d’un administrateur, au back-office.";

const MESSAGES = { refusal: "Modification refusée", failure: "Modification impossible", refetchQueries: [ENTITY_HISTORY] };

export function UserAccountActions({ user }: { user: UserDetailFragment }) {
  const { state, can } = useAuth();
  const isMe = state.status === "admin" && state.user.uid === user.uid;
  const [pending, setPending] = useState<Action | null>(null);
  const setBlocked = useAdminMutation(SetUserBlockedDocument, { ...MESSAGES, payload: (data) => data.setUserBlocked });
  const name = displayName(user);

  const questions: Record<Action, { title: string; message: string; confirm: string; destructive?: boolean }> = {
    block: {
      title: `Bloquer ${name}\u00a0?`,
      message: BLOCK_EFFECT,
      confirm: "Bloquer",
      destructive: true,
    },
    unblock: { title: `Débloquer ${name}\u00a0?`, message: "Le marquage « Bloqué » sera retiré.", confirm: "Débloquer" },
  };

  const run = (action: Action) => {
    setPending(null);
    const isBlocked = action === "block";
    return setBlocked.run({
      variables: { input: { userId: user.id, isBlocked }, withCredits: can("CREDITS") },
      optimisticResponse: { setUserBlocked: optimisticUserPayload("UserPayload", user, { isBlocked }) },
      success: { title: "Compte mis à jour", message: questions[action].confirm },
    });
  };

  const question = pending ? questions[pending] : null;
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        {/* Each action only for a role that may do it (docs/roles.md « Console »); a member of
            the team is blocked only by a role that manages the team (docs/users.md). */}
        {can("CUSTOMERS_BLOCK") && (!user.isAdmin || can("STAFF")) && (
          <Button
            variant="outline"
            colorPalette={user.isBlocked ? "teal" : "red"}
            onClick={() => setPending(user.isBlocked ? "unblock" : "block")}
            disabled={isMe}
          >
            {user.isBlocked ? "Débloquer" : "Bloquer"}
          </Button>
        )}
        {can("STAFF") && <AdminRightsButton user={user} disabled={isMe} />}
        {/* An access or portability request (docs/personal-data.md): shown to the roles that may. */}
        <PersonalDataExportButton userId={user.id} />
        <PersonalDataEraseButton user={user} />
      </HStack>
      {isMe && (
        <Text fontSize="sm" color="fg.muted" role="note">
          C’est votre compte : vous ne pouvez ni le bloquer ni modifier vos propres droits administrateur. Demandez à un autre administrateur.
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

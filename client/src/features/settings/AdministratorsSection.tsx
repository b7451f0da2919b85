/**
 * « Administrateurs »: who may use the console, with their last sign-in; rights are withdrawn
 * with the users screen's AdminRightsButton (never one's own, never the last administrator's —
 * the server refuses both) and granted from a user's page.
 */
import { Link, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useAuth } from "../../app/auth/AuthContext";
import type { UserDetailFragment } from "../../gql/graphql";
import { formatDateTime } from "../../ui/format";
import { StackedTable } from "../../ui/StackedTable";
import { AdminRightsButton } from "../users/AdminRightsButton";
import { displayName } from "../users/userColumns";
import { userPath, usersPath } from "../../app/paths";

export function AdministratorsSection({ administrators }: { administrators: readonly UserDetailFragment[] }) {
  const { state } = useAuth();
  const myUid = state.status === "admin" ? state.user.uid : null;
  // A revocation turns isAdmin off in the cache at once (optimistically): the row goes with it.
  const admins = administrators.filter((u) => u.isAdmin);
  return (
    <>
      {/* On a phone each administrator is a block: name, e-mail, last sign-in, then the action. */}
      <StackedTable.Root aria-label="Administrateurs">
        <StackedTable.Header labels={["Nom", "E-mail", "Dernière connexion", "Actions"]} hidden={["Actions"]} />
        <StackedTable.Body>
          {admins.map((user) => (
            <StackedTable.Row key={user.id}>
              <StackedTable.Cell pb={{ base: "0", md: "2" }}>
                <Link asChild colorPalette="teal" fontWeight={{ base: "semibold", md: "normal" }}>
                  <RouterLink to={userPath(user.id)}>{displayName(user)}</RouterLink>
                </Link>
                {user.uid === myUid && (
                  <Text as="span" color="fg.muted" fontSize="sm">
                    {" "}
                    (vous)
                  </Text>
                )}
              </StackedTable.Cell>
              <StackedTable.Cell label="E-mail" overflowWrap="anywhere">
                {user.email ?? "—"}
              </StackedTable.Cell>
              <StackedTable.Cell label="Dernière connexion">{formatDateTime(user.lastLoginAt)}</StackedTable.Cell>
              {/* One's own row has no action: no empty line for it on a phone. */}
              <StackedTable.Cell textAlign={{ base: "start", md: "end" }} hideBelow={user.uid === myUid ? "md" : undefined}>
                {user.uid !== myUid && <AdminRightsButton user={user} size="xs" />}
              </StackedTable.Cell>
            </StackedTable.Row>
          ))}
        </StackedTable.Body>
      </StackedTable.Root>
      <Text mt="3" fontSize="sm" color="fg.muted">
        Pour nommer un administrateur, ouvrez sa fiche depuis{" "}
        <Link asChild colorPalette="teal" variant="underline">
          <RouterLink to={usersPath({ role: "customer" })}>Utilisateurs</RouterLink>
        </Link>
        . Vous ne pouvez pas modifier vos propres droits.
      </Text>
    </>
  );
}

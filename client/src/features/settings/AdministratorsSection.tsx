/**
 * « Administrateurs »: who may use the console, with their last sign-in; rights are withdrawn
 * with the users screen's AdminRightsButton (never one's own, never the last administrator's —
 * the server refuses both) and granted from a user's page.
 */
import { Link, Table, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useAuth } from "../../app/auth/AuthContext";
import type { UserDetailFragment } from "../../gql/graphql";
import { formatDateTime } from "../../ui/format";
import { AdminRightsButton } from "../users/AdminRightsButton";
import { displayName } from "../users/userColumns";

export function AdministratorsSection({ administrators }: { administrators: readonly UserDetailFragment[] }) {
  const { state } = useAuth();
  const myUid = state.status === "admin" ? state.user.uid : null;
  // A revocation turns isAdmin off in the cache at once (optimistically): the row goes with it.
  const admins = administrators.filter((u) => u.isAdmin);
  return (
    <>
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label="Administrateurs">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Nom</Table.ColumnHeader>
              <Table.ColumnHeader>E-mail</Table.ColumnHeader>
              <Table.ColumnHeader>Dernière connexion</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Text srOnly>Actions</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {admins.map((user) => (
              <Table.Row key={user.id}>
                <Table.Cell>
                  <Link asChild colorPalette="teal">
                    <RouterLink to={`/users/${user.id}`}>{displayName(user)}</RouterLink>
                  </Link>
                  {user.uid === myUid && (
                    <Text as="span" color="fg.muted" fontSize="sm">
                      {" "}
                      (vous)
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>{user.email ?? "—"}</Table.Cell>
                <Table.Cell>{formatDateTime(user.lastLoginAt)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {user.uid !== myUid && <AdminRightsButton user={user} size="xs" />}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text mt="3" fontSize="sm" color="fg.muted">
        Pour nommer un administrateur, ouvrez sa fiche depuis{" "}
        <Link asChild colorPalette="teal" variant="underline">
          <RouterLink to="/users?role=customer">Utilisateurs</RouterLink>
        </Link>
        . Vous ne pouvez pas modifier vos propres droits.
      </Text>
    </>
  );
}

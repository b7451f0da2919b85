/**
 * « Préférences de notification » (docs/notifications.md): for each kind, whether the member is
 * told of it in the console and also by mail, and from what amount a paid order is worth telling.
 * A kind their role does not cover is shown, disabled, with why: nothing of it would reach them.
 * Loaded with the dialog, not with the shell.
 */
import { Checkbox, Stack, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import {
  MyNotificationPreferencesDocument,
  UpdateNotificationPreferencesDocument,
  type NotificationKind,
  type NotificationPreferencesFieldsFragment,
} from "../../gql/graphql";
import { boundedResolver, FormDialog, money, MoneyField } from "../../ui/form";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { Controller } from "react-hook-form";

type Values = { inApp: NotificationKind[]; mail: NotificationKind[]; orderCentsAtLeast: number | null };

const schema = z.object({
  inApp: z.array(z.string()),
  mail: z.array(z.string()),
  orderCentsAtLeast: money("Le montant"),
});

const toggled = (list: readonly NotificationKind[], kind: NotificationKind, on: boolean) =>
  on ? [...new Set([...list, kind])] : list.filter((k) => k !== kind);

export default function NotificationPreferencesDialog({ onClose }: { onClose: () => void }) {
  const { data } = useQuery(MyNotificationPreferencesDocument, { fetchPolicy: "network-only" });
  const preferences = data?.myNotificationPreferences;
  if (!preferences) return null;
  return <PreferencesForm preferences={preferences} onClose={onClose} />;
}

function PreferencesForm({ preferences, onClose }: { preferences: NotificationPreferencesFieldsFragment; onClose: () => void }) {
  const form = useForm<Values, unknown, Values>({
    resolver: boundedResolver(schema) as never,
    defaultValues: { inApp: [...preferences.inApp], mail: [...preferences.mail], orderCentsAtLeast: preferences.orderCentsAtLeast },
  });
  const save = useAdminMutation(UpdateNotificationPreferencesDocument, {
    payload: (result) => result.updateNotificationPreferences,
    failure: "Préférences non enregistrées",
    refusal: false,
    success: { title: "Préférences enregistrées", message: "Vos notifications suivent vos nouveaux choix." },
  });
  return (
    <FormDialog
      form={form}
      title="Préférences de notification"
      saveLabel="Enregistrer"
      onClose={onClose}
      onSave={(values) =>
        save.run({
          variables: {
            input: { inApp: values.inApp, mail: values.mail.filter((k) => values.inApp.includes(k)), orderCentsAtLeast: values.orderCentsAtLeast ?? 0 },
          },
        })
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Ce que la boutique vous signale, sur tous vos appareils. Les notifications de la session (confirmations, erreurs) restent toujours affichées.
        </Text>
        <Controller
          control={form.control}
          name="inApp"
          render={({ field: inApp }) => (
            <Controller
              control={form.control}
              name="mail"
              render={({ field: mail }) => (
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Notification</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="center">Console</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="center">E-mail</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {preferences.kinds.map((option) => {
                      const shown = inApp.value.includes(option.kind);
                      return (
                        <Table.Row key={option.kind} data-kind={option.kind}>
                          <Table.Cell>
                            <Text>{option.label}</Text>
                            {!option.available && (
                              <Text fontSize="xs" color="fg.muted">
                                Votre rôle ne couvre pas ces notifications.
                              </Text>
                            )}
                          </Table.Cell>
                          <Table.Cell textAlign="center">
                            <Checkbox.Root
                              checked={shown}
                              disabled={!option.available}
                              onCheckedChange={(d) => inApp.onChange(toggled(inApp.value, option.kind, d.checked === true))}
                            >
                              <Checkbox.HiddenInput aria-label={`${option.label}\u00a0: afficher dans la console`} />
                              <Checkbox.Control />
                            </Checkbox.Root>
                          </Table.Cell>
                          <Table.Cell textAlign="center">
                            {option.mailable ? (
                              <Checkbox.Root
                                checked={shown && mail.value.includes(option.kind)}
                                disabled={!option.available || !shown}
                                onCheckedChange={(d) => mail.onChange(toggled(mail.value, option.kind, d.checked === true))}
                              >
                                <Checkbox.HiddenInput aria-label={`${option.label}\u00a0: envoyer aussi par e-mail`} />
                                <Checkbox.Control />
                              </Checkbox.Root>
                            ) : (
                              <Text fontSize="xs" color="fg.muted">
                                Toujours
                              </Text>
                            )}
                          </Table.Cell>
                        </Table.Row>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
              )}
            />
          )}
        />
        <MoneyField name="orderCentsAtLeast" label="Commandes payées à partir de" helper="Les commandes d’un montant inférieur ne vous sont pas signalées." />
      </Stack>
    </FormDialog>
  );
}

/**
 * « E-mails »: one « Envoi activé » switch per mail the back-office sends (settings/app
 * `emails.<key>`, docs/mail.md), moved here from /emails, which shows whether each is sent.
 * A switch saves at once with setEmailEnabled and the version the screen holds; its payload
 * brings the document's new version to the other sections.
 */
import { Skeleton, Stack, Switch, Text } from "@chakra-ui/react";
import { SetEmailEnabledDocument, type EmailSwitch, type ShopSettingsFieldsFragment } from "../../gql/graphql";
import { MAIL_TEMPLATES } from "@atelier/domain/mailTemplates";
import { typed } from "../../ui/mutation/typename";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";

/** `orderShipped` (settings/app) → ORDER_SHIPPED (the API's EmailSwitch). */
const switchEnum = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase() as EmailSwitch;
const SWITCHES = MAIL_TEMPLATES.flatMap((t) => (t.switch ? [{ key: switchEnum(t.switch), label: t.label, description: t.description }] : []));

/** Until the settings are there (undefined), the switches' places are skeletons: the list itself is known. */
export function EmailSwitches({ settings }: { settings: ShopSettingsFieldsFragment | undefined }) {
  const emails = settings?.emails;
  const setEnabled = useAdminMutation(SetEmailEnabledDocument, {
    failure: "Modification impossible",
    refusal: "Modification refusée",
    payload: (d) => d.setEmailEnabled,
  });

  const toggle = (key: EmailSwitch, label: string, enabled: boolean) => {
    if (!settings || !emails) return;
    const switches = emails.switches.map((s) => typed("EmailSwitchState", s.key === key ? { ...s, enabled } : s));
    const version = settings.version + 1;
    void setEnabled.run({
      variables: { input: { key, enabled, version: settings.version } },
      optimisticResponse: {
        setEmailEnabled: typed("EmailSettingsPayload", {
          settings: typed("EmailSettings", { ...emails, version, switches }),
          shopSettings: typed("ShopSettings", { id: settings.id, version, updatedAt: settings.updatedAt }),
          userErrors: [],
        }),
      },
      success: { title: enabled ? `Envoi activé\u00a0: ${label}` : `Envoi désactivé\u00a0: ${label}` },
    });
  };

  return (
    <Stack gap="4">
      {SWITCHES.map(({ key, label, description }) => {
        const enabled = emails?.switches.find((s) => s.key === key)?.enabled ?? false;
        return (
          <Stack key={key} gap="0.5">
            <Switch.Root colorPalette="teal" checked={enabled} disabled={!emails} onCheckedChange={(d) => toggle(key, label, d.checked)}>
              <Switch.HiddenInput />
              {emails ? (
                <Switch.Control />
              ) : (
                // Only while loading: a Skeleton left in the page reads as « still loading » to the tests.
                <Skeleton loading>
                  <Switch.Control />
                </Skeleton>
              )}
              <Switch.Label>
                <Text as="span" srOnly>
                  {"Envoi activé\u00a0: "}
                </Text>
                {label}
              </Switch.Label>
            </Switch.Root>
            <Text fontSize="sm" color="fg.muted" ps="11">
              {description}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}

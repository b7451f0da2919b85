/**
 * « Modèles »: the back-office's e-mail templates, each with its « Envoi activé » switch (the
 * `emails.<key>` of settings/app, until the settings screen holds them) and its editor.
 */
import { Switch, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { EmailTemplatesDocument, SetEmailEnabledDocument, type EmailSettingsFieldsFragment, type EmailTemplateFieldsFragment } from "../../gql/graphql";
import { useSearchValueDialog } from "../../ui/form";
import { formatDateTime } from "../../ui/format";
import { DataTable, type Column } from "../../ui/list";
import { typed } from "../../ui/mutation/typename";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { TemplateEditorDrawer } from "./TemplateEditorDrawer";

const switchOf = (settings: EmailSettingsFieldsFragment | undefined, template: EmailTemplateFieldsFragment) =>
  template.switch ? (settings?.switches.find((s) => s.key === template.switch)?.enabled ?? template.enabled) : null;

export function TemplatesTab() {
  const { data, loading, error, refetch } = useQuery(EmailTemplatesDocument);
  const editor = useSearchValueDialog("template");
  const settings = data?.emailSettings;
  const setEnabled = useAdminMutation(SetEmailEnabledDocument, {
    failure: "Modification impossible",
    refusal: "Modification refusée",
    payload: (d) => d.setEmailEnabled,
  });

  const toggle = (template: EmailTemplateFieldsFragment, enabled: boolean) => {
    if (!settings || !template.switch) return;
    const switches = settings.switches.map((s) => (s.key === template.switch ? { ...s, enabled } : s));
    void setEnabled.run({
      variables: { input: { key: template.switch, enabled, version: settings.version } },
      optimisticResponse: {
        setEmailEnabled: typed("EmailSettingsPayload", {
          settings: typed("EmailSettings", { ...settings, version: settings.version + 1, switches: switches.map((s) => typed("EmailSwitchState", s)) }),
          userErrors: [],
        }),
      },
      success: { title: enabled ? `Envoi activé\u00a0: ${template.label}` : `Envoi désactivé\u00a0: ${template.label}` },
    });
  };

  const columns: Column<EmailTemplateFieldsFragment>[] = [
    {
      key: "label",
      header: "Modèle",
      render: (t) => (
        <>
          <Text fontWeight="medium">{t.label}</Text>
          <Text fontSize="xs" color="fg.muted" lineClamp={1}>
            {t.description}
          </Text>
        </>
      ),
    },
    { key: "subject", header: "Objet", render: (t) => <Text lineClamp={1}>{t.subject}</Text>, hideBelow: "md" },
    { key: "updatedAt", header: "Modifié le", render: (t) => formatDateTime(t.updatedAt), hideBelow: "lg", width: "44" },
    {
      key: "enabled",
      header: "Envoi activé",
      width: "32",
      render: (t) => {
        const enabled = switchOf(settings, t);
        if (enabled === null) return <Text fontSize="sm" color="fg.muted">Toujours</Text>;
        return (
          // The row opens the editor: the switch keeps its clicks to itself.
          <span onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
            <Switch.Root size="sm" colorPalette="teal" checked={enabled} onCheckedChange={(d) => toggle(t, d.checked)}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label srOnly>Envoi activé{"\u00a0"}: {t.label}</Switch.Label>
            </Switch.Root>
          </span>
        );
      },
    },
  ];

  return (
    <>
      <DataTable
        label="Modèles d’e-mails"
        columns={columns}
        rows={data?.emailTemplates}
        rowKey={(t) => t.name}
        loading={loading}
        error={error ? "Impossible de charger les modèles d’e-mails" : null}
        onRetry={() => void refetch()}
        onRowClick={(t) => editor.open(t.name)}
        rowHeight="16"
        skeletonRows={8}
      />
      {editor.value !== null && (
        <TemplateEditorDrawer
          key={editor.value}
          template={data?.emailTemplates.find((t) => t.name === editor.value)}
          loading={loading}
          onClose={editor.close}
        />
      )}
    </>
  );
}

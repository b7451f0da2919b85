/**
 * « Modèles »: the back-office's e-mail templates, whether each is sent (the `emails.<key>`
 * switches of settings/app, switched in /settings « E-mails ») and their editor.
 */
import { Badge, Link, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router-dom";
import { EmailTemplatesDocument, type EmailSettingsFieldsFragment, type EmailTemplateFieldsFragment } from "../../gql/graphql";
import { useSearchValueDialog } from "../../ui/form";
import { formatDateTime } from "../../ui/format";
import { DataTable, type Column } from "../../ui/list";
import { TemplateEditorDrawer } from "./TemplateEditorDrawer";
import { settingsPath } from "../../app/paths";

const switchOf = (settings: EmailSettingsFieldsFragment | undefined, template: EmailTemplateFieldsFragment) =>
  template.switch ? (settings?.switches.find((s) => s.key === template.switch)?.enabled ?? template.enabled) : null;

export function TemplatesTab() {
  const { data, loading, error, refetch } = useQuery(EmailTemplatesDocument);
  const editor = useSearchValueDialog("template");
  const settings = data?.emailSettings;

  const columns: Column<EmailTemplateFieldsFragment>[] = [
    {
      key: "label",
      header: "Modèle",
      primary: true,
      cardLines: 2,
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
      header: "Envoi",
      width: "32",
      render: (t) => {
        const enabled = switchOf(settings, t);
        if (enabled === null)
          return (
            <Text fontSize="sm" color="fg.muted">
              Toujours
            </Text>
          );
        return (
          <Badge colorPalette={enabled ? "teal" : "gray"} variant="subtle">
            {enabled ? "Activé" : "Désactivé"}
          </Badge>
        );
      },
    },
  ];

  return (
    <>
      <Text fontSize="sm" color="fg.muted" mb="3">
        L’envoi de chaque e-mail s’active ou se désactive dans{" "}
        <Link asChild colorPalette="teal" variant="underline">
          <RouterLink to={settingsPath("emails")}>Paramètres, section E-mails</RouterLink>
        </Link>
        .
      </Text>
      <DataTable
        label="Modèles d’e-mails"
        columns={columns}
        rows={data?.emailTemplates}
        rowKey={(t) => t.name}
        loading={loading}
        error={error ? "Impossible de charger les modèles d’e-mails" : null}
        onRetry={() => void refetch()}
        rowLink={(t) => editor.link(t.name)}
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

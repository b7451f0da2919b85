/**
 * /emails « Gestion des Emails »: the templates the back-office sends (editor, preview, test,
 * revisions, « Envoi activé » switches) and the send log of every mail (docs/mail.md). The tab is
 * in the URL (?tab=journal), so reload and back keep it.
 */
import { Tabs } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router-dom";
import { EmailTemplatesDocument } from "../../gql/graphql";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { MailLogTab } from "./MailLogTab";
import { TemplatesTab } from "./TemplatesTab";

export default function EmailsPage({ title }: PageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get("tab") === "journal" ? "journal" : "templates";
  const templates = useQuery(EmailTemplatesDocument);
  return (
    <>
      <PageHeader title={title} description="Les e-mails que la boutique envoie à ses clients : modèles, activation et journal de chaque envoi." />
      <Tabs.Root value={tab} onValueChange={(d) => setSearchParams(d.value === "journal" ? { tab: "journal" } : {})} lazyMount variant="line">
        <Tabs.List mb="4">
          <Tabs.Trigger value="templates">Modèles</Tabs.Trigger>
          <Tabs.Trigger value="journal">Journal d’envoi</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="templates">
          <TemplatesTab />
        </Tabs.Content>
        <Tabs.Content value="journal">
          <MailLogTab templates={templates.data?.emailTemplates} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

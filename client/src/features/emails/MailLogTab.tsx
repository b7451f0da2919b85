/** « Journal d'envoi »: every mail, newest first, filtered in the URL, cursor pages; a row opens the mail. */
import { Button, HStack, Stack } from "@chakra-ui/react";
import { MailsDocument, type EmailTemplateFieldsFragment, type MailFieldsFragment } from "../../gql/graphql";
import { useSearchValueDialog } from "../../ui/form";
import { formatDateTime, formatInteger } from "../../ui/format";
import { ConnectionPagination, DataTable, DateRangeFields, SearchBox, SelectFilter, useConnectionList, type Column, type FilterOption } from "../../ui/list";
import { MAIL_LOG_DEFAULTS, MAIL_STATES, mailFilter, type MailLogParams } from "./mailLogParams";
import { MailDialog } from "./MailDialog";
import { MailStateBadge } from "./MailStateBadge";

const stateOptions: FilterOption[] = [["", "Tous les états"], ...Object.entries(MAIL_STATES).map(([value, { label }]): FilterOption => [value, label])];

const mailsLabel = (n: number) => `${formatInteger(n)} envoi${n > 1 ? "s" : ""}`;

const columns: Column<MailFieldsFragment>[] = [
  { key: "createdAt", header: "Date", render: (m) => formatDateTime(m.createdAt), width: "44" },
  { key: "to", header: "Destinataire", render: (m) => m.to.join(", "), primary: true },
  { key: "template", header: "Modèle", render: (m) => m.templateLabel ?? m.templateName ?? "Message libre", hideBelow: "md" },
  { key: "state", header: "État", render: (m) => <MailStateBadge state={m.state} />, width: "36" },
  { key: "attempts", header: "Tentatives", render: (m) => formatInteger(m.attempts), align: "end", width: "28", hideBelow: "lg" },
];

export function MailLogTab({ templates }: { templates: readonly Pick<EmailTemplateFieldsFragment, "name" | "label">[] | undefined }) {
  const list = useConnectionList(MailsDocument, {
    params: MAIL_LOG_DEFAULTS,
    variables: (params, page) => ({ ...page, filter: mailFilter(params) }),
    connection: (data) => data.mails,
    loadFailed: "Impossible de charger le journal d’envoi",
  });
  const { params, setParams } = list;
  const dialog = useSearchValueDialog("mail");
  const filtered = params.state || params.template || params.recipient || params.from || params.to;
  const set = (patch: Partial<MailLogParams>) => setParams(patch);

  return (
    <>
      <Stack direction={{ base: "column", md: "row" }} gap="3" align={{ md: "flex-end" }} mb="4" wrap="wrap">
        <SearchBox value={params.recipient} onChange={(recipient) => set({ recipient })} label="Destinataire" placeholder="Adresse e-mail exacte" />
        <SelectFilter label="État" value={params.state} options={stateOptions} onChange={(state) => set({ state })} />
        <SelectFilter
          label="Modèle"
          value={params.template}
          options={[["", "Tous les modèles"], ...(templates ?? []).map((t): FilterOption => [t.name, t.label])]}
          onChange={(template) => set({ template })}
        />
        <HStack gap="3" align="flex-end">
          <DateRangeFields from={params.from} to={params.to} onChange={set} />
          {filtered && (
            <Button size="sm" variant="ghost" onClick={() => set({ state: "", template: "", recipient: "", from: "", to: "" })}>
              Effacer les filtres
            </Button>
          )}
        </HStack>
      </Stack>
      <DataTable
        label={list.connection ? `Journal d’envoi, ${mailsLabel(list.connection.totalCount)}` : "Journal d’envoi"}
        columns={columns}
        rows={list.rows}
        rowKey={(m) => m.id}
        loading={list.loading}
        error={list.errorMessage}
        onRetry={list.retry}
        rowLink={(m) => dialog.link(m.id)}
        skeletonRows={list.pageSize}
      />
      {!list.errorMessage && <ConnectionPagination {...list.pagination} />}
      {dialog.value && <MailDialog key={dialog.value} id={dialog.value} onClose={dialog.close} />}
    </>
  );
}

/**
 * /settings/audit « Journal d’audit »: every change an administrator made, newest first — who,
 * what, on which record (with a link to it), when, and the fields it changed. Filters in the URL
 * (administrateur, action, type de cible, période; an entity's « Voir tout » adds its record),
 * cursor pages. docs/audit-log.md.
 */
import { Button, CloseButton, HStack, Tag, Text, useBreakpointValue } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { LuArrowLeft } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { AuditLogDocument, AuditLogOptionsDocument, type AuditEntryFieldsFragment } from "../../gql/graphql";
import { formatDateTime, formatInteger } from "../../ui/format";
import { ConnectionPagination, DataTable, DateRangeFields, FilterBar, useConnectionList, type Column, type FilterOption, type ListFilter } from "../../ui/list";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { AuditChanges } from "./AuditChanges";
import { AuditEntrySummary } from "./AuditEntrySummary";
import { AuditUndoSlot } from "./AuditUndoSlot";
import { useUndoStates, type UndoStates } from "./useUndoStates";
import { AuditTarget } from "./AuditTarget";
import { AUDIT_LOG_DEFAULTS, auditFilter, type AuditLogParams } from "./auditLogParams";
import { actorName, knownNames } from "./auditValues";
import { PATHS } from "../../app/paths";

const entriesLabel = (n: number) => `${formatInteger(n)} modification${n > 1 ? "s" : ""}`;

/**
 * From md up: a column per part; « Modifications » takes what is left and its lines wrap;
 * « Annulation » is each entry's « Annuler » (docs/undo.md). On a phone: one column, each entry
 * stacked (AuditEntrySummary), so the page never scrolls sideways.
 * `admins` names the uids a change holds (an assignee, a moderator).
 */
function columnsFor(phone: boolean, admins: ReadonlyMap<string, string>, undo: UndoStates): Column<AuditEntryFieldsFragment>[] {
  const undoOf = (e: AuditEntryFieldsFragment) => <AuditUndoSlot entry={e} undo={undo?.get(e.id)} />;
  // cardLines "auto": the entry is read whole on its card, never cut to one line (DataTable on phones).
  if (phone)
    return [
      { key: "entry", header: "Modifications", cardLines: "auto", render: (e) => <AuditEntrySummary entry={e} withTarget admins={admins} undo={undoOf(e)} /> },
    ];
  return [
    { key: "at", header: "Date", render: (e) => formatDateTime(e.at), width: "40" },
    { key: "actor", header: "Administrateur", render: (e) => actorName(e.actor, e.actorUid), width: "40", hideBelow: "lg" },
    // A long label (« Statut de commande modifié ») wraps in its column rather than run under the next one.
    {
      key: "action",
      header: "Action",
      render: (e) => (
        <Text fontWeight="medium" whiteSpace="normal">
          {e.actionLabel}
        </Text>
      ),
      width: "44",
    },
    { key: "target", header: "Cible", render: (e) => <AuditTarget entry={e} />, width: "44", hideBelow: "lg" },
    { key: "changes", header: "Modifications", render: (e) => <AuditChanges changes={e.changes} names={knownNames(e, admins)} /> },
    { key: "undo", header: "Annulation", render: undoOf, width: "44" },
  ];
}

/** The options of a select, the current value kept even when it is not (or not yet) among them. */
function options(all: string, values: readonly { value: string; label: string }[] | undefined, current: string): FilterOption[] {
  const list: FilterOption[] = (values ?? []).map((v) => [v.value, v.label]);
  if (current && !list.some(([value]) => value === current)) list.push([current, current]);
  return [["", all], ...list];
}

export default function AuditLogPage({ title }: PageProps) {
  const list = useConnectionList(AuditLogDocument, {
    params: AUDIT_LOG_DEFAULTS,
    variables: (params, page) => ({ ...page, filter: auditFilter(params) }),
    connection: (data) => data.auditLog,
    loadFailed: "Impossible de charger le journal d’audit",
    fetchPolicy: "cache-and-network",
  });
  const { params, setParams } = list;
  // Read at the first render (no server rendering here), so a desktop never draws the phone layout first.
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const choices = useQuery(AuditLogOptionsDocument).data;
  const admins = useMemo(() => choices?.users.edges.map(({ node }) => ({ value: node.id, label: node.fullName || node.email || node.id })), [choices]);
  const undo = useUndoStates(useMemo(() => list.rows?.map((e) => e.id) ?? [], [list.rows]));
  const columns = useMemo(() => columnsFor(phone, new Map((admins ?? []).map((a) => [a.value, a.label])), undo), [phone, admins, undo]);
  const filters: ListFilter<keyof AuditLogParams>[] = [
    { key: "actor", label: "Administrateur", options: options("Tous les administrateurs", admins, params.actor), width: "56" },
    { key: "action", label: "Action", options: options("Toutes les actions", choices?.auditActions, params.action), width: "72" },
    { key: "targetType", label: "Type de cible", options: options("Tous les types de cible", choices?.auditTargetTypes, params.targetType), width: "56" },
  ];
  const filtered = Object.values(params).some(Boolean);
  const set = (patch: Partial<AuditLogParams>) => setParams(patch.targetType !== undefined ? { ...patch, targetId: "" } : patch);

  return (
    <>
      <Button asChild variant="ghost" size="sm" mb="2">
        <RouterLink to={PATHS.settings}>
          <LuArrowLeft /> Paramètres
        </RouterLink>
      </Button>
      <PageHeader title={title} description={list.connection ? entriesLabel(list.connection.totalCount) : list.error ? null : "Chargement…"} />
      <FilterBar params={params} onChange={set} filters={filters}>
        <DateRangeFields from={params.from} to={params.to} onChange={set} />
        {params.targetType && params.targetId && (
          <Tag.Root size="lg" colorPalette="teal">
            <Tag.Label>
              Enregistrement{"\u202f: "}
              {list.rows?.find((e) => e.targetId === params.targetId)?.targetLabel ?? params.targetId}
            </Tag.Label>
            <Tag.EndElement>
              <CloseButton size="2xs" aria-label="Retirer le filtre sur l’enregistrement" onClick={() => setParams({ targetId: "" })} />
            </Tag.EndElement>
          </Tag.Root>
        )}
        {filtered && (
          <HStack>
            <Button size="sm" variant="ghost" onClick={() => setParams({ ...AUDIT_LOG_DEFAULTS })}>
              Effacer les filtres
            </Button>
          </HStack>
        )}
      </FilterBar>
      <DataTable
        label={list.connection ? `Journal d’audit, ${entriesLabel(list.connection.totalCount)}` : "Journal d’audit"}
        columns={columns}
        rows={list.rows}
        rowKey={(e) => e.id}
        loading={list.loading}
        error={list.errorMessage}
        onRetry={list.retry}
        skeletonRows={list.pageSize}
      />
      {!list.errorMessage && <ConnectionPagination {...list.pagination} />}
    </>
  );
}

/**
 * « Importer les numéros de suivi » (docs/tracking-import.md): the carrier's CSV chosen, its two
 * columns mapped (guessed from the header, changeable) with a preview of its first lines, then
 * « Vérifier »: a dry run that writes nothing and shows each line's verdict, « ok », « inchangé »
 * or a French reason, with the counts; then « Appliquer »: the « ok » lines shipped with their
 * numbers. The error report (a CSV of the refused lines) can be downloaded after either. Its own
 * chunk, mounted on opening and unmounted on closing.
 */
import { Alert, Badge, Button, Field, HStack, Input, Link, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { Link as RouterLink } from "react-router-dom";
import { LuUpload } from "react-icons/lu";
import { mappedRows, mappingError, MAX_IMPORT_LINES, type ColumnMapping } from "@atelier/domain/trackingImport/carrierFile";
import { countsSentence, countVerdicts, errorReportCsv, type TrackingImportLineRecord, type TrackingVerdict } from "@atelier/domain/trackingImport/verdicts";
import { shortOrderId } from "@atelier/domain/finances/refund";
import { orderPath } from "../../../app/paths";
import { DialogFrame } from "../../../ui/dialog";
import { formatInteger } from "../../../ui/format";
import { useNarrowScreen } from "../../../ui/list/useNarrowScreen";
import { StackedTable } from "../../../ui/StackedTable";
import { readCarrierFile, type CarrierFile } from "./readCarrierFile";
import { useTrackingImport, type Progress } from "./useTrackingImport";

/** Lines shown in the verdicts' table; the error report holds every refused line. */
const SHOWN_LINES = 100;
const PREVIEW_LINES = 5;

const NBSP = "\u00a0";
/** « transporteur.csv », with the no-break spaces French typography puts inside guillemets. */
const quoted = (text: string) => `«${NBSP}${text}${NBSP}»`;
const linesText = (n: number) => `${formatInteger(n)} ligne${n > 1 ? "s" : ""}`;

type Filter = "ALL" | TrackingVerdict;
const FILTERS: { value: Filter; label: string }[] = [
  { value: "ALL", label: "Toutes" },
  { value: "OK", label: "À appliquer" },
  { value: "UNCHANGED", label: "Inchangées" },
  { value: "ERROR", label: "En erreur" },
];

type Checked = { lines: TrackingImportLineRecord[]; applied: boolean; changed: number };

export default function TrackingImportDialog({ onClose }: { onClose: () => void }) {
  const narrow = useNarrowScreen();
  const { check, apply } = useTrackingImport();
  const [file, setFile] = useState<CarrierFile | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({ order: null, tracking: null });
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState<{ label: string; progress: Progress } | null>(null);
  const [problem, setProblem] = useState<{ message: string; retry: boolean } | null>(null);
  const mappingProblem = file ? mappingError(mapping) : null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setFile(null);
    setChecked(null);
    setProblem(null);
    setFileError(null);
    if (!chosen) return;
    const read = await readCarrierFile(chosen);
    if ("error" in read) return setFileError(read.error);
    setFile(read);
    setMapping(read.guessed);
  };

  const remap = (column: keyof ColumnMapping, value: string) => {
    setMapping((current) => ({ ...current, [column]: value === "" ? null : Number(value) }));
    setChecked(null);
    setProblem(null);
  };

  const verify = async () => {
    if (!file || mapping.order === null || mapping.tracking === null || mappingProblem || busy) return;
    const rows = mappedRows(file.lines, { order: mapping.order, tracking: mapping.tracking });
    setProblem(null);
    setBusy({ label: "Vérification", progress: { done: 0, total: rows.length } });
    const outcome = await check(rows, (progress) => setBusy({ label: "Vérification", progress }));
    setBusy(null);
    if (outcome.kind === "done") setChecked({ lines: outcome.lines, applied: false, changed: 0 });
    else setProblem({ message: outcome.problem, retry: outcome.kind === "failed" });
  };

  const applyChecked = async () => {
    if (!checked || checked.applied || busy) return;
    const total = countVerdicts(checked.lines).toApply;
    setProblem(null);
    setBusy({ label: "Application", progress: { done: 0, total } });
    const outcome = await apply(checked.lines, (progress) => setBusy({ label: "Application", progress }));
    setBusy(null);
    if (outcome.kind === "done") setChecked({ lines: outcome.lines, applied: true, changed: outcome.changed });
    else setProblem({ message: outcome.problem, retry: outcome.kind === "failed" });
  };

  const close = () => {
    if (!busy) onClose();
  };
  const counts = checked ? countVerdicts(checked.lines) : null;

  return (
    <DialogFrame
      title="Importer les numéros de suivi"
      onClose={close}
      size={narrow ? "full" : "xl"}
      scrollable
      closeButton={false}
      footer={
        <HStack wrap="wrap" justify="flex-end" gap="2">
          {checked && counts && counts.errors > 0 && <ErrorReportButton lines={checked.lines} />}
          <Button variant="outline" onClick={close} disabled={Boolean(busy)}>
            {checked?.applied ? "Fermer" : "Annuler"}
          </Button>
          {!checked ? (
            <Button
              colorPalette="teal"
              onClick={() => void verify()}
              disabled={!file || Boolean(mappingProblem)}
              loading={Boolean(busy)}
              loadingText="Vérification…"
            >
              {problem?.retry ? "Réessayer" : "Vérifier"}
            </Button>
          ) : (
            !checked.applied && (
              <Button
                colorPalette="teal"
                onClick={() => void applyChecked()}
                disabled={counts?.toApply === 0}
                loading={Boolean(busy)}
                loadingText="Application…"
              >
                {problem?.retry ? "Réessayer" : `Appliquer ${linesText(counts?.toApply ?? 0)}`}
              </Button>
            )
          )}
        </HStack>
      }
    >
      <Stack gap="5">
        {!checked?.applied && (
          <Field.Root invalid={Boolean(fileError)} disabled={Boolean(busy)}>
            <Field.Label>Fichier du transporteur (CSV)</Field.Label>
            {/* The browser's own file button speaks its language, not the console's: a button of ours opens the picker. */}
            <HStack gap="3" minW="0">
              <Button variant="outline" size="sm" flexShrink={0} disabled={Boolean(busy)} onClick={() => fileInput.current?.click()}>
                <LuUpload aria-hidden /> Choisir un fichier…
              </Button>
              <Text fontSize="sm" color="fg.muted" truncate>
                {file?.name ?? "Aucun fichier choisi"}
              </Text>
            </HStack>
            <Input ref={fileInput} type="file" accept=".csv,text/csv" display="none" onChange={(event) => void choose(event)} data-testid="tracking-file" />
            <Field.HelperText>
              {`UTF-8, séparateur ${quoted(";")} (ou ${quoted(",")}), une ligne d’en-tête, ${formatInteger(MAX_IMPORT_LINES)} lignes au plus. Rien n’est modifié avant ${quoted("Appliquer")}.`}
            </Field.HelperText>
            <Field.ErrorText>{fileError}</Field.ErrorText>
          </Field.Root>
        )}
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problem.message}</Alert.Title>
          </Alert.Root>
        )}
        {file && !checked && <ColumnChoice file={file} mapping={mapping} problem={mappingProblem} disabled={Boolean(busy)} onChange={remap} />}
        {busy && (
          <Text role="status" aria-live="polite" color="fg.muted">
            {`${busy.label}${NBSP}: ${formatInteger(busy.progress.done)} / ${formatInteger(busy.progress.total)} lignes…`}
          </Text>
        )}
        {checked && counts && <Verdicts checked={checked} counts={counts} />}
      </Stack>
    </DialogFrame>
  );
}

/** The two columns, each a select of the header's cells, and the first lines as they will be read. */
function ColumnChoice(props: {
  file: CarrierFile;
  mapping: ColumnMapping;
  problem: string | null;
  disabled: boolean;
  onChange: (column: keyof ColumnMapping, value: string) => void;
}) {
  const { file, mapping } = props;
  const options = file.header.map((cell, index) => ({ value: String(index), label: `Colonne ${index + 1}${NBSP}: ${cell || "(sans titre)"}` }));
  const preview = file.lines.slice(0, PREVIEW_LINES);
  const cell = (cells: string[], column: number | null) => (column === null ? "" : (cells[column] ?? "").trim());
  const select = (column: keyof ColumnMapping, label: string) => (
    <Field.Root invalid={Boolean(props.problem) && (mapping[column] === null || mapping.order === mapping.tracking)} required disabled={props.disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={mapping[column] === null ? "" : String(mapping[column])} onChange={(event) => props.onChange(column, event.target.value)}>
          <option value="">Choisissez une colonne</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  return (
    <Stack gap="4">
      <Text>{`${quoted(props.file.name)}${NBSP}: ${linesText(file.lines.length)} à vérifier.`}</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {select("order", "Colonne de la commande")}
        {select("tracking", "Colonne du numéro de suivi")}
      </SimpleGrid>
      {props.problem && (
        <Text color="fg.error" role="alert">
          {props.problem}
        </Text>
      )}
      <Stack gap="2">
        <Text fontWeight="medium" id="tracking-preview-title">
          Aperçu des {formatInteger(preview.length)} premières lignes
        </Text>
        <StackedTable.Root aria-labelledby="tracking-preview-title">
          <StackedTable.Header labels={["Ligne", "Commande", "Numéro de suivi"]} />
          <StackedTable.Body>
            {preview.map((line) => (
              <StackedTable.Row key={line.lineNumber} columns={3}>
                <StackedTable.Cell label="Ligne">{line.lineNumber}</StackedTable.Cell>
                <StackedTable.Cell label="Commande" wordBreak="break-all">
                  {cell(line.cells, mapping.order)}
                </StackedTable.Cell>
                <StackedTable.Cell label="Numéro de suivi" wordBreak="break-all">
                  {cell(line.cells, mapping.tracking)}
                </StackedTable.Cell>
              </StackedTable.Row>
            ))}
          </StackedTable.Body>
        </StackedTable.Root>
      </Stack>
    </Stack>
  );
}

/** The counts, a filter by verdict and the lines (the first SHOWN_LINES of the filter). */
function Verdicts({ checked, counts }: { checked: Checked; counts: ReturnType<typeof countVerdicts> }) {
  const [filter, setFilter] = useState<Filter>(counts.errors > 0 ? "ERROR" : "ALL");
  const heading = useRef<HTMLParagraphElement>(null);
  // The button that had the focus is gone or renamed: the result takes it, and a screen reader reads it.
  useEffect(() => heading.current?.focus(), [checked.applied]);
  const shown = checked.lines.filter((line) => filter === "ALL" || line.verdict === filter);
  const countOf = (value: Filter) =>
    value === "ALL" ? checked.lines.length : value === "OK" ? counts.toApply : value === "UNCHANGED" ? counts.unchanged : counts.errors;
  return (
    <Stack gap="3">
      <Text ref={heading} tabIndex={-1} role="status" fontWeight="medium" outline="none" data-testid="tracking-counts">
        {checked.applied
          ? `Import appliqué${NBSP}: ${countsSentence(counts, true)}.`
          : `Vérification terminée, rien n’est encore modifié${NBSP}: ${countsSentence(counts)}.`}
      </Text>
      <HStack wrap="wrap" gap="2" role="group" aria-label="Lignes affichées">
        {FILTERS.map(({ value, label }) => (
          <Button
            key={value}
            size="xs"
            variant={filter === value ? "solid" : "outline"}
            colorPalette="teal"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {label} ({formatInteger(countOf(value))})
          </Button>
        ))}
      </HStack>
      <StackedTable.Root aria-label="Verdict de chaque ligne">
        <StackedTable.Header labels={["Ligne", "Commande", "Numéro de suivi", "Verdict"]} />
        <StackedTable.Body>
          {shown.slice(0, SHOWN_LINES).map((line) => (
            <StackedTable.Row key={line.lineNumber} columns={3} data-testid={`tracking-line-${line.lineNumber}`}>
              <StackedTable.Cell label="Ligne">{line.lineNumber}</StackedTable.Cell>
              <StackedTable.Cell label="Commande" wordBreak="break-all">
                {line.orderId ? (
                  <Link asChild colorPalette="teal">
                    <RouterLink to={orderPath(line.orderId)}>#{shortOrderId(line.orderId)}</RouterLink>
                  </Link>
                ) : (
                  line.orderRef
                )}
              </StackedTable.Cell>
              <StackedTable.Cell label="Numéro de suivi" wordBreak="break-all">
                {line.trackingNumber}
              </StackedTable.Cell>
              <StackedTable.Cell label="Verdict" wide>
                <VerdictText line={line} applied={checked.applied} />
              </StackedTable.Cell>
            </StackedTable.Row>
          ))}
        </StackedTable.Body>
      </StackedTable.Root>
      {shown.length > SHOWN_LINES && (
        <Text color="fg.muted" fontSize="sm">
          {formatInteger(SHOWN_LINES)} premières lignes sur {formatInteger(shown.length)}
          {filter === "ERROR" || filter === "ALL" ? `${NBSP}: le rapport d’erreurs contient toutes les lignes en erreur.` : "."}
        </Text>
      )}
    </Stack>
  );
}

function VerdictText({ line, applied }: { line: TrackingImportLineRecord; applied: boolean }) {
  if (line.verdict === "ERROR") return <Text color="fg.error">{line.message}</Text>;
  if (line.verdict === "UNCHANGED") return <Badge colorPalette="gray">inchangé</Badge>;
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette="green">{applied ? "appliqué" : "ok"}</Badge>
      {line.previousTrackingNumber && (
        <Text fontSize="sm" color="fg.muted">
          remplace {line.previousTrackingNumber}
        </Text>
      )}
    </HStack>
  );
}

/** The refused lines as a CSV (csvField's formula-safe cells, the exports' dialect), saved as a file. */
function ErrorReportButton({ lines }: { lines: readonly TrackingImportLineRecord[] }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([errorReportCsv(lines)], { type: "text/csv;charset=utf-8" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: `rapport-import-suivi-${new Date().toISOString().slice(0, 10)}.csv` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <Button variant="outline" onClick={download}>
      Télécharger le rapport d’erreurs
    </Button>
  );
}

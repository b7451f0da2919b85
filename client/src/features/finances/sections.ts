/**
 * /finances in three sections, each its own URL, chunk and queries (docs/finances.md « Sections »):
 * « Synthèse » the period's figures, « Transactions » the ledger, « Factures et avoirs » the
 * documents. Pure data and functions: the tabs (FinanceSectionTabs.tsx) and the old anchors' links.
 */
import { financesPath, withQuery, type FinanceSection } from "../../app/paths";
import { SHELL_ROUTES } from "../../app/routeTable";
import { PERIOD_DEFAULTS } from "./financePeriod";

/** The tabs, in order, each labelled as its route (routeTable.ts `section`, also the palette's). */
export const FINANCE_SECTIONS: readonly { section: FinanceSection; label: string }[] = (["summary", "transactions", "documents"] as const).map((section) => ({
  section,
  label: SHELL_ROUTES.find((route) => route.path === financesPath(section))!.section!,
}));

/**
 * A tab's address: the section's path and the period of the URL (`period`, `from`, `to`), which
 * « Synthèse » and « Factures et avoirs » share; the ledger's and the documents' filters stay with
 * their section.
 */
export function sectionHref(section: FinanceSection, search: string): string {
  const current = new URLSearchParams(search);
  const period = Object.fromEntries(Object.keys(PERIOD_DEFAULTS).map((key) => [key, current.get(key)]));
  return withQuery(financesPath(section), period);
}

/** The anchors /finances had before its sections (`#transactions`, `#factures`): old links and bookmarks. */
const OLD_ANCHORS: Record<string, FinanceSection> = { "#transactions": "transactions", "#factures": "documents" };

/** Where an old link (/finances?q=…#transactions) now leads, its query kept; null for any other address. */
export function sectionOfOldAnchor(hash: string, search: string): string | null {
  const section = OLD_ANCHORS[hash];
  return section ? `${financesPath(section)}${search}` : null;
}

import { Text, type TextProps } from "@chakra-ui/react";
import { formatDateTime } from "./format";

type Verification = { verifiedAt: string; driftCount: number; repairedCount: number } | null | undefined;

/**
 * « Chiffres vérifiés avec les données le … »: when the aggregates a screen shows were last
 * reconciled with the records (the nightly job, docs/dashboard.md). One line whose height is held
 * while loading (a non-breaking space), so nothing moves when it comes.
 */
export function FiguresVerified({ verification, loading, ...spacing }: { verification: Verification; loading: boolean } & Pick<TextProps, "mt" | "mb">) {
  return (
    <Text fontSize="sm" color="fg.muted" mb="4" {...spacing} truncate data-testid="figures-verified">
      {loading ? "\u00a0" : verificationText(verification)}
    </Text>
  );
}

export function verificationText(v: Verification): string {
  if (!v) return "Chiffres pas encore vérifiés avec les données.";
  const when = formatDateTime(v.verifiedAt);
  if (v.driftCount === 0) return `Chiffres vérifiés avec les données le ${when}.`;
  if (v.repairedCount === v.driftCount) return `Chiffres vérifiés et corrigés le ${when}.`;
  return `Écart avec les données constaté le ${when}.`;
}

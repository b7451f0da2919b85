/**
 * /settings « Paramètres » (docs/settings.md): settings/app by section. Boutique, Crédits,
 * Modération, TVA and Identité légale each open their own form
 * (?dialog=shop|credits|moderation|vat|seller) and save only their fields; the e-mail switches and maintenance mode save at once; the administrators
 * are listed with their last sign-in. Every save carries the version the screen holds.
 */
import { Button, Flex, HStack, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { lazy, Suspense } from "react";
import { Link as RouterLink } from "react-router-dom";
import { SettingsDocument, type ShopSettingsFieldsFragment } from "../../gql/graphql";
import { useSearchValueDialog } from "../../ui/form";
import { formatCents, formatDateTime, formatDecimal, formatInteger } from "../../ui/format";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { AdministratorsSection } from "./AdministratorsSection";
import { CreditsDialog } from "./CreditsDialog";
import { EmailSwitches } from "./EmailSwitches";
import { MaintenanceSection } from "./MaintenanceSection";
import { ModerationDialog } from "./ModerationDialog";
import { SellerDialog } from "./SellerDialog";
import { SellerSummary } from "./SellerSummary";
import { SettingRow, SettingsSection } from "./SettingsSection";
import { ShopDialog } from "./ShopDialog";
import { VatDialog } from "./VatDialog";
import { ApprovalsDialog } from "./ApprovalsDialog";
import { RETENTION_KINDS, RETENTION_LABELS, retentionField } from "@atelier/domain/personalData/retention";
import { PATHS } from "../../app/paths";
import { personName } from "../../ui/person";
import { useCan } from "../../app/auth/AuthContext";

// The owner's two-step choices load after the page's first paint (their own chunk).
const TwoStepSection = lazy(() => import("../two-step/TwoStepSection"));
// « Conservation des données » (docs/personal-data.md): its form loads when it is opened.
const RetentionDialog = lazy(() => import("./RetentionDialog").then((m) => ({ default: m.RetentionDialog })));

const DIALOGS = {
  shop: ShopDialog,
  credits: CreditsDialog,
  moderation: ModerationDialog,
  vat: VatDialog,
  seller: SellerDialog,
  approvals: ApprovalsDialog,
  retention: RetentionDialog,
} as const;
type DialogName = keyof typeof DIALOGS;

const yesNo = (value: boolean) => (value ? "Oui" : "Non");

export default function SettingsPage({ title }: PageProps) {
  const { data, error, refetch } = useQuery(SettingsDocument, { fetchPolicy: "cache-and-network" });
  const can = useCan();
  const dialog = useSearchValueDialog("dialog");
  const settings = data?.settings;
  const waiting = !settings;
  const Dialog = dialog.value && dialog.value in DIALOGS ? DIALOGS[dialog.value as DialogName] : null;

  const edit = (name: DialogName, label: string) => (
    <Button size="sm" variant="outline" onClick={() => dialog.open(name)} aria-label={`Modifier la section ${label}`}>
      Modifier
    </Button>
  );

  return (
    <>
      <Flex justify="space-between" align="start" gap="4" wrap="wrap">
        <PageHeader title={title} description={settings ? lastSaved(settings) : undefined} descriptionPending={waiting} />
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline" size="sm">
            <RouterLink to={PATHS.staff}>Équipe</RouterLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={PATHS.auditLog}>Journal d’audit</RouterLink>
          </Button>
          {/* The GraphQL explorer has no sidebar entry (docs/api-explorer.md): reached from here and the palette. */}
          <Button asChild variant="outline" size="sm">
            <RouterLink to={PATHS.apiExplorer}>Explorateur GraphQL</RouterLink>
          </Button>
        </HStack>
      </Flex>
      {error && !settings ? (
        <Stack align="start" gap="3" role="alert">
          <Text>Impossible de charger les paramètres.</Text>
          <Button size="sm" onClick={() => void refetch()}>
            Réessayer
          </Button>
        </Stack>
      ) : (
        <Stack gap="6">
          <SettingsSection id="boutique" title="Boutique" action={edit("shop", "Boutique")}>
            <Stack gap="2">
              <SettingRow label="Nom">{settings ? settings.shopName : null}</SettingRow>
              <SettingRow label="E-mail de contact">{settings ? (settings.contactEmail ?? "—") : null}</SettingRow>
              <SettingRow label="E-mail d’expéditeur">{settings ? (settings.senderEmail ?? "Adresse du serveur") : null}</SettingRow>
            </Stack>
          </SettingsSection>

          <SettingsSection id="credits" title="Crédits" action={edit("credits", "Crédits")}>
            <CreditsSummary settings={settings} />
          </SettingsSection>

          <SettingsSection id="moderation" title="Modération" action={edit("moderation", "Modération")}>
            <Stack gap="2">
              <SettingRow label="Validation requise">{settings ? yesNo(settings.moderation.requireApproval) : null}</SettingRow>
              <SettingRow label="Mots-clés de rejet automatique">
                {settings ? (settings.moderation.autoRejectKeywords.length > 0 ? settings.moderation.autoRejectKeywords.join(", ") : "Aucun") : null}
              </SettingRow>
              <SettingRow label="Notifier l’auteur en cas de rejet">{settings ? yesNo(settings.moderation.notifyAuthorOnRejection) : null}</SettingRow>
            </Stack>
          </SettingsSection>

          <SettingsSection id="emails" title="E-mails">
            <EmailSwitches settings={settings} />
          </SettingsSection>

          <SettingsSection id="tva" title="TVA" action={edit("vat", "TVA")}>
            <SettingRow label="Taux de TVA">{settings ? `${formatDecimal(settings.vatRate, 2)}\u00a0%` : null}</SettingRow>
          </SettingsSection>

          <SettingsSection id="identite-legale" title="Identité légale" action={edit("seller", "Identité légale")}>
            <SellerSummary seller={settings?.seller} />
          </SettingsSection>

          <SettingsSection id="approbations" title="Approbations" action={edit("approvals", "Approbations")}>
            <Stack gap="2">
              <SettingRow label="Remboursements au-delà de">
                {settings ? (settings.approvals.refundAboveCents === null ? "Aucune approbation" : formatCents(settings.approvals.refundAboveCents)) : null}
              </SettingRow>
              <SettingRow label="Crédits accordés au-delà de">
                {settings
                  ? settings.approvals.creditGrantAbove === null
                    ? "Aucune approbation"
                    : `${formatInteger(settings.approvals.creditGrantAbove)} crédits`
                  : null}
              </SettingRow>
              <SettingRow label="Droits, rôles et invitations">{settings ? yesNo(settings.approvals.rightsChanges) : null}</SettingRow>
              <SettingRow label="TVA et identité légale">{settings ? yesNo(settings.approvals.vatAndIdentityChanges) : null}</SettingRow>
            </Stack>
          </SettingsSection>

          <SettingsSection id="conservation" title="Conservation des données" action={edit("retention", "Conservation des données")}>
            <Stack gap="2">
              {RETENTION_KINDS.map((kind) => (
                <SettingRow key={kind} label={RETENTION_LABELS[kind].title}>
                  {settings ? `${formatInteger(settings.retention[retentionField(kind)])} mois` : null}
                </SettingRow>
              ))}
            </Stack>
          </SettingsSection>

          <SettingsSection id="maintenance" title="Maintenance">
            <MaintenanceSection settings={settings} />
          </SettingsSection>

          <SettingsSection id="administrateurs" title="Administrateurs" loading={waiting} skeletonHeight="47">
            {data && <AdministratorsSection administrators={data.administrators} />}
          </SettingsSection>

          {can("STAFF") && (
            <SettingsSection id="deux-etapes" title="Validation en deux étapes">
              <Suspense fallback={<Skeleton height="72" maxW="xl" />}>
                <TwoStepSection members={data?.administrators ?? []} />
              </Suspense>
            </SettingsSection>
          )}
        </Stack>
      )}
      {Dialog && settings && (
        <Suspense fallback={null}>
          <Dialog key={dialog.value} settings={settings} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}

function lastSaved(settings: ShopSettingsFieldsFragment) {
  if (!settings.updatedAt) return "Réglages de la boutique.";
  const by = settings.updatedBy ? personName(settings.updatedBy, "") : null;
  return `Dernière modification le ${formatDateTime(settings.updatedAt)}${by ? ` par ${by}` : ""}.`;
}

/** The seed's number of packs: as many skeleton rows while loading. */
const PLACEHOLDER_PACKS = [1, 2, 3, 4];

function CreditsSummary({ settings }: { settings: ShopSettingsFieldsFragment | undefined }) {
  return (
    <Stack gap="4">
      <Table.Root size="sm" aria-label="Packs de crédits" maxW="md">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Pack</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Prix</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {settings
            ? settings.creditPacks.map((pack) => (
                <Table.Row key={pack.credits}>
                  <Table.Cell>{`${formatInteger(pack.credits)} crédits`}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(pack.priceCents)}</Table.Cell>
                </Table.Row>
              ))
            : PLACEHOLDER_PACKS.map((n) => (
                <Table.Row key={n}>
                  <Table.Cell>
                    <Skeleton height="5" width="24" />
                  </Table.Cell>
                  <Table.Cell>
                    <Skeleton height="5" width="16" ms="auto" />
                  </Table.Cell>
                </Table.Row>
              ))}
        </Table.Body>
      </Table.Root>
      <HStack gap="8" wrap="wrap">
        <SettingRow label="Crédits par génération">{settings ? formatInteger(settings.creditsPerGeneration) : null}</SettingRow>
        <SettingRow label="Points de fidélité par euro">{settings ? formatDecimal(settings.loyaltyRate, 2) : null}</SettingRow>
      </HStack>
    </Stack>
  );
}

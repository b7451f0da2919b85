/**
 * « Identité légale » on /settings: the seller as the invoices print it, and in orange what an
 * invoice still lacks (`seller.missing`, the server's missingSellerMentions).
 */
import { Alert, Stack, Text } from "@chakra-ui/react";
import type { ShopSettingsFieldsFragment } from "../../gql/graphql";
import { SettingRow } from "./SettingsSection";

type Seller = ShopSettingsFieldsFragment["seller"];

const orDash = (text: string) => text.trim() || "—";

/** `seller` undefined while the settings load: one-line skeletons. */
export function SellerSummary({ seller }: { seller: Seller | undefined }) {
  const value = (text: (s: Seller) => string) => (seller ? orDash(text(seller)) : null);
  return (
    <Stack gap="3">
      {seller && seller.missing.length > 0 && (
        <Alert.Root status="warning" data-testid="seller-missing">
          <Alert.Indicator />
          <Alert.Title>
            Il manque sur vos factures{"\u00a0"}: {seller.missing.join(", ")}.
          </Alert.Title>
        </Alert.Root>
      )}
      <Stack gap="2">
        <SettingRow label="Raison sociale">{value((s) => s.legalName)}</SettingRow>
        <SettingRow label="Adresse">
          {seller ? (
            <Text whiteSpace="pre-line" overflowWrap="anywhere">
              {orDash(seller.addressLines.join("\n"))}
            </Text>
          ) : null}
        </SettingRow>
        <SettingRow label="SIREN">{value((s) => s.siren)}</SettingRow>
        <SettingRow label="Numéro de TVA intracommunautaire">{value((s) => s.vatNumber)}</SettingRow>
        <SettingRow label="Mentions légales">
          {seller ? (
            <Text whiteSpace="pre-line" overflowWrap="anywhere">
              {orDash(seller.legalMentions)}
            </Text>
          ) : null}
        </SettingRow>
      </Stack>
    </Stack>
  );
}

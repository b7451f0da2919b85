/**
 * « Exporter ses données (ZIP) » on a customer's page (issue 37, docs/personal-data.md): everything
 * the shop holds about them — profile, orders, invoices, ledger, creations and their images,
 * messages, mails, audit entries — for an access or portability request (RGPD articles 15 and 20).
 * Shown to a role holding « Clients » and « Données personnelles », as the server
 * requires; the server audits each export.
 *
 * The download's code comes after the page's first paint (docs/bundle.md): until then the same
 * button stands disabled in its place, so nothing moves when it arrives.
 */
import { Button } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { useCan } from "../../app/auth/AuthContext";
import { EXPORT_LABEL } from "./personalDataExport";

const PersonalDataDownload = lazy(() => import("./PersonalDataDownload"));

export function PersonalDataExportButton({ userId }: { userId: string }) {
  const can = useCan();
  if (!can("CUSTOMERS_READ") || !can("PERSONAL_DATA")) return null;
  return (
    <Suspense
      fallback={
        <Button variant="outline" disabled>
          {EXPORT_LABEL}
        </Button>
      }
    >
      <PersonalDataDownload userId={userId} />
    </Suspense>
  );
}

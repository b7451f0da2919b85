/** The export's download itself (DownloadButton), loaded after the customer's page has painted (PersonalDataExportButton). */
import { auth } from "../../app/firebase";
import { DownloadButton } from "../../ui/export/DownloadButton";
import { ReceivedSoFar } from "../../ui/export/ReceivedSoFar";
import { EXPORT_LABEL, personalDataExportPath } from "./personalDataExport";

export default function PersonalDataDownload({ userId }: { userId: string }) {
  return (
    <DownloadButton
      label={EXPORT_LABEL}
      url={personalDataExportPath(userId)}
      fallbackName={`donnees-personnelles-${userId}.zip`}
      idToken={async () => auth.currentUser?.getIdToken()}
      failure="Export impossible"
      busyText="Export en cours…"
      progress={(received) => <ReceivedSoFar received={received} />}
    />
  );
}

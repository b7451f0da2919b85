/**
 * Downloads an invoice's or a credit note's PDF (GET /documents/<number>.pdf, the document's
 * `pdfPath`, with the admin's token), saved as `<number>.pdf`: a button on the order's page, the
 * document's number in the list of /finances (`appearance="link"`).
 */
import { auth } from "../../app/firebase";
import { DownloadButton, type DownloadButtonProps } from "../../ui/export/DownloadButton";

type Props = Pick<DownloadButtonProps, "label" | "ariaLabel" | "appearance" | "size" | "variant"> & {
  document: { number: string; pdfPath: string };
};

export function DocumentPdfButton({ document, ...props }: Props) {
  return <DownloadButton {...props} url={document.pdfPath} fallbackName={`${document.number}.pdf`} idToken={async () => auth.currentUser?.getIdToken()} />;
}

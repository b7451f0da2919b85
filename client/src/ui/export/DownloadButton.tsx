/**
 * A button that downloads one of the API's files with the admin's token (downloadFile), busy while
 * it comes, an error toast in French when it fails: « Télécharger la facture » on an order, a
 * document's number on /finances (`appearance="link"`), « Télécharger le mois (ZIP) », and the
 * CSV exports (ExportCsvButton). `progress` draws what has arrived beside it (ReceivedSoFar).
 *
 *   <DownloadButton label="Télécharger la facture" url={invoice.pdfPath} fallbackName={`${invoice.number}.pdf`}
 *     idToken={idToken} />
 */
import { Button, HStack, Link, type ButtonProps } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { LuDownload } from "react-icons/lu";
import { errorText } from "../errorText";
import { notify } from "../notify";
import { downloadFile, type DownloadProgress } from "./downloadFile";

export type DownloadButtonProps = {
  label: ReactNode;
  /** The accessible name when the label alone does not say what is downloaded (« Télécharger l’avoir AV-2026-000007 »). */
  ariaLabel?: string;
  /** The file's API path and query string. */
  url: string;
  fallbackName: string;
  /** The admin's ID token, from the app (ui/ does not reach Firebase itself). */
  idToken: () => Promise<string | null | undefined>;
  /** The success toast; none by default (the browser shows the file it saved). */
  done?: { title: string; message: (received: DownloadProgress) => string };
  /** The error toast's title. */
  failure?: string;
  /** The button's text while it downloads. */
  busyText?: string;
  /** What to show beside the button while the file arrives (ReceivedSoFar). */
  progress?: (received: DownloadProgress) => ReactNode;
  /** "link": a link's look (a document's number in a list), still a button — the download needs the token. */
  appearance?: "button" | "link";
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
};

export function DownloadButton(props: DownloadButtonProps) {
  const { url, fallbackName, idToken, done, failure = "Échec du téléchargement" } = props;
  const [received, setReceived] = useState<DownloadProgress | null>(null);

  const run = async () => {
    if (received) return;
    setReceived({ bytes: 0, rows: null });
    try {
      const result = await downloadFile(url, { token: await idToken(), fallbackName, onProgress: setReceived });
      if (done) notify.success(done.title, done.message(result));
    } catch (error) {
      // downloadFile's own errors speak French (the API's refusal); a failed fetch does not.
      notify.error(
        failure,
        error instanceof TypeError || !(error instanceof Error) ? errorText(error, "Le téléchargement n’a pas abouti. Réessayez.") : error.message,
      );
    } finally {
      setReceived(null);
    }
  };

  if (props.appearance === "link") {
    return (
      <Link asChild color="teal.fg" fontWeight="medium" aria-busy={received ? true : undefined} opacity={received ? 0.6 : undefined}>
        <button type="button" onClick={() => void run()} aria-label={props.ariaLabel}>
          {props.label}
        </button>
      </Link>
    );
  }
  return (
    <HStack gap="3">
      {received && props.progress?.(received)}
      <Button
        variant={props.variant ?? "outline"}
        size={props.size}
        onClick={() => void run()}
        loading={received !== null}
        loadingText={props.busyText ?? "Téléchargement…"}
        aria-label={props.ariaLabel}
      >
        <LuDownload aria-hidden /> {props.label}
      </Button>
    </HStack>
  );
}

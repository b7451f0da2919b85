/**
 * « Importer les numéros de suivi » in the orders list's header: opens the import dialog, a
 * chunk of its own (papaparse included) fetched once the browser is idle after the list's first
 * paint (not at mount: it competed with the list's own chunks and queries), or on first opening.
 */
import { Button } from "@chakra-ui/react";
import { Suspense, useEffect, useState } from "react";
import { LuFileUp } from "react-icons/lu";
import { useIdle } from "../../../ui/WhenIdle";
import { lazyChunk } from "../../../ui/lazyChunk";

const { Component: TrackingImportDialog, load: loadDialog } = lazyChunk(() => import("./TrackingImportDialog"));

export function ImportTrackingButton() {
  const [open, setOpen] = useState(false);
  const idle = useIdle();
  useEffect(() => {
    if (idle) void loadDialog().catch(() => undefined);
  }, [idle]);
  return (
    <>
      {/* Beside « Exporter CSV », at the end of the header: the free space goes before it. */}
      <Button variant="outline" colorPalette="teal" ms="auto" onClick={() => setOpen(true)}>
        <LuFileUp aria-hidden /> Importer les numéros de suivi
      </Button>
      <Suspense fallback={null}>{open && <TrackingImportDialog onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}

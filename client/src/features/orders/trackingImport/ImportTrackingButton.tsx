/**
 * « Importer les numéros de suivi » in the orders list's header: opens the import dialog, a
 * chunk of its own (papaparse included) fetched once the list has painted.
 */
import { Button } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { LuFileUp } from "react-icons/lu";

const loadDialog = () => import("./TrackingImportDialog");
const TrackingImportDialog = lazy(loadDialog);

export function ImportTrackingButton() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void loadDialog();
  }, []);
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

/**
 * « Imprimer les bons de préparation » (docs/packing-slips.md): POSTs the chosen orders' ids to
 * /export/packing-slips.pdf with the admin's token and saves the PDF the server streams (one A4
 * page per order) through the exports' download helper. Busy while the PDF is made, disabled with
 * nothing chosen, an error toast in French when it fails. On /orders it sits in the selection bar;
 * on an order's page it reads « Bon de préparation » (`label`) for that one order.
 */
import { Button, type ButtonProps } from "@chakra-ui/react";
import { useState } from "react";
import { LuClipboardList } from "react-icons/lu";
import { MAX_PACKING_SLIPS, PACKING_SLIPS_URL } from "@atelier/domain/rest/packingSlips";
import { auth } from "../../../app/firebase";
import { errorText } from "../../../ui/errorText";
import { downloadFile } from "../../../ui/export/downloadFile";
import { notify } from "../../../ui/notify";

const FAILURE = "Impression impossible";
const tooMany = `Choisissez ${MAX_PACKING_SLIPS} commandes au plus\u00a0: les bons de préparation sont imprimés par lots de ${MAX_PACKING_SLIPS}.`;

type Props = {
  orderIds: string[];
  /** « Imprimer les bons de préparation » by default; « Bon de préparation » on an order's page. */
  label?: string;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
};

export function PackingSlipsButton({ orderIds, label = "Imprimer les bons de préparation", size, variant = "outline" }: Props) {
  const [busy, setBusy] = useState(false);

  const print = async () => {
    if (busy || orderIds.length === 0) return;
    if (orderIds.length > MAX_PACKING_SLIPS) return notify.error(FAILURE, tooMany);
    setBusy(true);
    try {
      const token = await auth.currentUser?.getIdToken();
      await downloadFile(PACKING_SLIPS_URL, { token, fallbackName: "bons-de-preparation.pdf", body: { orderIds } });
    } catch (error) {
      // downloadFile's own errors speak French (the API's refusal); a failed fetch does not.
      notify.error(
        FAILURE,
        error instanceof TypeError || !(error instanceof Error) ? errorText(error, "L’impression n’a pas abouti. Réessayez.") : error.message,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant={variant} size={size} onClick={() => void print()} disabled={orderIds.length === 0} loading={busy} loadingText="Préparation du PDF…">
      <LuClipboardList aria-hidden /> {label}
    </Button>
  );
}

/**
 * « Effacer les données personnelles » on a customer's page (issue 37, docs/personal-data.md):
 * an erasure request (RGPD article 17). Shown to a role holding « Données personnelles », never
 * for a member of the team (the server refuses both too). The dialog's code loads when the button
 * is pressed: the page's first paint does not carry it (docs/bundle.md).
 */
import { Button } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useCan } from "../../app/auth/AuthContext";
import { ERASE_LABEL } from "./personalDataExport";

const PersonalDataEraseDialog = lazy(() => import("./PersonalDataEraseDialog"));

export function PersonalDataEraseButton({ user }: { user: { id: string; isAdmin: boolean; fullName?: string | null } }) {
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can("PERSONAL_DATA") || user.isAdmin) return null;
  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {ERASE_LABEL}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PersonalDataEraseDialog userId={user.id} name={user.fullName ?? "ce client"} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

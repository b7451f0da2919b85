/**
 * « Enregistrer une demande RGPD » on a customer's page (docs/personal-data.md « Registre des
 * demandes »): shown to a role holding « Données personnelles », as the server requires. The
 * dialog's code loads when the button is pressed: the page's first paint does not carry it.
 */
import { Button } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useCan } from "../../app/auth/AuthContext";

const PersonalDataRequestRecordDialog = lazy(() => import("./PersonalDataRequestRecordDialog"));

export function PersonalDataRequestButton({ user }: { user: { id: string; fullName?: string | null; email?: string | null } }) {
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can("PERSONAL_DATA")) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Enregistrer une demande RGPD
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PersonalDataRequestRecordDialog userId={user.id} name={user.fullName ?? user.email ?? "ce client"} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

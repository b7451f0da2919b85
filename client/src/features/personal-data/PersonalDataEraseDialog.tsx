/**
 * The erasure's confirmation and progress (PersonalDataEraseButton). The operator types EFFACER
 * (the server checks it too); the dialog then calls erasePersonalData again while the server
 * answers « en cours » — each call does a bounded slice of the work — and closes on « terminé »,
 * the certificate showing on the page. Cut midway (a closed tab, a lost network), the next press
 * resumes where the last slice ended.
 */
import { Button, Field, Input, List, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { ERASURE_CONFIRMATION } from "@atelier/domain/personalData/erasure";
import { ErasePersonalDataDocument } from "../../gql/graphql";
import { DialogFrame } from "../../ui/dialog";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { notify } from "../../ui/notify";
import { ENTITY_HISTORY } from "../audit/auditLogParams";
import { ERASE_LABEL } from "./personalDataExport";

const NBSP = "\u00a0";
/** A safety net: a customer with tens of thousands of records takes a few dozen calls; never loop forever. */
const MAX_CALLS = 500;

export default function PersonalDataEraseDialog({ userId, name, onClose }: { userId: string; name: string; onClose: () => void }) {
  const [typed, setTyped] = useState("");
  const [calls, setCalls] = useState(0);
  const inputId = useId();
  const erase = useAdminMutation(ErasePersonalDataDocument, {
    refusal: "Effacement refusé",
    failure: "Effacement impossible",
    payload: (data) => data.erasePersonalData,
    refetchQueries: ["UserDetail", "PersonalDataErasure", ENTITY_HISTORY],
  });
  const running = erase.state === "saving" || calls > 0;

  const run = async () => {
    for (let call = 1; call <= MAX_CALLS; call++) {
      setCalls(call);
      const result = await erase.run({ variables: { input: { userId, confirmation: typed } } });
      const erasure = result.ok ? result.data?.erasePersonalData.erasure : null;
      if (!erasure) break;
      if (erasure.state === "DONE") {
        notify.success("Données personnelles effacées", `Le client s’appelle désormais « ${erasure.pseudonym} ». Le certificat est sur sa fiche.`);
        onClose();
        return;
      }
    }
    setCalls(0);
  };

  return (
    <DialogFrame
      title={`Effacer les données personnelles de ${name}${NBSP}?`}
      onClose={() => !running && onClose()}
      size="md"
      alert
      closeButton={false}
      onSubmit={(event) => {
        event.preventDefault();
        if (typed.trim() === ERASURE_CONFIRMATION && !running) void run();
      }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={running}>
            Annuler
          </Button>
          <Button type="submit" colorPalette="red" disabled={typed.trim() !== ERASURE_CONFIRMATION} loading={running} loadingText="Effacement en cours…">
            {ERASE_LABEL}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>C’est définitif{NBSP}: rien de ce qui est effacé ne pourra être retrouvé.</Text>
        <List.Root gap="1" ps="5">
          <List.Item>Son compte est désactivé{NBSP}: plus de connexion à la boutique.</List.Item>
          <List.Item>Ses feedbacks, messages de contact, e-mails envoyés et les notes de l’équipe sur ses commandes sont supprimés.</List.Item>
          <List.Item>Les images de ses créations et ses photos sont supprimées du stockage.</List.Item>
          <List.Item>
            Ses commandes, ses transactions et le journal d’audit restent pour la comptabilité, sous un pseudonyme à la place de son nom, de son e-mail et de
            son adresse.
          </List.Item>
          <List.Item>Ses factures et avoirs restent tels qu’émis{NBSP}: la loi impose de les conserver dix ans (Code de commerce, art. L123-22).</List.Item>
        </List.Root>
        <Field.Root required>
          <Field.Label htmlFor={inputId}>Tapez {ERASURE_CONFIRMATION} pour confirmer</Field.Label>
          <Input id={inputId} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} disabled={running} />
        </Field.Root>
        {/* Always in the layout, so the dialog does not grow when the work starts. */}
        <Text role="status" fontSize="sm" color="fg.muted" minH="5">
          {running ? `Effacement en cours… (étape ${calls})` : ""}
        </Text>
      </Stack>
    </DialogFrame>
  );
}

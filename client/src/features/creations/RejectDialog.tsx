import { Button, CloseButton, Dialog, Field, Portal, RadioGroup, Stack, Text, Textarea } from "@chakra-ui/react";
import { useRef, useState, type FormEvent } from "react";
import { REJECTION_REASONS, creationCountText } from "./creationLabels";

const OTHER = "__autre__";

/** Asks why before rejecting: a usual reason in one click, or the moderator's own words. */
export function RejectDialog({
  count,
  onConfirm,
  onClose,
}: {
  /** How many creations the decision covers; the dialog is open when this is not null. */
  count: number | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<string>(REJECTION_REASONS[0]);
  const [other, setOther] = useState("");
  const reason = choice === OTHER ? other.trim() : choice;
  // Keeps the title right while the dialog animates out.
  const lastCount = useRef(1);
  if (count !== null) lastCount.current = count;
  const n = count ?? lastCount.current;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    onConfirm(reason);
  };

  return (
    <Dialog.Root
      open={count !== null}
      onOpenChange={(details) => !details.open && onClose()}
      onExitComplete={() => {
        setChoice(REJECTION_REASONS[0]);
        setOther("");
      }}
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={submit}>
            <Dialog.Header>
              <Dialog.Title>{n === 1 ? "Refuser la création" : `Refuser ${creationCountText(n)}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted">
                  {n === 1 ? "Elle ne pourra pas être imprimée." : "Elles ne pourront pas être imprimées."} Le motif
                  est enregistré avec la décision.
                </Text>
                <RadioGroup.Root value={choice} onValueChange={(d) => d.value && setChoice(d.value)} aria-label="Motif du refus">
                  <Stack gap="2">
                    {[...REJECTION_REASONS, OTHER].map((value) => (
                      <RadioGroup.Item key={value} value={value}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{value === OTHER ? "Autre motif" : value}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                </RadioGroup.Root>
                {choice === OTHER && (
                  <Field.Root required invalid={!other.trim()}>
                    <Field.Label>Motif</Field.Label>
                    <Textarea value={other} onChange={(e) => setOther(e.target.value)} maxLength={500} autoFocus />
                    <Field.ErrorText>Indiquez le motif du refus.</Field.ErrorText>
                  </Field.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Annuler</Button>
              </Dialog.ActionTrigger>
              <Button type="submit" colorPalette="red" disabled={!reason}>
                Refuser
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fermer" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A yes/no question before a destructive or account-changing action (the screens.md rule). */
import { Button, Text } from "@chakra-ui/react";
import { DialogFrame } from "./dialog";

type Props = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The way out; « Annuler » unless that word is the action itself (« Annuler la modification »). */
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel = "Annuler", destructive, onConfirm, onCancel }: Props) {
  return (
    <DialogFrame
      open={open}
      title={title}
      onClose={onCancel}
      size="md"
      alert
      closeButton={false}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button colorPalette={destructive ? "red" : "teal"} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text>{message}</Text>
    </DialogFrame>
  );
}

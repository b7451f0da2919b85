/**
 * The shell of every form in a dialog or a drawer (on the one frame, ui/dialog): title, the fields (children), a server-error
 * alert, « Annuler » / « Enregistrer » with the saving state (disabled on an untouched edit:
 * `saveUntouched`), an optional confirmation step, and the unsaved-changes guard. The screen owns the form (react-hook-form + zod) and its mutation;
 * the URL owns whether the shell is shown (useDialogRoute): mount it when open.
 *
 *   <FormDialog form={form} title="Nouveau mode de livraison" variant="drawer"
 *     onClose={drawer.close} onSave={(values) => save(values)}>   // resolves to the userErrors
 *     <TextField name="name" label="Nom" required />
 *   </FormDialog>
 *
 * `onSave` resolves to useAdminMutation's result (or just the payload's userErrors): userErrors
 * naming a field show under it, the others — and a failure's problem, or a thrown error's
 * message — in the alert; none means saved, and the shell closes.
 */
import { Alert, Button, Skeleton, Stack } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { UserErrorLike } from "../mutation/mutationReport";
import { bindUserErrors } from "./bindUserErrors";
import { DialogFrame } from "../dialog/DialogFrame";
import { useUnsavedChangesGuard } from "./useUnsavedChangesGuard";

/** What a save reports: useAdminMutation's result, or the userErrors alone (none: saved). */
export type SaveOutcome = { ok: boolean; userErrors: readonly UserErrorLike[]; problem?: string } | readonly UserErrorLike[] | void;

type Props<V extends FieldValues, T> = {
  form: UseFormReturn<V, unknown, T>;
  title: string;
  /** Closes the shell; usually DialogRoute.close (a navigation, which the guard watches). */
  onClose: () => void;
  onSave: (values: T) => Promise<SaveOutcome>;
  variant?: "dialog" | "drawer";
  /** The drawer's or dialog's width; by default "md" for a drawer, "lg" for a dialog (an editor with a preview: "full"). */
  size?: "md" | "lg" | "xl" | "full";
  /** Buttons beside « Annuler » / « Enregistrer » (e.g. « Envoyer un test »). */
  extraActions?: ReactNode;
  saveLabel?: string;
  /** When given, « Enregistrer » first shows this (what will happen), then « Confirmer » saves. */
  confirmation?: (values: T) => ReactNode;
  /** The record is still loading: skeletons stand for the fields. */
  loading?: boolean;
  /** The record could not be loaded (or does not exist): this message instead of the fields. */
  loadError?: string | null;
  /** A decision that cannot be undone (e.g. rejecting creations): an alert dialog, a red button. */
  destructive?: boolean;
  /**
   * « Enregistrer » is enabled before any change: a new record (saving it untouched shows what
   * is missing, or saves defaults that are already valid) or a decision whose default is a valid
   * choice. Otherwise (an edit) it waits for a change, and is disabled again when the changes are
   * undone (react-hook-form's isDirty compares the values with the form's defaults).
   */
  saveUntouched?: boolean;
  children: ReactNode;
};

export function FormDialog<V extends FieldValues, T>(props: Props<V, T>) {
  const { form, onClose, onSave, confirmation } = props;
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState<{ values: T } | null>(null);
  const guard = useUnsavedChangesGuard(form.formState.isDirty && !saving);

  const save = async (values: T) => {
    setSaving(true);
    setAlert(null);
    try {
      const outcome = (await onSave(values)) ?? [];
      const userErrors = isErrorList(outcome) ? outcome : outcome.userErrors;
      if (!isErrorList(outcome) && !outcome.ok && userErrors.length === 0) throw new Error(outcome.problem ?? "L’enregistrement a échoué.");
      if (userErrors.length === 0) {
        guard.allowLeave();
        onClose();
        return;
      }
      const unbound = bindUserErrors(form.setError, userErrors, Object.keys(form.getValues()));
      setAlert(unbound.length > 0 ? unbound.join(" ") : null);
    } catch (error) {
      setAlert(error instanceof Error ? error.message : "L’enregistrement a échoué.");
    } finally {
      setPending(null);
      setSaving(false);
    }
  };
  const submit = form.handleSubmit((values) => (confirmation ? setPending({ values }) : save(values)));
  const requestClose = () => {
    if (!saving) onClose();
  };
  const ready = !props.loading && !props.loadError;
  const palette = props.destructive ? "red" : "teal";

  return (
    <DialogFrame
      title={props.title}
      onClose={requestClose}
      variant={props.variant}
      size={props.size}
      alert={props.destructive}
      closeButton={false}
      onSubmit={(event) => void submit(event)}
      nested={guard.dialog}
      footer={
        pending ? (
          <>
            <Button variant="outline" onClick={() => setPending(null)} disabled={saving}>
              Retour
            </Button>
            <Button colorPalette={palette} onClick={() => void save(pending.values)} loading={saving} loadingText="Enregistrement…">
              Confirmer
            </Button>
          </>
        ) : (
          <>
            {props.extraActions}
            <Button variant="outline" onClick={requestClose} disabled={saving}>
              Annuler
            </Button>
            <Button
              type="submit"
              colorPalette={palette}
              loading={saving}
              loadingText="Enregistrement…"
              disabled={!ready || !(props.saveUntouched || form.formState.isDirty)}
            >
              {props.saveLabel ?? "Enregistrer"}
            </Button>
          </>
        )
      }
    >
      <Stack gap="4">
        {(alert || props.loadError) && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{props.loadError ?? alert}</Alert.Title>
          </Alert.Root>
        )}
        {props.loading && <FieldSkeletons />}
        {ready && (pending && confirmation ? confirmation(pending.values) : <FormProvider {...form}>{props.children}</FormProvider>)}
      </Stack>
    </DialogFrame>
  );
}

const isErrorList = (outcome: Exclude<SaveOutcome, void>): outcome is readonly UserErrorLike[] => Array.isArray(outcome);

function FieldSkeletons() {
  return (
    <Stack gap="5" aria-hidden>
      {[0, 1, 2, 3].map((i) => (
        <Stack key={i} gap="2">
          <Skeleton height="4" width="32" />
          <Skeleton height="10" />
        </Stack>
      ))}
    </Stack>
  );
}

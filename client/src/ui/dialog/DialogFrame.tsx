/**
 * The one frame of every dialog and drawer of the console: title, body, footer actions, the ×
 * in the corner, a size, and the StrictMode-safe opening (useOpenOnceMounted). Screens put their
 * content in it; they never assemble Dialog.Root … Dialog.Content themselves.
 *
 *   <DialogFrame title="Détails de la création" onClose={details.close} size="xl" scrollable
 *     footer={<Button variant="outline" onClick={details.close}>Fermer</Button>}>
 *     …
 *   </DialogFrame>
 *
 * `open` defaults to true: a dialog the URL names is mounted with it, and opens from its second
 * commit; one that stays mounted passes its own `open` (a confirmation), opened the same way.
 * `onSubmit` makes header, body and footer one form (FormDialog), so Entrée submits it.
 */
import { chakra, CloseButton, Dialog, Drawer, Portal, type DialogBodyProps } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";
import { useOpenOnceMounted } from "../form/useDialogRoute";

export type DialogFrameProps = {
  title: ReactNode;
  onClose: () => void;
  /** Whether it is shown; default true (mounted because the URL names it). */
  open?: boolean;
  variant?: "dialog" | "drawer";
  /** A dialog's or drawer's width; by default "md" for a drawer, "lg" for a dialog. */
  size?: "sm" | "md" | "lg" | "xl" | "full";
  /** A decision that cannot be undone: announced as an alert dialog. */
  alert?: boolean;
  /** The × in the corner (default: shown unless the footer has its own « Annuler »: `closeButton={false}`). */
  closeButton?: boolean;
  /** A long body scrolls inside the dialog, and takes the focus so the keyboard can scroll it. */
  scrollable?: boolean;
  footer?: ReactNode;
  /** Header, body and footer become one form. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The accessible name of the panel when its title is not a good one (a file name). */
  label?: string;
  /** The title's own style (a long file name breaks anywhere). */
  titleWordBreak?: "break-all" | "break-word";
  bodyProps?: DialogBodyProps;
  /** Inside the root, outside the panel: a nested confirmation (the unsaved-changes guard). */
  nested?: ReactNode;
  /** Mount the panel only while open, and drop the backdrop's fade-out (two panels opened in a row). */
  lazy?: boolean;
  children: ReactNode;
};

export function DialogFrame(props: DialogFrameProps) {
  const { variant = "dialog", closeButton = true } = props;
  // Mounted open, a zag dialog sets up its focus trap before StrictMode's second effects run: open
  // from the second commit (see useOpenOnceMounted).
  const mounted = useOpenOnceMounted();
  const Parts = variant === "drawer" ? Drawer : Dialog;
  const sections = (
    <>
      <Parts.Header>
        <Parts.Title wordBreak={props.titleWordBreak}>{props.title}</Parts.Title>
      </Parts.Header>
      <Parts.Body tabIndex={props.scrollable ? 0 : undefined} {...props.bodyProps}>
        {props.children}
      </Parts.Body>
      {props.footer && <Parts.Footer>{props.footer}</Parts.Footer>}
    </>
  );
  return (
    <Parts.Root
      open={(props.open ?? true) && mounted}
      onOpenChange={(details) => !details.open && props.onClose()}
      size={props.size ?? (variant === "drawer" ? "md" : "lg")}
      role={props.alert ? "alertdialog" : "dialog"}
      {...(variant === "dialog" && props.scrollable ? { scrollBehavior: "inside" as const } : {})}
      {...(props.lazy ? { lazyMount: true, unmountOnExit: true } : {})}
    >
      <Portal>
        <Parts.Backdrop _closed={props.lazy ? { animationName: "none" } : undefined} />
        <Parts.Positioner>
          <Parts.Content aria-label={props.label}>
            {props.onSubmit ? (
              <chakra.form display="contents" noValidate onSubmit={props.onSubmit}>
                {sections}
              </chakra.form>
            ) : (
              sections
            )}
            {closeButton && (
              <Parts.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Fermer" />
              </Parts.CloseTrigger>
            )}
          </Parts.Content>
        </Parts.Positioner>
      </Portal>
      {props.nested}
    </Parts.Root>
  );
}

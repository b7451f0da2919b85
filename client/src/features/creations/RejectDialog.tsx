/**
 * Asks why before rejecting (?reject=<ids>): a usual reason in one click, or the moderator's own
 * words. On the form shell (FormDialog), as an alert dialog: the decision is not undone.
 */
import { RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useController, useForm, useFormContext } from "react-hook-form";
import { z } from "zod";
import { boundedResolver, FormDialog, TextareaField } from "../../ui/form";
import { MAX_REASON_LENGTH, messages } from "@atelier/domain/userErrors";
import { REJECTION_REASONS, creationCountText } from "./creationLabels";

const OTHER = "__autre__";

const schema = z
  .object({ choice: z.string(), other: z.string() })
  .superRefine(({ choice, other }, ctx) => {
    if (choice !== OTHER) return;
    if (!other.trim()) ctx.addIssue({ code: "custom", path: ["other"], message: "Indiquez le motif du refus." });
    else if (other.trim().length > MAX_REASON_LENGTH) {
      ctx.addIssue({ code: "custom", path: ["other"], message: messages.tooLong("Le motif", MAX_REASON_LENGTH) });
    }
  })
  .transform(({ choice, other }) => ({ reason: choice === OTHER ? other.trim() : choice }));

type Props = {
  /** How many creations the decision covers. */
  count: number;
  /** The creations are still on their way (a reload of ?reject=…). */
  loading: boolean;
  /** None of them could be found. */
  loadError: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Mounted on opening, unmounted on closing. */
export function RejectDialog({ count, loading, loadError, onConfirm, onClose }: Props) {
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: boundedResolver(schema),
    defaultValues: { choice: REJECTION_REASONS[0], other: "" },
  });
  return (
    <FormDialog
      saveUntouched
      form={form}
      title={count === 1 ? "Refuser la création" : `Refuser ${creationCountText(count)}`}
      saveLabel="Refuser"
      destructive
      loading={loading}
      loadError={loadError}
      onClose={onClose}
      // The decision shows at once (optimistic) and reports itself: nothing to wait for here.
      onSave={async ({ reason }) => onConfirm(reason)}
    >
      <Stack gap="4">
        <Text color="fg.muted">
          {count === 1 ? "Elle ne pourra pas être imprimée." : "Elles ne pourront pas être imprimées."} Le motif est enregistré avec la décision.
        </Text>
        <ReasonChoice />
      </Stack>
    </FormDialog>
  );
}

function ReasonChoice() {
  const { control } = useFormContext<z.input<typeof schema>>();
  const { field } = useController({ control, name: "choice" });
  return (
    <>
      <RadioGroup.Root value={field.value} onValueChange={(d) => d.value && field.onChange(d.value)} aria-label="Motif du refus">
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
      {field.value === OTHER && <TextareaField name="other" label="Motif" required />}
    </>
  );
}

/**
 * « Enregistrer la vue » and « Renommer la vue »: a name (1–60 characters, the API says when it
 * is taken), for its author « Partager avec les autres administrateurs », and, for a new view of a
 * list that has work queues, the service level it carries (« Suivre le retard »). Mounted on opening.
 */
import { Stack, Text } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { MAX_VIEW_NAME_LENGTH } from "@atelier/domain/savedViews/savedViews";
import type { WorkQueueId } from "../../gql/graphql";
import { boundedResolver, FormDialog, requiredText, SelectField, SwitchField, TextField, type SaveOutcome } from "../../ui/form";

const schema = z.object({ name: requiredText("Le nom de la vue", MAX_VIEW_NAME_LENGTH), shared: z.boolean(), serviceLevel: z.string() });
export type SaveViewValues = z.output<typeof schema>;

type Props = {
  title: string;
  /** A rename starts from the view's name and sharing; a new view from nothing, private. */
  initial?: SaveViewValues;
  /** Only the author shares or unshares a view. */
  canShare: boolean;
  /** The work queues of the list a new view may follow (none on a rename: a view keeps its service level). */
  serviceLevels?: readonly { value: WorkQueueId; label: string }[];
  onSave: (values: SaveViewValues) => Promise<SaveOutcome>;
  onClose: () => void;
};

export function SaveViewDialog({ title, initial, canShare, serviceLevels = [], onSave, onClose }: Props) {
  const form = useForm<z.input<typeof schema>, unknown, SaveViewValues>({
    resolver: boundedResolver(schema),
    defaultValues: initial ?? { name: "", shared: false, serviceLevel: "" },
  });
  return (
    <FormDialog form={form} title={title} size="md" saveUntouched={!initial} onClose={onClose} onSave={onSave}>
      <Stack gap="4">
        {!initial && <Text color="fg.muted">Les filtres, le tri et les colonnes affichées de la liste sont enregistrés sous ce nom.</Text>}
        <TextField name="name" label="Nom de la vue" required />
        {canShare && <SwitchField name="shared" label="Partager avec les autres administrateurs" />}
        {serviceLevels.length > 0 && (
          <SelectField name="serviceLevel" label="Suivre le retard (niveau de service)" placeholder="Aucun" options={serviceLevels} />
        )}
      </Stack>
    </FormDialog>
  );
}

/**
 * The template editor (/emails?template=<name>): subject, HTML and text checked as typed with the
 * server's rules, the variables it may use, the live preview, « Envoyer un test » (the saved
 * version, to the signed-in administrator) and the earlier versions.
 */
import { Badge, Box, Button, Code, Grid, Heading, Stack, Text, Wrap } from "@chakra-ui/react";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { SendTestEmailDocument, UpdateEmailTemplateDocument, type EmailTemplateFieldsFragment } from "../../gql/graphql";
import { boundedResolver, FormDialog, TextareaField, TextField } from "../../ui/form";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { templateFormValues, templateSchema, type TemplateFormValues } from "./templateForm";
import { TemplatePreview } from "./TemplatePreview";
import { TemplateRevisions } from "./TemplateRevisions";

type Props = { template: EmailTemplateFieldsFragment | undefined; loading: boolean; onClose: () => void };

/**
 * While the templates load (the editor opened by its URL), the drawer's skeleton; then the editor,
 * its form started from the loaded template (the preview and the checks always see its content).
 */
export function TemplateEditorDrawer({ template, loading, onClose }: Props) {
  const placeholder = useForm<TemplateFormValues>({ defaultValues: { subject: "", html: "", text: "" } });
  if (template) return <TemplateEditor template={template} onClose={onClose} />;
  return (
    <FormDialog
      form={placeholder}
      variant="drawer"
      size="xl"
      title="Modèle d’e-mail"
      loading={loading}
      loadError={loading ? null : "Ce modèle d’e-mail est introuvable."}
      onClose={onClose}
      onSave={async () => undefined}
    >
      {null}
    </FormDialog>
  );
}

function TemplateEditor({ template, onClose }: { template: EmailTemplateFieldsFragment; onClose: () => void }) {
  const schema = useMemo(() => templateSchema(template), [template]);
  const form = useForm<TemplateFormValues>({
    resolver: boundedResolver(schema),
    defaultValues: templateFormValues(template),
    mode: "onChange",
  });
  const update = useAdminMutation(UpdateEmailTemplateDocument, {
    failure: "Enregistrement impossible",
    refusal: false,
    payload: (data) => data.updateEmailTemplate,
    success: { title: "Modèle enregistré" },
    refetchQueries: ["EmailTemplateRevisions"],
  });
  const sendTest = useAdminMutation(SendTestEmailDocument, {
    failure: "Envoi impossible",
    refusal: "Envoi refusé",
    payload: (data) => data.sendTestEmail,
    success: (data) => ({ title: "E-mail de test envoyé", message: `À ${data.sendTestEmail.mail?.to.join(", ") ?? ""} (version enregistrée du modèle).` }),
    refetchQueries: ["Mails"],
  });
  const draft = useWatch({ control: form.control });

  return (
    <FormDialog
      form={form}
      variant="drawer"
      size="xl"
      title={`Modèle «\u00a0${template.label}\u00a0»`}
      onClose={onClose}
      onSave={(v) => update.run({ variables: { input: { name: template.name, version: template.version, ...v } } })}
      extraActions={
        <Button
          variant="ghost"
          mr="auto"
          loading={sendTest.state === "saving"}
          onClick={() => void sendTest.run({ variables: { input: { name: template.name } } })}
        >
          Envoyer un test
        </Button>
      }
    >
      {
        <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="6">
          <Stack gap="4">
            <Text color="fg.muted" fontSize="sm">
              {template.description}
            </Text>
            <TextField name="subject" label="Objet" required />
            <TextareaField name="html" label="Contenu HTML" rows={12} autoresize={false} required />
            <TextareaField name="text" label="Texte brut" rows={6} autoresize={false} />
            <Box>
              <Heading as="h3" size="sm" mb="2">
                Variables disponibles
              </Heading>
              <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
                {template.variables.map((v) => (
                  <li key={v.name}>
                    <Code>{`{{${v.name}}}`}</Code> {v.description}
                  </li>
                ))}
              </Stack>
              <Wrap mt="2" fontSize="xs" color="fg.muted" gap="1">
                <Text>Blocs permis{"\u00a0"}:</Text>
                <Badge variant="outline">{"{{#if variable}}…{{else}}…{{/if}}"}</Badge>
                <Badge variant="outline">{"{{#unless variable}}…{{/unless}}"}</Badge>
              </Wrap>
            </Box>
            <Box>
              <Heading as="h3" size="sm" mb="2">
                Versions précédentes
              </Heading>
              <TemplateRevisions
                name={template.name}
                onRestore={(content) => {
                  for (const key of ["subject", "html", "text"] as const) form.setValue(key, content[key], { shouldDirty: true, shouldValidate: true });
                }}
              />
            </Box>
          </Stack>
          <TemplatePreview draft={{ name: template.name, subject: draft.subject ?? "", html: draft.html ?? "", text: draft.text ?? "" }} />
        </Grid>
      }
    </FormDialog>
  );
}

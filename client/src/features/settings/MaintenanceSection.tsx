/**
 * « Maintenance »: the switch, confirmed first in either direction; while it is on, every screen
 * of the console shows the banner (MaintenanceBanner reads the same cached settings).
 */
import { Skeleton, Switch, Text } from "@chakra-ui/react";
import { useState } from "react";
import { SetMaintenanceModeDocument, type ShopSettingsFieldsFragment } from "../../gql/graphql";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";

const QUESTIONS = {
  on: {
    title: "Activer le mode maintenance ?",
    message: "Un bandeau « Mode maintenance activé » s’affichera sur tous les écrans de l’administration tant qu’il reste actif.",
    confirm: "Activer",
    done: "Mode maintenance activé",
  },
  off: {
    title: "Désactiver le mode maintenance ?",
    message: "La boutique reprendra son fonctionnement normal.",
    confirm: "Désactiver",
    done: "Mode maintenance désactivé",
  },
};

/** Until the settings are there (undefined), the switch's state is a skeleton. */
export function MaintenanceSection({ settings }: { settings: ShopSettingsFieldsFragment | undefined }) {
  const [asking, setAsking] = useState<boolean | null>(null);
  const setMode = useAdminMutation(SetMaintenanceModeDocument, {
    refusal: "Modification refusée",
    failure: "Modification impossible",
    payload: (data) => data.setMaintenanceMode,
  });
  // While the dialog closes (asking null), it keeps the question it asked.
  const on = settings?.maintenanceMode ?? false;
  const question = QUESTIONS[(asking ?? !on) ? "on" : "off"];

  const confirm = () => {
    const enabled = asking === true;
    setAsking(null);
    if (!settings) return;
    void setMode.run({ variables: { input: { enabled, version: settings.version } }, success: { title: QUESTIONS[enabled ? "on" : "off"].done } });
  };

  return (
    <>
      <Switch.Root colorPalette="orange" checked={on} onCheckedChange={(d) => setAsking(d.checked)} disabled={!settings || setMode.state === "saving"}>
        <Switch.HiddenInput />
        {settings ? (
          <Switch.Control />
        ) : (
          <Skeleton loading>
            <Switch.Control />
          </Skeleton>
        )}
        <Switch.Label>Mode maintenance</Switch.Label>
      </Switch.Root>
      {settings ? (
        <Text mt="2" fontSize="sm" color="fg.muted">
          {on ? "Actif : un bandeau le rappelle sur chaque écran." : "Inactif."}
        </Text>
      ) : (
        <Skeleton mt="2" height="5" width="16" />
      )}
      <ConfirmDialog
        open={asking !== null}
        title={question.title}
        message={question.message}
        confirmLabel={question.confirm}
        destructive={asking === true}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

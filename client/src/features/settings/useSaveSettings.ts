/**
 * Saves one section of /settings with updateSettings, carrying the version the screen held when
 * the section's dialog opened: the one loaded, advanced by this screen's own saves and switches
 * (their payloads bring the new version into the cache). A save after another administrator's
 * change is refused « Modifié entre-temps par … — rechargez », shown in the dialog's alert.
 */
import { useState } from "react";
import { UpdateSettingsDocument, type ShopSettingsFieldsFragment, type UpdateSettingsInput } from "../../gql/graphql";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";

export function useSaveSettings(settings: ShopSettingsFieldsFragment) {
  const [version] = useState(settings.version);
  const update = useAdminMutation(UpdateSettingsDocument, {
    refusal: false,
    failure: "Enregistrement impossible",
    payload: (data) => data.updateSettings,
  });
  return (fields: Omit<UpdateSettingsInput, "version">, saved: string) =>
    update.run({ variables: { input: { version, ...fields } }, success: { title: saved } });
}

/**
 * Saves one section of /settings with updateSettings, carrying the version the screen held when
 * the section's dialog opened: the one loaded, advanced by this screen's own saves and switches
 * (their payloads bring the new version into the cache). A save after another administrator's
 * change is refused « Modifié entre-temps par … — rechargez », shown in the dialog's alert.
 */
import { useRef, useState } from "react";
import { UpdateSettingsDocument, type ShopSettingsFieldsFragment, type UpdateSettingsInput } from "../../gql/graphql";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { HELD_REFETCH, heldOr } from "../approvals/heldToast";

export function useSaveSettings(settings: ShopSettingsFieldsFragment) {
  const [version] = useState(settings.version);
  // The section's own toast; a change of VAT or legal identity may be held for approval instead (docs/approvals.md).
  const saved = useRef("");
  const update = useAdminMutation(UpdateSettingsDocument, {
    refusal: false,
    failure: "Enregistrement impossible",
    payload: (data) => data.updateSettings,
    success: heldOr(
      (data) => data.updateSettings.approvalRequest,
      () => ({ title: saved.current }),
    ),
    refetchQueries: [HELD_REFETCH],
  });
  return (fields: Omit<UpdateSettingsInput, "version">, title: string) => {
    saved.current = title;
    return update.run({ variables: { input: { version, ...fields } } });
  };
}

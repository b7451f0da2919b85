/**
 * The form kit (docs/resource-kit.md): a dialog/drawer shell driven by the URL, react-hook-form
 * fields with French messages, zod pieces sharing the server's rules, userErrors on the fields.
 */
export { bindUserErrors, formFieldOf } from "./bindUserErrors";
export { CountriesField } from "./CountriesField";
export { countryName } from "./countries";
export { FormDialog, type SaveOutcome } from "./FormDialog";
export { FormField, type FieldProps } from "./FormField";
export { ImageField } from "./ImageField";
export { DecimalField, IntegerField, MoneyField } from "./NumberFields";
export { SwitchField } from "./SwitchField";
export { TextareaField, TextField } from "./TextFields";
export { DIALOG_LINK_STATE, useOpenOnceMounted, usePathDialog, useSearchParamDialog, useSearchValueDialog, type DialogRoute } from "./useDialogRoute";
export { useUnsavedChangesGuard } from "./useUnsavedChangesGuard";
export * from "./schema";
export { boundedResolver } from "./textBounds";
export { SelectField } from "./SelectField";

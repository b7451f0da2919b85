/** The API's path of a customer's export (server/src/personalData/router.ts), and its button's label. */
export const personalDataExportPath = (userId: string) => `/export/customer-data/${encodeURIComponent(userId)}.zip`;

export const EXPORT_LABEL = "Exporter ses données (ZIP)";

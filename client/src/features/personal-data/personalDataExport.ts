/** The API's path of a customer's export (server/src/personalData/router.ts), and the labels of the page's two buttons. */
export const personalDataExportPath = (userId: string) => `/export/customer-data/${encodeURIComponent(userId)}.zip`;

export const EXPORT_LABEL = "Exporter ses données (ZIP)";

export const ERASE_LABEL = "Effacer les données personnelles";

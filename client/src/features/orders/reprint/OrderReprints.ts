/** The order page's reprint pieces, one chunk asked for once the page has painted (OrderDetailPage). */
export { OrderReprintLinks } from "./OrderReprintLinks";
export { ReprintButton } from "./ReprintButton";

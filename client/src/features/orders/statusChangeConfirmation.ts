/** What the confirmation dialog says each move means, for the order and for the customer. */
import { formatCents } from "../../ui/format";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../ui/orderStatus";

export function statusChangeConfirmation(to: OrderStatus, totalCents: number): string {
  switch (to) {
    case "CANCELLED":
      return "La commande sera annulée : elle ne sera ni fabriquée ni expédiée, et le client ne la recevra pas. Ce statut est définitif.";
    case "REFUNDED":
      return `La commande sera marquée comme remboursée : le client doit récupérer ${formatCents(totalCents)}. Ce statut est définitif.`;
    case "PAID":
      return "Le paiement sera considéré comme reçu et la date de paiement enregistrée.";
    case "SHIPPED":
      return "La commande sera indiquée comme expédiée au client, avec la date d’expédition.";
    case "DELIVERED":
      return "La commande sera indiquée comme livrée au client, avec la date de livraison.";
    default:
      return `La commande passera au statut « ${ORDER_STATUS_LABELS[to]} ».`;
  }
}

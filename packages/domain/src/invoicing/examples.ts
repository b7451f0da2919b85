/**
 * The invoicing tests' shared examples (domain, server): a seller with a made-up SIREN that passes
 * its checks and a paid order of two lines and a delivery. Imported by tests only.
 */
import type { SellerIdentity } from "./document";
import type { InvoiceOrder } from "./invoice";

export const EXAMPLE_SELLER: SellerIdentity = {
  legalName: "Atelier Lumière SAS",
  addressLines: ["12 rue des Arts", "75011 Paris"],
  siren: "123456782",
  vatNumber: "FR11123456782",
  legalMentions: "SAS au capital de 10 000 €, RCS Paris 123 456 782",
  shopName: "Atelier Lumière",
  contactEmail: "contact@atelier.fr",
};

export const EXAMPLE_ORDER: InvoiceOrder = {
  id: "zvsl43abc",
  reference: "#ZVSL43",
  paidAt: "2026-03-31T22:30:00.000Z",
  items: [
    { name: "Mug 33 cl", quantity: 2, unitPriceCents: 1290 },
    { name: "Affiche A3", quantity: 1, unitPriceCents: 2490 },
  ],
  delivery: { label: "Colissimo à domicile", priceCents: 490 },
  totalCents: 5560,
  buyer: { name: "Jeanne Dupont", email: "jeanne@example.fr", addressLines: ["3 place du Marché", "69001 Lyon"] },
};

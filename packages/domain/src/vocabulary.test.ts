/**
 * The domain's statuses and categories are the API's enums (schema.graphql), value for value and
 * in the same order, so that the console indexes the domain's labels with its generated types and
 * no label table is copied into the console. A value added to the schema fails here until the
 * domain has its label.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSchema, GraphQLEnumType } from "graphql";
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from "./dashboardStats";
import { TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS } from "./finances/transactionLabels";
import { CONTACT_STATUSES, contactStatusLabels, FEEDBACK_CATEGORIES, feedbackCategoryLabels, FEEDBACK_STATUSES, feedbackStatusLabels } from "./inbox";
import { ORDER_STATUS_ENUM_LABELS, ORDER_STATUS_ENUMS } from "./orderStatuses";

const schema = buildSchema(readFileSync(join(__dirname, "../../../schema.graphql"), "utf8"));

function enumValues(name: string): string[] {
  const type = schema.getType(name);
  if (!(type instanceof GraphQLEnumType)) throw new Error(`${name} is no enum of schema.graphql`);
  return type.getValues().map((value) => value.name);
}

describe("le vocabulaire du domaine", () => {
  it.each([
    ["OrderStatus", ORDER_STATUS_ENUMS, ORDER_STATUS_ENUM_LABELS],
    ["TransactionType", TRANSACTION_TYPES, TRANSACTION_TYPE_LABELS],
    ["TransactionStatus", TRANSACTION_STATUSES, TRANSACTION_STATUS_LABELS],
    ["FeedbackStatus", FEEDBACK_STATUSES, feedbackStatusLabels],
    ["FeedbackCategory", FEEDBACK_CATEGORIES, feedbackCategoryLabels],
    ["ContactMessageStatus", CONTACT_STATUSES, contactStatusLabels],
  ] as const)("%s : les valeurs de l'énumération du schéma, chacune avec son libellé", (name, values, labels) => {
    expect([...values]).toEqual(enumValues(name));
    expect(Object.keys(labels)).toEqual(enumValues(name));
    expect(Object.values(labels).every((label) => label.trim().length > 0)).toBe(true);
  });

  it("les libellés des statuts de commande sont ceux de la spécification", () => {
    expect(ORDER_STATUS_ENUM_LABELS).toEqual({
      PENDING_PAYMENT: "En attente de paiement",
      PAID: "Payée",
      PROCESSING: "En cours",
      SHIPPED: "Expédiée",
      DELIVERED: "Livrée",
      CANCELLED: "Annulée",
      REFUNDED: "Remboursée",
    });
  });
});

import { gql } from "@apollo/client";
import { payloadOf, rootField } from "./useCatalogueActions";

const SET_ACTIVE = gql`
  mutation SetDeliveryMethodActive($input: SetDeliveryMethodActiveInput!) {
    setDeliveryMethodActive(input: $input) {
      deliveryMethod {
        id
        isActive
      }
      userErrors {
        message
      }
    }
  }
`;

describe("réponses des mutations du catalogue", () => {
  it("trouve le champ racine d'une mutation, où est sa réponse", () => {
    expect(rootField(SET_ACTIVE)).toBe("setDeliveryMethodActive");
  });

  it("lit les userErrors de la réponse par ce champ", () => {
    const payload = { deliveryMethod: null, userErrors: [{ message: "Mode de livraison introuvable." }] };
    expect(payloadOf(SET_ACTIVE)({ setDeliveryMethodActive: payload })).toBe(payload);
  });
});

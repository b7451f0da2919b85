/**
 * The optimistic response against a real Apollo cache: shown while the call runs, and gone after
 * a success answer's own data, a refusal whose payload object is null, and a failure.
 */
import { ApolloClient, ApolloLink, gql, InMemoryCache, Observable, type TypedDocumentNode } from "@apollo/client";
import { settleMutation } from "./mutationReport";

const ORDER = gql`
  query Order($id: ID!) {
    order(id: $id) {
      id
      status
    }
  }
`;
type ChangeData = { changeOrderStatus: { userErrors: { message: string }[] } };
const CHANGE: TypedDocumentNode<ChangeData, { input: { orderId: string; status: string } }> = gql`
  mutation ChangeOrderStatus($input: ChangeOrderStatusInput!) {
    changeOrderStatus(input: $input) {
      order {
        id
        status
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

type Answer = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] } | Error;

/** A client whose next mutation waits until `answer` is called. */
function clientWithPendingAnswer() {
  let answer: (a: Answer) => void = () => undefined;
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        answer = (a) => {
          if (a instanceof Error) observer.error(a);
          else {
            observer.next(a as never);
            observer.complete();
          }
        };
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  client.writeQuery({ query: ORDER, variables: { id: "o1" }, data: { order: { __typename: "Order", id: "o1", status: "PAID" } } });
  const status = () => client.readQuery<{ order: { status: string } }>({ query: ORDER, variables: { id: "o1" } }, true)?.order.status;
  return { client, status, answer: (a: Answer) => answer(a) };
}

const payload = (data: ChangeData) => data.changeOrderStatus;
const messages = { payload, failure: "Changement de statut impossible", refusal: "Changement de statut refusé" } as const;
const optimisticResponse = {
  changeOrderStatus: { __typename: "OrderPayload", order: { __typename: "Order", id: "o1", status: "SHIPPED" }, userErrors: [] },
};

function change(client: ApolloClient) {
  return settleMutation(() => client.mutate({ mutation: CHANGE, variables: { input: { orderId: "o1", status: "SHIPPED" } }, optimisticResponse }), messages);
}

const refusal = { field: ["input", "status"], message: "Transition interdite", code: "INVALID", __typename: "UserError" };

describe("réponse optimiste et retour en arrière", () => {
  it("montre le nouvel état pendant l'appel puis garde celui du serveur", async () => {
    const { client, status, answer } = clientWithPendingAnswer();
    const report = change(client);
    expect(status()).toBe("SHIPPED");
    answer({ data: { changeOrderStatus: { __typename: "OrderPayload", order: { __typename: "Order", id: "o1", status: "SHIPPED" }, userErrors: [] } } });
    expect((await report).result.ok).toBe(true);
    expect(status()).toBe("SHIPPED");
  });

  it("remet l'état d'avant quand le serveur refuse avec un objet null", async () => {
    const { client, status, answer } = clientWithPendingAnswer();
    const report = change(client);
    expect(status()).toBe("SHIPPED");
    answer({ data: { changeOrderStatus: { __typename: "OrderPayload", order: null, userErrors: [refusal] } } });
    const { result, toasts } = await report;
    expect(result).toMatchObject({ ok: false, problem: "Transition interdite" });
    expect(toasts).toEqual([{ type: "error", title: "Changement de statut refusé", message: "Transition interdite" }]);
    expect(status()).toBe("PAID");
  });

  it("remet l'état d'avant quand l'appel échoue", async () => {
    const { client, status, answer } = clientWithPendingAnswer();
    const report = change(client);
    jest.spyOn(console, "error").mockImplementation(() => {}); // the cause goes to the console (ui/errorText.ts)
    answer(new TypeError("Failed to fetch"));
    const { result, toasts } = await report;
    const problem = "Serveur injoignable. Vérifiez votre connexion puis réessayez.";
    expect(result).toMatchObject({ ok: false, problem, userErrors: [] });
    expect(toasts).toEqual([{ type: "error", title: "Changement de statut impossible", message: problem }]);
    jest.restoreAllMocks();
    expect(status()).toBe("PAID");
  });

  it("remet l'état d'avant sans toast quand la session a perdu ses droits", async () => {
    const { client, status, answer } = clientWithPendingAnswer();
    const report = change(client);
    answer({ data: null, errors: [{ message: "Accès refusé", extensions: { code: "FORBIDDEN" } }] });
    const { result, toasts } = await report;
    expect(result.ok).toBe(false);
    expect(toasts).toEqual([]);
    expect(status()).toBe("PAID");
  });
});

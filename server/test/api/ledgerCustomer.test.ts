// The ledger's customer filter (issue 25): the operator types an e-mail or a name, the console
// finds the customer with the /users search (its search keys) and filters the ledger by the uid
// chosen. Both operations are the console's own documents, run as the console sends them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Timestamp } from "firebase-admin/firestore";
import { userListFields } from "@atelier/domain/userSearchKeys";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAccount, createAdmin, db } from "../support/identities";

const DOCUMENT = readFileSync(join(__dirname, "../../../client/src/features/finances/ledgerCustomer.graphql"), "utf8");
/** One operation of the console's document, as it is written there. */
const operation = (name: string) => {
  const found = DOCUMENT.split(/\n(?=query )/).find((part) => part.includes(`query ${name}(`));
  if (!found) throw new Error(`no operation ${name}`);
  return found;
};
const LEDGER = `query ($filter: TransactionFilter) { transactions(first: 20, filter: $filter) { totalCount edges { node { id userId } } } }`;

type Found = { users: { edges: { node: { id: string; fullName: string | null; email: string | null } }[] } };

describe("filtre client du grand livre", () => {
  let admin: { token: string };
  let elodie: { uid: string };

  beforeAll(async () => {
    await clearEmulators();
    admin = await createAdmin();
    const customer = async (email: string, firstName: string, lastName: string) =>
      createAccount(email, { firstName, lastName, isAdmin: false, credits: 0, ...userListFields({ email, firstName, lastName }) });
    elodie = await customer("elodie.dupont@exemple.fr", "Élodie", "Dupont");
    const other = await customer("marc.durand@exemple.fr", "Marc", "Durand");
    const batch = db().batch();
    [elodie.uid, other.uid, elodie.uid].forEach((userId, i) =>
      batch.set(db().doc(`transactions/t${i}`), {
        userId,
        type: "CREDIT_PURCHASE",
        amount: 9.99,
        credits: 50,
        orderId: null,
        status: "SUCCEEDED",
        description: "Achat du pack de 50 crédits",
        createdAt: Timestamp.fromMillis(Date.UTC(2026, 2, 1 + i)),
        createdBy: null,
      }),
    );
    await batch.commit();
  }, 120_000);

  it.each([
    ["un début d'e-mail", "elodie.dup"],
    ["un prénom sans accent", "elodie"],
    ["un nom complet", "Élodie Du"],
  ])("trouve la cliente par %s, puis le grand livre ne montre que ses transactions", async (_, search) => {
    const found = await gql<Found>(operation("LedgerCustomerSearch"), { token: admin.token, variables: { search } });
    expect(found.errors).toBeUndefined();
    expect(found.data?.users.edges.map((e) => e.node)).toEqual([{ id: elodie.uid, fullName: "Élodie Dupont", email: "elodie.dupont@exemple.fr" }]);
    // Within its declared estimate (docs/api-limits.md): the /users search, 5 customers at most.
    expect(found.extensions?.cost?.firestoreReads).toBeLessThanOrEqual(found.extensions?.cost?.estimatedReads ?? 0);

    const ledger = await gql<{ transactions: { totalCount: number; edges: { node: { userId: string } }[] } }>(LEDGER, {
      token: admin.token,
      variables: { filter: { userId: found.data!.users.edges[0]!.node.id } },
    });
    expect(ledger.data?.transactions.totalCount).toBe(2);
    expect(new Set(ledger.data?.transactions.edges.map((e) => e.node.userId))).toEqual(new Set([elodie.uid]));
  });

  it("après un rechargement, le nom de la cliente se relit depuis l'uid de l'URL", async () => {
    const res = await gql<{ user: { id: string; fullName: string; email: string } | null }>(operation("LedgerCustomer"), {
      token: admin.token,
      variables: { id: elodie.uid },
    });
    expect(res.data?.user).toEqual({ id: elodie.uid, fullName: "Élodie Dupont", email: "elodie.dupont@exemple.fr" });
  });
});

/**
 * The erasure's plan covers every collection that names a customer (collections.ts): a new
 * collection marked `customer` fails here until the plan says what erasure does to it.
 */
import { getFirestore } from "firebase-admin/firestore";
import { initializeApp } from "firebase-admin/app";
import { CUSTOMER_COLLECTIONS } from "../collections";
import { plannedCollections } from "./plan";

// Building queries needs a Firestore instance, not a server: nothing here is sent.
const firestore = getFirestore(initializeApp({ projectId: "demo-plan-test" }, "plan-test"));

it("chaque collection qui nomme un client a son traitement dans l’effacement", () => {
  expect(CUSTOMER_COLLECTIONS.map((c) => c.path).filter((path) => !plannedCollections(firestore).has(path))).toEqual([]);
});

it("le plan ne traite que des collections de la table", () => {
  const customer = new Set(CUSTOMER_COLLECTIONS.map((c) => c.path));
  expect([...plannedCollections(firestore)].filter((path) => !customer.has(path))).toEqual([]);
});

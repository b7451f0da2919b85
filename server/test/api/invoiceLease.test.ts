/**
 * The invoice numbering's lease (server/src/firestore/invoicing/lease.ts, docs/invoicing.md):
 * taken, renewed and given back by writes with a precondition, so that of many payments asking
 * at once exactly one gets it, at once. Its transaction of before let 100 payments lock each
 * other out until none ever got it (fresh clones 8 and 11, docs/testing.md ¹⁸ and ²⁰).
 */
import { Timestamp } from "firebase-admin/firestore";
import { LEASE_MS, releaseLease, renewLease, takeLease } from "../../src/firestore/invoicing/lease";
import { clearEmulators } from "../support/emulators";
import { db } from "../support/identities";

const LEASE = "documentCounters/INVOICE-numbering";
const leaseDoc = async () => (await db().doc(LEASE).get()).data();

beforeAll(async () => {
  await clearEmulators();
});

beforeEach(async () => {
  await db().doc(LEASE).delete();
});

describe("le bail du numéroteur de factures", () => {
  it("100 paiements le demandent à la fois : un seul l'obtient, les autres le trouvent pris", async () => {
    const leases = await Promise.all(Array.from({ length: 100 }, () => takeLease(db())));
    const holders = leases.filter((lease) => lease !== null);
    expect(holders).toHaveLength(1);
    expect(await leaseDoc()).toMatchObject({ holder: holders[0]!.holder });
    // Held: nobody else takes it until it is given back.
    expect(await takeLease(db())).toBeNull();
  });

  it("un bail échu (son détenteur est mort) est repris par un seul des 100 qui le demandent", async () => {
    await db()
      .doc(LEASE)
      .set({ holder: "mort", until: Timestamp.fromMillis(Date.now() - 1) });
    const leases = await Promise.all(Array.from({ length: 100 }, () => takeLease(db())));
    const holders = leases.filter((lease) => lease !== null);
    expect(holders).toHaveLength(1);
    const stored = await leaseDoc();
    expect(stored?.holder).toBe(holders[0]!.holder);
    expect((stored?.until as Timestamp).toMillis()).toBeGreaterThan(Date.now());
  });

  it("le détenteur le prolonge et le rend ; le suivant le prend alors", async () => {
    const lease = (await takeLease(db()))!;
    const before = ((await leaseDoc())?.until as Timestamp).toMillis();
    const renewed = (await renewLease(db(), lease))!;
    expect(renewed.holder).toBe(lease.holder);
    expect(((await leaseDoc())?.until as Timestamp).toMillis()).toBeGreaterThanOrEqual(before);
    await releaseLease(db(), renewed);
    expect(await leaseDoc()).toBeUndefined();
    expect(await takeLease(db())).not.toBeNull();
  });

  it("un détenteur dont le bail a échu et été repris ne peut ni le prolonger ni le rendre", async () => {
    const lost = (await takeLease(db()))!;
    // Its time ran out (LEASE_MS later, written here) and another call took the lease.
    await db()
      .doc(LEASE)
      .update({ until: Timestamp.fromMillis(Date.now() - LEASE_MS) });
    const next = (await takeLease(db()))!;
    expect(next).not.toBeNull();
    expect(await renewLease(db(), lost)).toBeNull();
    await releaseLease(db(), lost);
    // Still the new holder's, with its own end.
    expect(await leaseDoc()).toMatchObject({ holder: next.holder });
    expect(await renewLease(db(), next)).not.toBeNull();
  });

  it("un bail rendu puis repris par un autre : l'ancien détenteur ne le prolonge pas", async () => {
    const first = (await takeLease(db()))!;
    await releaseLease(db(), first);
    const second = (await takeLease(db()))!;
    expect(await renewLease(db(), first)).toBeNull();
    expect(await leaseDoc()).toMatchObject({ holder: second.holder });
  });
});

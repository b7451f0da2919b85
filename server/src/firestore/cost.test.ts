import { CostMeter } from "./cost";

describe("compteur de coût Firestore", () => {
  it("compte comme Firestore facture : documents, requête vide, agrégations par tranche de 1 000", () => {
    const meter = new CostMeter();
    meter.documentsRead(3);
    meter.query(0); // an empty result still costs one read
    meter.query(25);
    meter.aggregation(0);
    meter.aggregation(2_500);
    expect(meter.report()).toMatchObject({ firestoreReads: 3 + 1 + 25 + 1 + 3, firestoreQueries: 4 });
  });
});

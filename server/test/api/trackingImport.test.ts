/**
 * importTrackingNumbers (docs/tracking-import.md): a dry run writes nothing at all, an apply ships
 * the « ok » lines with their numbers (one audit entry and one mail each) while each bad line is
 * named with its French reason, and the same file applied twice changes nothing the second time.
 */
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { gql } from "../support/graphql";
import { createAccount, createAdmin, createCustomer, db } from "../support/identities";
import { createOrder } from "../support/orders";

const IMPORT = `mutation Import($input: ImportTrackingNumbersInput!) {
  importTrackingNumbers(input: $input) {
    lines { lineNumber orderRef trackingNumber verdict code message orderId shortId previousTrackingNumber }
    changed { id status trackingNumber shippedAt }
    toApply unchanged errors
    userErrors { field message code }
  }
}`;

jest.setTimeout(240_000);

let admin: { uid: string; token: string };
let customer: { uid: string; token: string };

/** A 20-character id (a Firestore auto-id's length) whose short id is `short`. */
const idOf = (short: string) => `${short}AbCdEfGhIjKlMn`;

const ORDERS: Record<string, Record<string, unknown>> = {
  trk001: { status: "processing" },
  trk002: { status: "processing" },
  trk003: { status: "processing" },
  trk004: { status: "processing" },
  trk005: { status: "delivered", trackingNumber: "ANCIEN-5" },
  trk006: { status: "shipped", trackingNumber: "COLIS-6" },
  trk007: { status: "shipped", trackingNumber: "ANCIEN-7" },
  trk008: { status: "processing" },
  amb001: { status: "processing" },
};

/** The carrier's file: four good lines, one unchanged, six bad ones (each kind of refusal). */
const FILE = [
  { lineNumber: 2, orderRef: "trk001", trackingNumber: "6A10000000001" },
  { lineNumber: 3, orderRef: "#TRK002", trackingNumber: " 6A 100 000 002 " },
  { lineNumber: 4, orderRef: idOf("trk003"), trackingNumber: "LP/2026/003" },
  { lineNumber: 5, orderRef: "TRK005", trackingNumber: "X5" },
  { lineNumber: 6, orderRef: "TRK006", trackingNumber: "COLIS-6" },
  { lineNumber: 7, orderRef: "TRK007", trackingNumber: "NOUVEAU-7" },
  { lineNumber: 8, orderRef: "ZZZ999", trackingNumber: "X8" },
  { lineNumber: 9, orderRef: "AMB001", trackingNumber: "X9" },
  { lineNumber: 10, orderRef: "TRK004", trackingNumber: "=cmd|' /C calc'!A0" },
  { lineNumber: 11, orderRef: "TRK008", trackingNumber: "D1" },
  { lineNumber: 12, orderRef: idOf("trk008"), trackingNumber: "D2" },
];

const run = (input: Record<string, unknown>, token = admin.token) => gql(IMPORT, { token, variables: { input } });
const dryRun = () => run({ rows: FILE, dryRun: true });
const apply = (key: string) => run({ rows: FILE, dryRun: false, idempotencyKey: key });

const docs = async (collection: string) => (await db().collection(collection).get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));
const verdicts = (lines: { lineNumber: number; verdict: string; code: string | null }[]) => lines.map((l) => [l.lineNumber, l.verdict, l.code]);

beforeAll(async () => {
  await clearEmulators();
  admin = await createAdmin();
  customer = await createCustomer();
  await db().doc("settings/app").set({ shopName: "Atelier", contactEmail: "contact@atelier.test" });
  await Promise.all(Object.entries(ORDERS).map(([short, fields]) => createOrder(idOf(short), { userId: customer.uid, ...fields })));
  // A second order whose id starts like amb001's: « AMB001 » names both.
  await createOrder("amb001ZzYyXxWwVvUuTt", { status: "processing", userId: customer.uid });
});

describe("importTrackingNumbers : la vérification (dry run)", () => {
  it("donne le verdict de chaque ligne, les erreurs en français, et n'écrit rien du tout", async () => {
    const before = await dumpDatabase();
    const [orders, audit, mails] = await Promise.all([docs("orders"), docs("auditLog"), docs("mail")]);

    const response = await dryRun();
    expect(response.errors).toBeUndefined();
    const result = response.data!.importTrackingNumbers;
    expect(result.userErrors).toEqual([]);
    expect(verdicts(result.lines)).toEqual([
      [2, "OK", null],
      [3, "OK", null],
      [4, "OK", null],
      [5, "ERROR", "INVALID"],
      [6, "UNCHANGED", null],
      [7, "OK", null],
      [8, "ERROR", "NOT_FOUND"],
      [9, "ERROR", "AMBIGUOUS"],
      [10, "ERROR", "TRACKING_INVALID"],
      [11, "ERROR", "DUPLICATE"],
      [12, "ERROR", "DUPLICATE"],
    ]);
    const message = (n: number) => result.lines.find((l: { lineNumber: number }) => l.lineNumber === n).message;
    expect(message(5)).toBe("Une commande au statut « Livrée » ne peut pas passer au statut « Expédiée ».");
    expect(message(8)).toBe("Commande introuvable.");
    expect(message(9)).toBe("Numéro de commande ambigu : plusieurs commandes commencent par « AMB001 ». Donnez l’identifiant complet.");
    expect(message(10)).toBe("Numéro de suivi invalide : lettres sans accent, chiffres, espaces, « - », « _ » et « / » seulement.");
    expect(message(11)).toBe("Ligne en double : la commande #TRK008 figure aussi ligne 12.");
    expect(result.lines[1]).toMatchObject({ orderId: idOf("trk002"), shortId: "TRK002", trackingNumber: "6A 100 000 002" });
    expect(result.lines[5]).toMatchObject({ previousTrackingNumber: "ANCIEN-7" });
    expect(result).toMatchObject({ changed: [], toApply: 4, unchanged: 1, errors: 6 });
    // Reads: the caller, 11 lines found (short ids: one query each, the full id one document).
    const cost = response.extensions!.cost!;
    expect(cost.estimatedReads).toBe(1 + FILE.length * 2);
    expect(cost.firestoreReads).toBeLessThanOrEqual(cost.estimatedReads!);

    // The orders, the audit log and the mails are as they were, document for document; and nothing
    // else either (not even the idempotency key: none is sent, none is written).
    expect(await docs("orders")).toEqual(orders);
    expect(await docs("auditLog")).toEqual(audit);
    expect(await docs("mail")).toEqual(mails);
    expect(await dumpDatabase()).toEqual(before);
  });

  it("n'écrit rien non plus quand la vérification porte une clé", async () => {
    const before = await dumpDatabase();
    const response = await run({ rows: FILE, dryRun: true, idempotencyKey: "dry-run-key-0001" });
    expect(response.data!.importTrackingNumbers.toApply).toBe(4);
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe("importTrackingNumbers : l'application", () => {
  it("expédie les lignes bonnes avec leur numéro, nomme les mauvaises et les laisse telles quelles", async () => {
    const untouched = await Promise.all(
      ["trk004", "trk005", "trk008", "amb001"].map((s) =>
        db()
          .doc(`orders/${idOf(s)}`)
          .get(),
      ),
    );
    // As the console applies: each line with the order its check found, read by id.
    const checked = (await dryRun()).data!.importTrackingNumbers.lines as { lineNumber: number; orderId: string | null }[];
    const rows = FILE.map((row) => ({ ...row, orderId: checked.find((line) => line.lineNumber === row.lineNumber)!.orderId }));
    const response = await run({ rows, dryRun: false, idempotencyKey: "trk-apply-0001" });
    expect(response.errors).toBeUndefined();
    const result = response.data!.importTrackingNumbers;
    expect(result.userErrors).toEqual([]);
    expect(verdicts(result.lines).filter(([, verdict]) => verdict !== "ERROR")).toEqual([
      [2, "OK", null],
      [3, "OK", null],
      [4, "OK", null],
      [6, "UNCHANGED", null],
      [7, "OK", null],
    ]);
    expect(result).toMatchObject({ toApply: 4, unchanged: 1, errors: 6 });
    expect(result.changed.map((o: { id: string }) => o.id).sort()).toEqual(["trk001", "trk002", "trk003", "trk007"].map(idOf));

    const stored = async (short: string) =>
      (
        await db()
          .doc(`orders/${idOf(short)}`)
          .get()
      ).data()!;
    for (const [short, number] of [
      ["trk001", "6A10000000001"],
      ["trk002", "6A 100 000 002"],
      ["trk003", "LP/2026/003"],
    ] as const) {
      expect(await stored(short)).toMatchObject({ status: "shipped", trackingNumber: number });
      expect((await stored(short)).shippedAt).toBeDefined();
    }
    // A shipped order takes its new number and stays shipped, its shipping date unchanged.
    expect(await stored("trk007")).toMatchObject({ status: "shipped", trackingNumber: "NOUVEAU-7" });
    expect((await stored("trk007")).shippedAt).toBeUndefined();
    // The refused lines' orders are untouched.
    const after = await Promise.all(
      ["trk004", "trk005", "trk008", "amb001"].map((s) =>
        db()
          .doc(`orders/${idOf(s)}`)
          .get(),
      ),
    );
    after.forEach((snap, i) => expect(snap.updateTime!.isEqual(untouched[i]!.updateTime!)).toBe(true));

    // One audit entry per changed order; one shipping mail per shipped order, with its number.
    const audit = await docs("auditLog");
    expect(audit.map((entry: Record<string, any>) => [entry.action, entry.targetId]).sort()).toEqual([
      ["order.changeStatus", idOf("trk001")],
      ["order.changeStatus", idOf("trk002")],
      ["order.changeStatus", idOf("trk003")],
      ["order.setTrackingNumber", idOf("trk007")],
    ]);
    const mails = await docs("mail");
    expect(mails.map((m: Record<string, any>) => [m.template.name, m.template.data.orderId, m.template.data.trackingNumber]).sort()).toEqual([
      ["order-shipped", idOf("trk001"), "6A10000000001"],
      ["order-shipped", idOf("trk002"), "6A 100 000 002"],
      ["order-shipped", idOf("trk003"), "LP/2026/003"],
    ]);
  });

  it("le même fichier appliqué une seconde fois ne change rien : tout est « inchangé »", async () => {
    const before = await dumpDatabase();
    const [audit, mails] = await Promise.all([docs("auditLog"), docs("mail")]);
    const response = await apply("trk-apply-0002");
    const result = response.data!.importTrackingNumbers;
    expect(verdicts(result.lines).filter(([, verdict]) => verdict !== "ERROR")).toEqual([
      [2, "UNCHANGED", null],
      [3, "UNCHANGED", null],
      [4, "UNCHANGED", null],
      [6, "UNCHANGED", null],
      [7, "UNCHANGED", null],
    ]);
    expect(result).toMatchObject({ changed: [], toApply: 0, unchanged: 5, errors: 6 });
    expect(await docs("auditLog")).toEqual(audit);
    expect(await docs("mail")).toEqual(mails);
    expect(await dumpDatabase()).toEqual(before);
  });

  it("la même requête rejouée (même clé) ne change rien de plus", async () => {
    const before = await dumpDatabase();
    const response = await apply("trk-apply-0001");
    expect(response.data!.importTrackingNumbers).toMatchObject({ toApply: 0, unchanged: 5, errors: 6, userErrors: [] });
    expect(await dumpDatabase()).toEqual(before);
  });

  it("refuse une ligne dont l'identifiant renvoyé n'est pas celui que sa cellule nomme", async () => {
    const before = await dumpDatabase();
    const row = { lineNumber: 2, orderRef: "TRK004", trackingNumber: "Z4", orderId: idOf("trk001") };
    const response = await run({ rows: [row], dryRun: false, idempotencyKey: "trk-mismatch-01" });
    expect(verdicts(response.data!.importTrackingNumbers.lines)).toEqual([[2, "ERROR", "NOT_FOUND"]]);
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe("importTrackingNumbers : une requête refusée n'écrit rien", () => {
  const row = { lineNumber: 2, orderRef: "TRK004", trackingNumber: "Z1" };
  it.each([
    ["sans ligne", { rows: [], dryRun: true }, ["input", "rows"], "Aucune ligne à importer.", "REQUIRED"],
    [
      "plus de 100 lignes",
      { rows: Array.from({ length: 101 }, (_, i) => ({ ...row, lineNumber: i + 2 })), dryRun: true },
      ["input", "rows"],
      "Au plus 100 lignes par requête : la console envoie un fichier en plusieurs requêtes.",
      "TOO_MANY",
    ],
    [
      "une ligne envoyée deux fois",
      { rows: [row, row], dryRun: true },
      ["input", "rows", "1", "lineNumber"],
      "La ligne 2 est envoyée deux fois.",
      "DUPLICATE_LINE",
    ],
    ["une application sans clé", { rows: [row], dryRun: false }, ["input", "idempotencyKey"], "La clé d’idempotence est obligatoire.", "REQUIRED"],
    [
      "une clé mal formée",
      { rows: [row], dryRun: false, idempotencyKey: "court" },
      ["input", "idempotencyKey"],
      expect.stringContaining("La clé d’idempotence doit compter"),
      "BAD_IDEMPOTENCY_KEY",
    ],
  ])("%s", async (_, input, field, message, code) => {
    const before = await dumpDatabase();
    const response = await run(input);
    expect(response.data!.importTrackingNumbers).toEqual({
      lines: [],
      changed: [],
      toApply: 0,
      unchanged: 0,
      errors: 0,
      userErrors: [{ field, message, code }],
    });
    expect(await dumpDatabase()).toEqual(before);
  });

  it("refuse un non-administrateur avant toute lecture", async () => {
    const other = await createAccount("client-suivi@exemple.fr", { isAdmin: false });
    const before = await dumpDatabase();
    const response = await run({ rows: [row], dryRun: false, idempotencyKey: "intruder-0001" }, other.token);
    expect(response.data?.importTrackingNumbers).toBeUndefined();
    expect(response.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(await dumpDatabase()).toEqual(before);
  });
});

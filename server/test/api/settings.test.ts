import { settingsDoc } from "../../../scripts/seed/catalogue";
import { db } from "../../src/firebase";
import { dumpDatabase } from "../support/database";
import { clearEmulators } from "../support/emulators";
import { errorCodes, gql } from "../support/graphql";
import { createAccount, createAdmin, createCustomer } from "../support/identities";
import { seedMailTemplates } from "../support/mail";

const SETTINGS_FIELDS = `id version shopName contactEmail senderEmail creditPacks { credits priceCents } creditsPerGeneration loyaltyRate
  moderation { requireApproval autoRejectKeywords notifyAuthorOnRejection } vatRate maintenanceMode
  emails { version switches { key enabled } } updatedBy { id }`;
const SETTINGS = `query Settings { settings { ${SETTINGS_FIELDS} } }`;
const UPDATE = `mutation Update($input: UpdateSettingsInput!) {
  updateSettings(input: $input) { settings { ${SETTINGS_FIELDS} } userErrors { field message code } }
}`;
const MAINTENANCE = `mutation Maintenance($input: SetMaintenanceModeInput!) {
  setMaintenanceMode(input: $input) { settings { version maintenanceMode } userErrors { field message code } }
}`;
const SET_ENABLED = `mutation Enabled($input: SetEmailEnabledInput!) {
  setEmailEnabled(input: $input) { settings { version } shopSettings { id version } userErrors { code } }
}`;
const ADMINISTRATORS = `query Admins { administrators { uid email fullName isAdmin lastLoginAt } }`;
const SEND_TEST = `mutation Test($input: SendTestEmailInput!) { sendTestEmail(input: $input) { mail { id } userErrors { code } } }`;

let admin: { uid: string; token: string };

const ask = async (query: string, variables: Record<string, unknown> = {}, token = admin.token) => {
  const response = await gql(query, { token, variables });
  expect(response.errors).toBeUndefined();
  return response.data!;
};
const stored = async () => (await db().doc("settings/app").get()).data()!;
const auditOf = async (action: string) =>
  (await db().collection("auditLog").where("action", "==", action).get()).docs.map((d) => d.data()).sort((a, b) => a.at.toMillis() - b.at.toMillis());

beforeAll(async () => {
  await clearEmulators();
  admin = await createAdmin("reglages@atelier.test");
  await db()
    .doc("settings/app")
    .set(settingsDoc(new Date("2026-11-20T10:00:00Z")));
});

describe("paramètres de la boutique", () => {
  it("lit le document settings/app avec les prix en centimes", async () => {
    const { settings } = await ask(SETTINGS);
    expect(settings).toMatchObject({
      id: "app",
      version: 1,
      shopName: "Atelier",
      contactEmail: "contact@atelier.test",
      senderEmail: "boutique@atelier.test",
      creditPacks: [
        { credits: 10, priceCents: 499 },
        { credits: 50, priceCents: 1999 },
        { credits: 120, priceCents: 3999 },
        { credits: 300, priceCents: 8999 },
      ],
      creditsPerGeneration: 1,
      loyaltyRate: 1,
      moderation: { requireApproval: true, autoRejectKeywords: ["violence", "haine"], notifyAuthorOnRejection: true },
      vatRate: 20,
      maintenanceMode: false,
      emails: { version: 1 },
      updatedBy: null,
    });
  });

  it("refuse une saisie invalide en français, sans rien écrire", async () => {
    const before = await dumpDatabase();
    const { updateSettings } = await ask(UPDATE, {
      input: {
        version: 1,
        shopName: " ",
        contactEmail: "pas-une-adresse",
        creditPacks: [
          { credits: 10, priceCents: 499 },
          { credits: 10, priceCents: 0 },
        ],
        vatRate: 5.555,
      },
    });
    expect(updateSettings).toEqual({
      settings: null,
      userErrors: [
        { field: ["input", "shopName"], code: "REQUIRED", message: "Le nom de la boutique est obligatoire." },
        { field: ["input", "contactEmail"], code: "INVALID_EMAIL", message: "L’adresse de contact n’est pas une adresse e-mail valide." },
        { field: ["input", "creditPacks", "1", "credits"], code: "DUPLICATE_PACK", message: "Un autre pack propose déjà ce nombre de crédits." },
        {
          field: ["input", "creditPacks", "1", "priceCents"],
          code: "OUT_OF_RANGE",
          message: "Le prix doit être compris entre 0,01\u00a0€ et 10\u00a0000,00\u00a0€.",
        },
        { field: ["input", "vatRate"], code: "TOO_MANY_DECIMALS", message: "Le taux de TVA a au plus deux décimales." },
      ],
    });
    expect(await dumpDatabase()).toEqual(before);
  });

  it("enregistre une section seule, garde le reste, et note avant/après dans le journal d'audit", async () => {
    const { updateSettings } = await ask(UPDATE, {
      input: {
        version: 1,
        creditPacks: [
          { credits: 25, priceCents: 990 },
          { credits: 10, priceCents: 450 },
        ],
        creditsPerGeneration: 2,
        loyaltyRate: 1.5,
      },
    });
    expect(updateSettings.userErrors).toEqual([]);
    expect(updateSettings.settings).toMatchObject({
      version: 2,
      creditPacks: [
        { credits: 25, priceCents: 990 },
        { credits: 10, priceCents: 450 },
      ],
      shopName: "Atelier",
      vatRate: 20,
      updatedBy: { id: admin.uid },
    });
    const doc = await stored();
    expect(doc).toMatchObject({
      creditPacks: [
        { credits: 25, price: 9.9 },
        { credits: 10, price: 4.5 },
      ],
      creditsPerGeneration: 2,
      loyaltyRate: 1.5,
      shopName: "Atelier",
      version: 2,
      updatedBy: admin.uid,
    });
    expect(doc.moderation).toEqual(settingsDoc(new Date()).moderation);

    const vat = await ask(UPDATE, { input: { version: 2, vatRate: 5.5, autoRejectKeywords: [" Haine ", "haine", "spam"], requireApproval: false } });
    expect(vat.updateSettings.settings).toMatchObject({
      version: 3,
      vatRate: 5.5,
      moderation: { requireApproval: false, autoRejectKeywords: ["Haine", "spam"], notifyAuthorOnRejection: true },
    });
    expect((await stored()).moderation).toEqual({ requireApproval: false, autoRejectKeywords: ["Haine", "spam"], notifyAuthorOnRejection: true });

    const audit = await auditOf("settings.update");
    expect(audit.map(({ actorUid, targetType, targetId, before, after }) => ({ actorUid, targetType, targetId, before, after }))).toEqual([
      {
        actorUid: admin.uid,
        targetType: "settings",
        targetId: "app",
        before: {
          creditPacks: [
            { credits: 10, priceCents: 499 },
            { credits: 50, priceCents: 1999 },
            { credits: 120, priceCents: 3999 },
            { credits: 300, priceCents: 8999 },
          ],
          creditsPerGeneration: 1,
          loyaltyRate: 1,
        },
        after: {
          creditPacks: [
            { credits: 25, priceCents: 990 },
            { credits: 10, priceCents: 450 },
          ],
          creditsPerGeneration: 2,
          loyaltyRate: 1.5,
        },
      },
      {
        actorUid: admin.uid,
        targetType: "settings",
        targetId: "app",
        before: { vatRate: 20, autoRejectKeywords: ["violence", "haine"], requireApproval: true },
        after: { vatRate: 5.5, autoRejectKeywords: ["Haine", "spam"], requireApproval: false },
      },
    ]);
  });

  it("refuse un enregistrement depuis une version dépassée, en nommant l'auteur, sans rien écrire", async () => {
    const before = await dumpDatabase();
    const { updateSettings } = await ask(UPDATE, { input: { version: 1, shopName: "Autre nom" } });
    expect(updateSettings).toEqual({
      settings: null,
      userErrors: [{ field: ["input", "version"], code: "STALE_VERSION", message: "Modifié entre-temps par Camille Martin — rechargez" }],
    });
    expect(await dumpDatabase()).toEqual(before);
  });

  it("partage la version avec les interrupteurs d'e-mails : un interrupteur la fait avancer pour tout l'écran", async () => {
    const { settings } = await ask(SETTINGS);
    const switched = await ask(SET_ENABLED, { input: { key: "CREDITS_ADJUSTED", enabled: true, version: settings.version } });
    expect(switched.setEmailEnabled).toEqual({
      settings: { version: settings.version + 1 },
      shopSettings: { id: "app", version: settings.version + 1 },
      userErrors: [],
    });
    const stale = await ask(UPDATE, { input: { version: settings.version, vatRate: 20 } });
    expect(stale.updateSettings.userErrors.map((e: { code: string }) => e.code)).toEqual(["STALE_VERSION"]);
  });

  it("met la boutique en maintenance puis l'en sort, audité", async () => {
    const { settings } = await ask(SETTINGS);
    const on = await ask(MAINTENANCE, { input: { enabled: true, version: settings.version } });
    expect(on.setMaintenanceMode).toEqual({ settings: { version: settings.version + 1, maintenanceMode: true }, userErrors: [] });
    expect((await stored()).maintenanceMode).toBe(true);
    const stale = await ask(MAINTENANCE, { input: { enabled: false, version: settings.version } });
    expect(stale.setMaintenanceMode.userErrors.map((e: { code: string }) => e.code)).toEqual(["STALE_VERSION"]);
    const off = await ask(MAINTENANCE, { input: { enabled: false, version: settings.version + 1 } });
    expect(off.setMaintenanceMode.settings.maintenanceMode).toBe(false);
    expect((await auditOf("settings.maintenance")).map((e) => [e.before, e.after])).toEqual([
      [{ maintenanceMode: false }, { maintenanceMode: true }],
      [{ maintenanceMode: true }, { maintenanceMode: false }],
    ]);
  });

  it("envoie les mails depuis l'adresse d'expédition, au nom de la boutique ; l'effacer rend l'adresse du serveur", async () => {
    const { settings } = await ask(SETTINGS);
    await seedMailTemplates({ ...(await stored()) });
    const saved = await ask(UPDATE, {
      input: { version: settings.version, shopName: "Atelier Lumière", contactEmail: "contact@atelier.test", senderEmail: "Ventes@Atelier.test" },
    });
    expect(saved.updateSettings.settings).toMatchObject({ shopName: "Atelier Lumière", senderEmail: "ventes@atelier.test" });
    const sent = await ask(SEND_TEST, { input: { name: "test" } });
    expect((await db().doc(`mail/${sent.sendTestEmail.mail.id}`).get()).get("from")).toBe('"Atelier Lumière" <ventes@atelier.test>');

    const cleared = await ask(UPDATE, { input: { version: settings.version + 1, senderEmail: "" } });
    expect(cleared.updateSettings.settings.senderEmail).toBeNull();
    expect((await stored()).senderEmail).toBeUndefined();
    const again = await ask(SEND_TEST, { input: { name: "test" } });
    expect((await db().doc(`mail/${again.sendTestEmail.mail.id}`).get()).get("from")).toBeUndefined();
  });

  it("liste les administrateurs par nom, avec leur dernière connexion, et eux seuls", async () => {
    await createAccount("alice@atelier.test", { firstName: "Alice", lastName: "Aubert", isAdmin: true, lastLoginAt: new Date("2026-11-22T08:00:00Z") });
    await createAccount("zoe@exemple.fr", { firstName: "Zoé", lastName: "Abel", isAdmin: false });
    const { administrators } = await ask(ADMINISTRATORS);
    expect(administrators).toEqual([
      { uid: expect.any(String), email: "alice@atelier.test", fullName: "Alice Aubert", isAdmin: true, lastLoginAt: "2026-11-22T08:00:00.000Z" },
      { uid: admin.uid, email: "reglages@atelier.test", fullName: "Camille Martin", isAdmin: true, lastLoginAt: null },
    ]);
  });

  it("refuse un non-administrateur sans rien lire ni écrire", async () => {
    const customer = await createCustomer();
    const before = await dumpDatabase();
    for (const [query, variables] of [
      [SETTINGS, {}],
      [ADMINISTRATORS, {}],
      [UPDATE, { input: { version: 99, vatRate: 10 } }],
      [MAINTENANCE, { input: { enabled: true, version: 99 } }],
    ] as const) {
      const response = await gql(query, { token: customer.token, variables });
      expect(errorCodes(response)).toEqual(["FORBIDDEN"]);
      expect(response.data ?? null).toBeNull();
    }
    expect(await dumpDatabase()).toEqual(before);
  });
});

// The confirmed pause and resume of the Functions emulator's background triggers
// (scripts/lib/triggers.ts, through server/test/support/emulators.ts). A trigger's effect is
// observed on users/{uid}: the storefront writes users without their search fields, and the
// trigger refreshUserSearchKeys fills them in (functions/src/userSearchKeys.ts).
import { EMULATOR_PROBES } from "../../src/firestore/emulatorProbes";
import { clearEmulators, resumeTriggers, withTriggersPaused, withTriggersRunning } from "../support/emulators";
import { db } from "../support/identities";
import { storedUser } from "../support/users";

// Each resume reloads the functions' definitions (several seconds), then waits for a probe.
jest.setTimeout(360_000);

/** A sign-up as the storefront writes it: no search fields. */
const storefrontSignUp = (uid: string, firstName: string) =>
  db()
    .doc(`users/${uid}`)
    .set({ uid, email: `${uid}@exemple.fr`, firstName, lastName: "Testeur", credits: 0 });

/** Polls users/{uid} until the trigger has filled in its search fields (generous bound: a loaded machine). */
async function triggerEffect(uid: string, timeoutMs = 60_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  let user = await storedUser(uid);
  while (user.fullNameKey === undefined && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    user = await storedUser(uid);
  }
  expect(user).toMatchObject({ emailKey: `${uid}@exemple.fr` });
  return user;
}

/**
 * A write made while paused must never get its trigger's effect. The emulator drops the events
 * of disabled triggers, so the proof needs no clock: once the triggers are running again
 * (confirmed by a probe) and a later write has had its effect, the earlier write's event would
 * long have been handled, had it not been dropped.
 */
async function expectNoEffectAfterLaterOne(pausedUid: string, sentinelUid: string) {
  await storefrontSignUp(sentinelUid, "Sentinelle");
  await triggerEffect(sentinelUid);
  const paused = await storedUser(pausedUid);
  expect(paused.firstName).toBeDefined();
  expect(paused.fullNameKey).toBeUndefined();
  expect(paused.emailKey).toBeUndefined();
}

const probesLeft = async () => (await db().collection(EMULATOR_PROBES).get()).docs.map((d) => d.id);

describe("pause et reprise confirmées des déclencheurs de l'émulateur", () => {
  beforeEach(() => clearEmulators()); // paused, empty database
  afterAll(() => clearEmulators()); // paused again for the other test files

  it("après resumeTriggers(), une écriture a l'effet de son déclencheur, et aucune sonde ne reste", async () => {
    expect(await resumeTriggers()).toBe(true);
    await storefrontSignUp("lea", "Léa");
    expect(await triggerEffect("lea")).toMatchObject({ fullNameKey: "lea testeur", firstNameKey: "lea" });
    expect(await probesLeft()).toEqual([]);
  });

  it("une écriture faite pendant withTriggersPaused n'a jamais d'effet, et les déclencheurs tournent de nouveau après", async () => {
    await resumeTriggers();
    const result = await withTriggersPaused(async () => {
      await storefrontSignUp("pendant", "Pendant");
      return "fait";
    });
    expect(result).toBe("fait");
    // Resumed by withTriggersPaused itself (they were running before): no resume here.
    await expectNoEffectAfterLaterOne("pendant", "apres");
    expect(await probesLeft()).toEqual([]);
  });

  it("withTriggersPaused rend la main avec les déclencheurs en marche même quand le travail échoue", async () => {
    await resumeTriggers();
    await expect(
      withTriggersPaused(async () => {
        await storefrontSignUp("avant-erreur", "Avant");
        throw new Error("échec voulu");
      }),
    ).rejects.toThrow("échec voulu");
    await expectNoEffectAfterLaterOne("avant-erreur", "apres-erreur");
  });

  it("withTriggersRunning fait tourner les déclencheurs le temps du travail, puis les remet en pause, même en cas d'échec", async () => {
    // Paused by clearEmulators.
    const user = await withTriggersRunning(async () => {
      await storefrontSignUp("dedans", "Dedans");
      return triggerEffect("dedans");
    });
    expect(user).toMatchObject({ fullNameKey: "dedans testeur" });
    await expect(withTriggersRunning(async () => Promise.reject(new Error("échec voulu")))).rejects.toThrow("échec voulu");
    // Paused again: this write's event is dropped.
    await storefrontSignUp("ensuite", "Ensuite");
    await resumeTriggers();
    await expectNoEffectAfterLaterOne("ensuite", "temoin");
  });

  it("une pause imbriquée ne reprend pas les déclencheurs qu'une pause extérieure tient", async () => {
    await resumeTriggers();
    await withTriggersPaused(async () => {
      await withTriggersPaused(async () => undefined);
      // Still paused: the inner scope found them paused and left them so.
      await storefrontSignUp("imbrique", "Imbriqué");
    });
    await expectNoEffectAfterLaterOne("imbrique", "dehors");
  });
});

// `npm run staff:migrate`: gives the owner's role (« Propriétaire ») to every administrator
// written before roles existed (no `staffRole`). Safe to run at any time and more than once
// (server/src/firestore/users/staffMigrate.ts); docs/roles.md.
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { migrateStaffRoles } from "../server/src/firestore/users/staffMigrate";
import { PROJECT_ID } from "./lib/stack.cjs";

async function main() {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error("FIRESTORE_EMULATOR_HOST n'est pas défini : ce script ne vise que les émulateurs.");
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID });
  const { admins, promoted } = await migrateStaffRoles(getFirestore(app));
  console.log(
    promoted.length
      ? `Rôles de l’équipe\u00a0: ${promoted.length} administrateur(s) sur ${admins} sans rôle devenu(s) Propriétaire (${promoted.join(", ")})`
      : `Rôles de l’équipe\u00a0: rien à faire, les ${admins} administrateur(s) ont déjà un rôle`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);

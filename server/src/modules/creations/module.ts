/** Creations: the gallery, a creation's details and their moderation (docs/creations.md). */
import DataLoader from "dataloader";
import type { CreationRecord } from "../../firestore/creations";
import { connectionCosts, inputIdsOf, ONE, page } from "../../limits/costModel";
import { MAX_CREATIONS_PER_DECISION } from "../../rules/creationModeration";
import { creationsRepository } from "../../firestore/creations";
import { defineModule, type RecordLoader } from "../serverModule";
import { creationResolvers } from "./creation";
import { creationModerationResolvers } from "./creationModeration";
import { INHERIT, anyOf, wrappers } from "../../auth/fieldAccess";

declare module "../../loaders" {
  interface Loaders {
    creation: RecordLoader<CreationRecord>;
  }
}

declare module "../../firestore" {
  interface Repositories {
    creations: ReturnType<typeof creationsRepository>;
  }
}

export default defineModule({
  repositories: { creations: creationsRepository },
  resolvers: [creationResolvers, creationModerationResolvers],
  access: {
    "Query.creations": "MODERATION",
    "Query.creation": "MODERATION",
    "Mutation.moderateCreations": "MODERATION",
    // A customer's creations are read from their page too.
    Creation: anyOf("MODERATION", "CUSTOMERS_READ"),
    Moderation: anyOf("MODERATION", "CUSTOMERS_READ"),
    ...wrappers("Creation"),
    ModerateCreationsPayload: INHERIT,
  },
  costs: {
    "Query.creations": { reads: page },
    ...connectionCosts("CreationConnection", "creations"),
    "Query.creation": ONE,
    "Creation.author": ONE,
    // The style's name, through the styles' DataLoader.
    "Creation.styleLabel": ONE,
    "Moderation.moderator": ONE,
    // A rejection also reads settings/app and each author (the rejection mails).
    "Mutation.moderateCreations": { reads: (_, call) => 1 + 2 * inputIdsOf(call, MAX_CREATIONS_PER_DECISION) },
    "ModerateCreationsPayload.creations": { items: (_, call) => inputIdsOf(call, MAX_CREATIONS_PER_DECISION) },
  },
  loaders: (repos) => ({ creation: new DataLoader((ids: readonly string[]) => repos.creations.getMany(ids)) }),
});

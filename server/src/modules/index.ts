/**
 * The server's domain modules, one line each (docs/new-screen.md). The schema's resolvers
 * (schema/index.ts), the cost table (limits/fieldCosts.ts), the per-request repositories (below)
 * and loaders (requestContext.ts) are derived from this list; codegen.ts reads each folder's mappers.ts.
 * A unit test fails when a folder with a module.ts is missing here.
 */
import audit from "./audit/module";
import deliveryMethods from "./catalogue/deliveryMethods/module";
import imageToImagePrompts from "./catalogue/imageToImagePrompts/module";
import printingProducts from "./catalogue/printingProducts/module";
import textToImageStyles from "./catalogue/textToImageStyles/module";
import content from "./content/module";
import creations from "./creations/module";
import dashboard from "./dashboard/module";
import finances from "./finances/module";
import inbox from "./inbox/module";
import login from "./login/module";
import mail from "./mail/module";
import media from "./media/module";
import orders from "./orders/module";
import settings from "./settings/module";
import users from "./users/module";
import type { Firestore } from "firebase-admin/firestore";
import type { CostMeter } from "../firestore/cost";
import type { Repositories } from "../firestore";
import type { ServerModule } from "./serverModule";

export const SERVER_MODULES: readonly ServerModule[] = [
  users,
  login,
  orders,
  creations,
  finances,
  dashboard,
  textToImageStyles,
  imageToImagePrompts,
  printingProducts,
  deliveryMethods,
  inbox,
  mail,
  media,
  content,
  settings,
  audit,
];

/** Every module's repositories for one request, reading through `meter`. */
export function createRepositories(firestore: Firestore, meter: CostMeter): Repositories {
  const repos: Record<string, unknown> = {};
  for (const module of SERVER_MODULES) {
    for (const [name, create] of Object.entries(module.repositories ?? {})) repos[name] = (create as (f: Firestore, m: CostMeter) => unknown)(firestore, meter);
  }
  return repos as unknown as Repositories;
}

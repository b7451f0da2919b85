import { mergeResolvers } from "@graphql-tools/merge";
import type { Resolvers } from "../generated/graphql";
import typeDefs from "../../../schema.graphql";
import { auditLogResolvers } from "./auditLog";
import { contentResolvers } from "./content";
import { creationResolvers } from "./creation";
import { creationModerationResolvers } from "./creationModeration";
import { dashboardResolvers } from "./dashboard";
import { financeResolvers } from "./finances";
import { inboxResolvers } from "./inbox";
import { loginResolvers } from "./login";
import { mailResolvers } from "./mail";
import { mediaResolvers } from "./media";
import { orderResolvers, orderStatusEnum } from "./order";
import { orderMutationResolvers } from "./orderMutations";
import { DateScalar, DateTime } from "./scalars";
import { transactionResolvers } from "./transaction";
import { revisionResolvers } from "./revisions";
import { settingsResolvers } from "./settings";
import { userResolvers } from "./user";
import { userChangeResolvers } from "./userChanges";
import { deliveryMethodResolvers } from "./catalogue/deliveryMethod";
import { imageToImagePromptResolvers } from "./catalogue/imageToImagePrompt";
import { printingProductResolvers } from "./catalogue/printingProduct";
import { textToImageStyleResolvers } from "./catalogue/textToImageStyle";

export { typeDefs };

/** Resolvers grouped by type, one file per type; Query and Mutation span several files. */
export const resolvers = mergeResolvers([
  { Date: DateScalar, DateTime },
  userResolvers,
  orderResolvers,
  orderStatusEnum,
  creationResolvers,
  transactionResolvers,
  loginResolvers,
  orderMutationResolvers,
  creationModerationResolvers,
  dashboardResolvers,
  financeResolvers,
  userChangeResolvers,
  textToImageStyleResolvers,
  imageToImagePromptResolvers,
  printingProductResolvers,
  deliveryMethodResolvers,
  inboxResolvers,
  mailResolvers,
  mediaResolvers,
  contentResolvers,
  revisionResolvers,
  settingsResolvers,
  auditLogResolvers,
]) as Resolvers;

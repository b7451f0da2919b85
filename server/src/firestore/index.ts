import type { Firestore } from "firebase-admin/firestore";
import { auditLogRepository } from "./auditLog";
import { deliveryMethodsRepository } from "./catalogue/deliveryMethods";
import { imageToImagePromptsRepository } from "./catalogue/imageToImagePrompts";
import { printingProductsRepository } from "./catalogue/printingProducts";
import { textToImageStylesRepository } from "./catalogue/textToImageStyles";
import type { CostMeter } from "./cost";
import { contactMessagesRepository } from "./contactMessages";
import { blogPostsRepository, staticPagesRepository } from "./content";
import { creationsRepository } from "./creations";
import { dashboardRepository } from "./dashboard";
import { feedbackRepository } from "./feedback";
import { financesRepository } from "./finances";
import { inboxRepository } from "./inbox";
import { mailRepository } from "./mail";
import { mediaFilesRepository } from "./mediaFiles";
import { ordersRepository } from "./orders";
import { settingsRepository } from "./settings";
import { transactionsRepository } from "./transactions";
import { usersRepository } from "./users";
import { userActivityRepository } from "./userActivity";

/** The request's repositories: the only code that knows collection and field names. */
export function createRepositories(firestore: Firestore, meter: CostMeter) {
  return {
    users: usersRepository(firestore, meter),
    orders: ordersRepository(firestore, meter),
    creations: creationsRepository(firestore, meter),
    transactions: transactionsRepository(firestore, meter),
    textToImageStyles: textToImageStylesRepository(firestore, meter),
    imageToImagePrompts: imageToImagePromptsRepository(firestore, meter),
    printingProducts: printingProductsRepository(firestore, meter),
    deliveryMethods: deliveryMethodsRepository(firestore, meter),
    staticPages: staticPagesRepository(firestore, meter),
    blogPosts: blogPostsRepository(firestore, meter),
    auditLog: auditLogRepository(firestore, meter),
    dashboard: dashboardRepository(firestore, meter),
    finances: financesRepository(firestore, meter),
    userActivity: userActivityRepository(firestore, meter),
    feedback: feedbackRepository(firestore, meter),
    contactMessages: contactMessagesRepository(firestore, meter),
    inbox: inboxRepository(firestore, meter),
    mail: mailRepository(firestore, meter),
    mediaFiles: mediaFilesRepository(firestore, meter),
    settings: settingsRepository(firestore, meter),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

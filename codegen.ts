import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * One schema, two generated sides:
 * - server/src/generated/graphql.ts: resolver signatures, with the Firestore records as parents;
 * - client/src/gql/: typed documents for every .graphql file of the console.
 * `npm test` runs this with --check, so generated code can never drift from the sources.
 */
const scalars = { DateTime: "string" };

const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["client/src/**/*.graphql"],
  ignoreNoDocuments: true,
  generates: {
    "server/src/generated/graphql.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        scalars,
        contextType: "../context#Context",
        useTypeImports: true,
        enumsAsTypes: true,
        mappers: {
          User: "../firestore/users#UserRecord",
          SessionProfile: "../firestore/users#UserRecord",
          Order: "../firestore/orders#OrderRecord",
          OrderNote: "../firestore/orders#OrderNoteRecord",
          StatusChange: "../firestore/orders#StatusChangeRecord",
          OrderStatusCount: "../firestore/orders#OrderStatusCountRecord",
          Creation: "../firestore/creations#CreationRecord",
          Transaction: "../firestore/transactions#TransactionRecord",
          TextToImageStyle: "../firestore/catalogue/textToImageStyles#TextToImageStyleRecord",
          ImageToImagePrompt: "../firestore/catalogue/imageToImagePrompts#ImageToImagePromptRecord",
          PrintingProduct: "../firestore/catalogue/printingProducts#PrintingProductRecord",
          DeliveryMethod: "../firestore/catalogue/deliveryMethods#DeliveryMethodRecord",
          MediaFile: "../firestore/mediaFiles#MediaFileRecord",
          MediaFileConnection: "../firestore/mediaFiles#MediaFilePage",
          StaticPage: "../firestore/content#StaticPageRecord",
          BlogPost: "../firestore/content#BlogPostRecord",
          Revision: "../firestore/revisions/revisions#RevisionRecord",
          BlogPostConnection: "../schema/connection#BlogPostConnectionParent",
          UserConnection: "../schema/connection#UserConnectionParent",
          OrderConnection: "../schema/connection#OrderConnectionParent",
          CreationConnection: "../schema/connection#CreationConnectionParent",
          TransactionConnection: "../schema/connection#TransactionConnectionParent",
          Dashboard: "../rules/dashboardFigures#DashboardFigures",
          FinanceReport: "@atelier/domain/finances/report#FinanceReportData",
          RevenueShare: "@atelier/domain/finances/figures#ShareTotal",
          Feedback: "../firestore/feedback#FeedbackRecord",
          FeedbackNote: "../firestore/feedback#FeedbackNoteRecord",
          DroppedFeedbackReference: "@atelier/domain/feedbackReferences#DroppedReference",
          FeedbackConnection: "../schema/connection#FeedbackConnectionParent",
          ContactMessage: "../firestore/contactMessages#ContactMessageRecord",
          ContactReply: "../firestore/contactMessages#ContactReplyRecord",
          ContactMessageConnection: "../schema/connection#ContactMessageConnectionParent",
          EmailTemplate: "../firestore/mail#EmailTemplateView",
          EmailTemplateRevision: "../firestore/revisions/revisions#RevisionRecord",
          EmailSettings: "../firestore/settings#MailSettings",
          ShopSettings: "../firestore/settings#ShopSettingsRecord",
          Mail: "../firestore/mail#MailRecord",
          MailConnection: "../schema/connection#MailConnectionParent",
          AuditEntry: "../firestore/auditLog#AuditRecord",
          AuditEntryConnection: "../schema/connection#AuditEntryConnectionParent",
        },
      },
    },
    "client/src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
    },
  },
};

export default config;

/**
 * The server's domain modules, one line each (docs/new-screen.md): adding a module is adding
 * its folder and its line here. registry.ts derives from this list the schema's resolvers
 * (schema/index.ts), the cost table (limits/fieldCosts.ts), the per-request repositories and
 * loaders (requestContext.ts); codegen.ts reads each folder's mappers.ts. A unit test fails when
 * a folder with a module.ts is missing here.
 */
export { default as approvals } from "./approvals/module";
export { default as audit } from "./audit/module";
export { default as deliveryMethods } from "./catalogue/deliveryMethods/module";
export { default as imageToImagePrompts } from "./catalogue/imageToImagePrompts/module";
export { default as printingProducts } from "./catalogue/printingProducts/module";
export { default as textToImageStyles } from "./catalogue/textToImageStyles/module";
export { default as content } from "./content/module";
export { default as creations } from "./creations/module";
export { default as dashboard } from "./dashboard/module";
export { default as finances } from "./finances/module";
export { default as inbox } from "./inbox/module";
export { default as invoicing } from "./invoicing/module";
export { default as login } from "./login/module";
export { default as mail } from "./mail/module";
export { default as media } from "./media/module";
export { default as notifications } from "./notifications/module";
export { default as orders } from "./orders/module";
export { default as personalData } from "./personalData/module";
export { default as presence } from "./presence/module";
export { default as reprints } from "./reprints/module";
export { default as savedViews } from "./savedViews/module";
export { default as settings } from "./settings/module";
export { default as staff } from "./staff/module";
export { default as trackingImport } from "./trackingImport/module";
export { default as twoStep } from "./twoStep/module";
export { default as undo } from "./undo/module";
export { default as users } from "./users/module";

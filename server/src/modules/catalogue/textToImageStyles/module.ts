/** « Styles texte-vers-image » (docs/catalogue.md): the list, one record, its writes. */
import DataLoader from "dataloader";
import type { TextToImageStyleRecord } from "../../../firestore/catalogue/textToImageStyles";
import { textToImageStylesRepository } from "../../../firestore/catalogue/textToImageStyles";
import { defineModule, type RecordLoader } from "../../serverModule";
import { anyOf } from "../../../auth/fieldAccess";
import { catalogueAccess, catalogueCosts } from "../catalogueCosts";
import { textToImageStyleResolvers } from "./textToImageStyle";

declare module "../../../loaders" {
  interface Loaders {
    textToImageStyle: RecordLoader<TextToImageStyleRecord>;
  }
}

declare module "../../../firestore" {
  interface Repositories {
    textToImageStyles: ReturnType<typeof textToImageStylesRepository>;
  }
}

export default defineModule({
  repositories: { textToImageStyles: textToImageStylesRepository },
  resolvers: [textToImageStyleResolvers],
  access: {
    ...catalogueAccess("TextToImageStyle", "textToImageStyle", "textToImageStyles"),
    // The creations screen filters by style and names them.
    "Query.textToImageStyles": anyOf("CATALOGUE", "MODERATION"),
  },
  costs: {
    ...catalogueCosts("TextToImageStyle", "textToImageStyle", "textToImageStyles"),
  },
  loaders: (repos) => ({ textToImageStyle: new DataLoader((ids: readonly string[]) => repos.textToImageStyles.getMany(ids)) }),
});

/** « Styles texte-vers-image » (docs/catalogue.md): the list, one record, its writes. */
import DataLoader from "dataloader";
import type { TextToImageStyleRecord } from "../../../firestore/catalogue/textToImageStyles";
import { textToImageStylesRepository } from "../../../firestore/catalogue/textToImageStyles";
import { defineModule, type RecordLoader } from "../../serverModule";
import { catalogueCosts } from "../catalogueCosts";
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
  costs: {
    ...catalogueCosts("TextToImageStyle", "textToImageStyle", "textToImageStyles"),
  },
  loaders: (repos) => ({ textToImageStyle: new DataLoader((ids: readonly string[]) => repos.textToImageStyles.getMany(ids)) }),
});

/** « Styles texte-vers-image » (docs/catalogue.md): the list, one record, its writes. */
import DataLoader from "dataloader";
import type { TextToImageStyleRecord } from "../../../firestore/catalogue/textToImageStyles";
import { defineModule, type RecordLoader } from "../../serverModule";
import { catalogueCosts } from "../catalogueCosts";
import { textToImageStyleResolvers } from "./textToImageStyle";

declare module "../../../loaders" {
  interface Loaders {
    textToImageStyle: RecordLoader<TextToImageStyleRecord>;
  }
}

export default defineModule({
  resolvers: [textToImageStyleResolvers],
  costs: {
    ...catalogueCosts("TextToImageStyle", "textToImageStyle", "textToImageStyles"),
  },
  loaders: (repos) => ({ textToImageStyle: new DataLoader((ids: readonly string[]) => repos.textToImageStyles.getMany(ids)) }),
});

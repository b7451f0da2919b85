/** « Prompts IA » (docs/catalogue.md): the list, one record, its writes. */
import DataLoader from "dataloader";
import type { ImageToImagePromptRecord } from "../../../firestore/catalogue/imageToImagePrompts";
import { imageToImagePromptsRepository } from "../../../firestore/catalogue/imageToImagePrompts";
import { defineModule, type RecordLoader } from "../../serverModule";
import { catalogueAccess, catalogueCosts } from "../catalogueCosts";
import { imageToImagePromptResolvers } from "./imageToImagePrompt";

declare module "../../../loaders" {
  interface Loaders {
    imageToImageStyle: RecordLoader<ImageToImagePromptRecord>;
  }
}

declare module "../../../firestore" {
  interface Repositories {
    imageToImagePrompts: ReturnType<typeof imageToImagePromptsRepository>;
  }
}

export default defineModule({
  repositories: { imageToImagePrompts: imageToImagePromptsRepository },
  resolvers: [imageToImagePromptResolvers],
  access: {
    ...catalogueAccess("ImageToImagePrompt", "imageToImagePrompt", "imageToImagePrompts", ["usageCount", "updatedBy"]),
  },
  costs: {
    ...catalogueCosts("ImageToImagePrompt", "imageToImagePrompt", "imageToImagePrompts"),
  },
  loaders: (repos) => ({ imageToImageStyle: new DataLoader((ids: readonly string[]) => repos.imageToImagePrompts.getMany(ids)) }),
});

/** Image-to-image prompts (aiPrompts/{id}): an image-to-image creation's `style` names one. */
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import {
  checkImageToImagePrompt,
  imageToImagePromptReferences,
  type ImageToImagePromptInput,
  type ImageToImagePromptValues,
} from "@atelier/domain/catalogue/imageToImagePrompt";
import type { ImageToImagePromptRecord } from "@atelier/domain/catalogue/imageToImagePrompt";
import { int, num, str } from "../convert";
import type { CostMeter } from "../cost";
import { CREATIONS } from "../creations";
import { catalogueBase, catalogueRepository, type CatalogueCollection } from "./catalogueRepository";

export const IMAGE_TO_IMAGE_PROMPTS = "aiPrompts";

/** `previewPath` is stored as `previewUrl` (the storefront's name): a storage path or a URL. */
export type { ImageToImagePromptRecord };

export const imageToImagePrompts: CatalogueCollection<ImageToImagePromptRecord, ImageToImagePromptValues, ImageToImagePromptInput> = {
  name: IMAGE_TO_IMAGE_PROMPTS,
  resource: "imageToImagePrompt",
  label: "Prompt",
  fromData: (id, d) => ({
    ...catalogueBase(id, d),
    prompt: str(d.prompt) ?? "",
    strength: num(d.strength),
    previewPath: str(d.previewUrl),
    creditCost: typeof d.creditCost === "number" ? int(d.creditCost) : null,
  }),
  check: (input, { current, ...context }) => checkImageToImagePrompt(input, { ...context, currentImage: current?.previewPath }),
  toFields: (v): DocumentData => ({
    name: v.name,
    prompt: v.prompt,
    strength: v.strength,
    previewUrl: v.previewPath,
    creditCost: v.creditCost,
  }),
  references: {
    rules: imageToImagePromptReferences,
    query: (firestore: Firestore, id: string) => firestore.collection(CREATIONS).where("style", "==", id),
  },
};

export const imageToImagePromptsRepository = (firestore: Firestore, meter: CostMeter) => catalogueRepository(firestore, meter, imageToImagePrompts);

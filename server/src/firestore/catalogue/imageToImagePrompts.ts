/** Image-to-image prompts (aiPrompts/{id}): an image-to-image creation's `style` names one. */
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import {
  checkImageToImagePrompt,
  imageToImagePromptReferences,
  type ImageToImagePromptInput,
  type ImageToImagePromptValues,
} from "../../rules/catalogue/imageToImagePrompt";
import { inputField } from "../../rules/userErrors";
import { int, num, str } from "../convert";
import type { CostMeter } from "../cost";
import { CREATIONS } from "../creations";
import { catalogueBase, catalogueRepository, type CatalogueCollection, type CatalogueRecord } from "./catalogueRepository";

export const IMAGE_TO_IMAGE_PROMPTS = "aiPrompts";

export interface ImageToImagePromptRecord extends CatalogueRecord {
  prompt: string;
  strength: number;
  /** Stored as `previewUrl` (the storefront's name): a storage path or a URL. */
  previewPath: string | null;
  creditCost: number | null;
}

export const imageToImagePrompts: CatalogueCollection<ImageToImagePromptRecord, ImageToImagePromptValues> = {
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

export function imageToImagePromptsRepository(firestore: Firestore, meter: CostMeter) {
  const repo = catalogueRepository(firestore, meter, imageToImagePrompts);
  return {
    ...repo,
    create: (actorUid: string, input: ImageToImagePromptInput) =>
      repo.create(actorUid, (list) => checkImageToImagePrompt(input, { base: inputField(), otherNames: list.map((r) => r.name) })),
    update: (actorUid: string, id: string, version: number, values: ImageToImagePromptInput) =>
      repo.update(actorUid, id, version, (current, others) =>
        checkImageToImagePrompt(values, { base: inputField("values"), otherNames: others.map((r) => r.name), currentImage: current.previewPath }),
      ),
  };
}

/** Text-to-image styles (textToImageStyles/{id}): a creation's `style` names one. */
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import {
  checkTextToImageStyle,
  textToImageStyleReferences,
  type TextToImageStyleInput,
  type TextToImageStyleValues,
} from "@atelier/domain/catalogue/textToImageStyle";
import type { TextToImageStyleRecord } from "@atelier/domain/catalogue/textToImageStyle";
import { int, str } from "../convert";
import type { CostMeter } from "../cost";
import { CREATIONS } from "../creations";
import { catalogueBase, catalogueRepository, type CatalogueCollection } from "./catalogueRepository";

export const TEXT_TO_IMAGE_STYLES = "textToImageStyles";

/** `previewPath` is stored as `previewUrl` (the storefront's name): a storage path or a URL. */
export type { TextToImageStyleRecord };

export const textToImageStyles: CatalogueCollection<TextToImageStyleRecord, TextToImageStyleValues, TextToImageStyleInput> = {
  name: TEXT_TO_IMAGE_STYLES,
  resource: "textToImageStyle",
  label: "Style",
  fromData: (id, d) => ({
    ...catalogueBase(id, d),
    prompt: str(d.prompt),
    negativePrompt: str(d.negativePrompt),
    previewPath: str(d.previewUrl),
    creditCost: typeof d.creditCost === "number" ? int(d.creditCost) : null,
  }),
  check: (input, { current, ...context }) => checkTextToImageStyle(input, { ...context, currentImage: current?.previewPath }),
  toFields: (v): DocumentData => ({
    name: v.name,
    prompt: v.prompt,
    negativePrompt: v.negativePrompt,
    previewUrl: v.previewPath,
    creditCost: v.creditCost,
  }),
  references: {
    rules: textToImageStyleReferences,
    query: (firestore: Firestore, id: string) => firestore.collection(CREATIONS).where("style", "==", id),
  },
};

export const textToImageStylesRepository = (firestore: Firestore, meter: CostMeter) => catalogueRepository(firestore, meter, textToImageStyles);

/** Text-to-image styles (textToImageStyles/{id}): a creation's `style` names one. */
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import {
  checkTextToImageStyle,
  textToImageStyleReferences,
  type TextToImageStyleInput,
  type TextToImageStyleValues,
} from "../../rules/catalogue/textToImageStyle";
import { inputField } from "../../rules/userErrors";
import { int, str } from "../convert";
import type { CostMeter } from "../cost";
import { CREATIONS } from "../creations";
import { catalogueBase, catalogueRepository, type CatalogueCollection, type CatalogueRecord } from "./catalogueRepository";

export const TEXT_TO_IMAGE_STYLES = "textToImageStyles";

export interface TextToImageStyleRecord extends CatalogueRecord {
  prompt: string | null;
  negativePrompt: string | null;
  /** Stored as `previewUrl` (the storefront's name): a storage path or a URL. */
  previewPath: string | null;
  creditCost: number | null;
}

export const textToImageStyles: CatalogueCollection<TextToImageStyleRecord, TextToImageStyleValues> = {
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

export function textToImageStylesRepository(firestore: Firestore, meter: CostMeter) {
  const repo = catalogueRepository(firestore, meter, textToImageStyles);
  return {
    ...repo,
    create: (actorUid: string, input: TextToImageStyleInput) =>
      repo.create(actorUid, (list) => checkTextToImageStyle(input, { base: inputField(), otherNames: list.map((r) => r.name) })),
    update: (actorUid: string, id: string, version: number, values: TextToImageStyleInput) =>
      repo.update(actorUid, id, version, (current, others) =>
        checkTextToImageStyle(values, { base: inputField("values"), otherNames: others.map((r) => r.name), currentImage: current.previewPath }),
      ),
  };
}

import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import type { CostMeter } from "./cost";
import { CollectionReader } from "./collection";
import { int, str } from "./convert";

/** Text-to-image styles, and image-to-image ones (`aiPrompts`): both name a creation's style. */
export const TEXT_TO_IMAGE_STYLES = "textToImageStyles";
export const IMAGE_TO_IMAGE_STYLES = "aiPrompts";

export interface TextToImageStyleRecord {
  id: string;
  name: string;
  prompt: string | null;
  previewUrl: string | null;
  isActive: boolean;
  position: number;
}

export function styleFromSnapshot(snap: DocumentSnapshot): TextToImageStyleRecord {
  const d = snap.data() ?? {};
  return {
    id: snap.id,
    name: str(d.name) ?? snap.id,
    prompt: str(d.prompt),
    previewUrl: str(d.previewUrl),
    isActive: d.isActive !== false,
    position: int(d.position),
  };
}

export function stylesRepository(firestore: Firestore, meter: CostMeter) {
  const textToImage = new CollectionReader(firestore, TEXT_TO_IMAGE_STYLES, styleFromSnapshot, meter);
  const imageToImage = new CollectionReader(firestore, IMAGE_TO_IMAGE_STYLES, styleFromSnapshot, meter);
  return {
    allTextToImage: () => textToImage.all(textToImage.ref().orderBy("position")),
    getManyTextToImage: (ids: readonly string[]) => textToImage.getMany(ids),
    getManyImageToImage: (ids: readonly string[]) => imageToImage.getMany(ids),
  };
}

import { AI_PROMPTS, TEXT_TO_IMAGE_STYLES } from "./catalogue";
import { DAY, HOUR, MINUTE, Rng } from "./random";
import type { UserDoc } from "./users";

export type CreationKind = "TEXT_TO_IMAGE" | "IMAGE_TO_IMAGE";

export interface CreationDoc {
  id: string;
  userId: string;
  createdAt: Date;
  imageUrl: string;
  /** Image-to-image: the customer's photo it started from (a storage path); null for text-to-image. */
  sourceImageUrl: string | null;
  style: string;
  prompt: string;
  kind: CreationKind;
  moderation: {
    isModerated: boolean;
    status: "APPROVED" | "REJECTED" | null;
    reason: string | null;
    moderatedAt: Date | null;
    moderatedBy: string | null;
  };
}

/** The newest creations wait for moderation (the dashboard shows them). */
export const UNMODERATED_NEWEST = 45;
/** The bucket of the creations image host, for the URLs some creations keep. */
export const IMAGE_HOST_BUCKET = "demo-atelier.appspot.com";

export function creationImagePath(id: string): string {
  return `creations/${id}.svg`;
}

/** Where the seed keeps the customer's photo of an image-to-image creation. */
export function creationSourcePath(id: string): string {
  return `creations/sources/${id}.svg`;
}

export function imageHostUrl(path: string): string {
  return `https://firebasestorage.googleapis.com/v0/b/${IMAGE_HOST_BUCKET}/o/${encodeURIComponent(path)}?alt=media`;
}

const SUBJECTS = [
  "Un phare breton sous un ciel d'orage",
  "Les toits de Paris au lever du soleil",
  "Un renard endormi dans une forêt d'automne",
  "Une tasse de café fumante sur une table en terrasse",
  "Le Mont-Saint-Michel reflété dans la marée montante",
  "Un champ de lavande en Provence",
  "Une baleine qui nage parmi les étoiles",
  "Un vieux vélo appuyé contre un mur fleuri",
  "Portrait d'un chat roux avec un nœud papillon",
  "Une ville futuriste suspendue dans les nuages",
  "Les calanques de Marseille vues d'un voilier",
  "Un marché de Noël sous la neige à Strasbourg",
  "Une montgolfière au-dessus des vignes de Bourgogne",
  "Un dragon bienveillant qui veille sur un village",
  "Des coquelicots dans un champ de blé",
  "Une bibliothèque infinie éclairée à la bougie",
];
const PHOTO_SUBJECTS = [
  "Photo de mon chien Filou sur la plage",
  "Notre mariage à Annecy",
  "Ma grand-mère dans son jardin",
  "Vacances en Corse, été dernier",
  "Mon vélo devant la maison",
  "Les enfants qui jouent dans la neige",
];
const REJECTION_REASONS = [
  "Contenu inapproprié",
  "Qualité insuffisante : image floue ou illisible",
  "Personnage protégé par le droit d'auteur",
  "Présence de texte ou de logo de marque",
  "Photo d'une personne sans son consentement",
];

/**
 * `count` creations over the 90 days before `anchor`, newest first. The newest
 * UNMODERATED_NEWEST wait for moderation; about 10 % keep a creations-image-host URL.
 */
export function generateCreations(seed: number, count: number, users: readonly UserDoc[], admins: readonly string[], anchor: Date): CreationDoc[] {
  const rng = Rng.derive(seed, "creations");
  const now = anchor.getTime();
  const creators = users.filter((u) => !u.isAdmin);
  const activeStyles = TEXT_TO_IMAGE_STYLES.filter((s) => s.isActive);
  const activePrompts = AI_PROMPTS.filter((p) => p.isActive);
  const drafts: CreationDoc[] = [];
  for (let i = 0; i < count; i++) {
    const id = rng.id(20);
    // Users create after signing up: pick a user, then a date after their sign-up.
    const user = rng.pick(creators);
    const earliest = Math.max(now - 90 * DAY, user.createdAt.getTime() + 10 * MINUTE);
    const createdAt = new Date(Math.floor(earliest + rng.float() * Math.max(now - earliest - MINUTE, HOUR)));
    const kind: CreationKind = rng.chance(0.7) ? "TEXT_TO_IMAGE" : "IMAGE_TO_IMAGE";
    const style = kind === "TEXT_TO_IMAGE" ? rng.pick(activeStyles).id : rng.pick(activePrompts).id;
    const prompt = kind === "TEXT_TO_IMAGE" ? rng.pick(SUBJECTS) : rng.pick(PHOTO_SUBJECTS);
    const path = creationImagePath(id);
    drafts.push({
      id,
      userId: user.uid,
      createdAt,
      imageUrl: rng.chance(0.1) ? imageHostUrl(path) : path,
      sourceImageUrl: kind === "IMAGE_TO_IMAGE" ? creationSourcePath(id) : null,
      style,
      prompt,
      kind,
      moderation: { isModerated: false, status: null, reason: null, moderatedAt: null, moderatedBy: null },
    });
  }
  drafts.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  drafts.forEach((creation, index) => {
    if (index < UNMODERATED_NEWEST) return;
    const rejected = rng.chance(0.12);
    const delay = rng.between(10 * MINUTE, 3 * DAY);
    const moderatedAt = Math.min(creation.createdAt.getTime() + delay, now - MINUTE);
    creation.moderation = {
      isModerated: true,
      status: rejected ? "REJECTED" : "APPROVED",
      reason: rejected ? rng.pick(REJECTION_REASONS) : null,
      moderatedAt: new Date(Math.floor(Math.max(moderatedAt, creation.createdAt.getTime()))),
      moderatedBy: rng.pick(admins),
    };
  });
  return drafts;
}

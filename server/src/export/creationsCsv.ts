/**
 * GET /export/creations.csv?moderation=&style=&userId= — the /creations view's filter (the
 * GraphQL `creations` query's names; `moderation` is ALL when absent, as there), through the
 * list's own query (firestore/creations/list.ts `filtered`), newest first. Each batch's authors
 * and styles are read in one getAll each; the styles' names are kept across batches (a few dozen
 * styles at most), so a batch holds its creations and their authors only.
 */
import type { CreationListFilter, CreationRecord } from "../firestore/creations";
import type { Repositories } from "../firestore";
import type { UserRecord } from "../firestore/users";
import { toStoragePath } from "../storage";
import { csvLine } from "./csv";
import { param, today, type CsvExportBuilder } from "./csvExport";
import { parisDate } from "./usersCsv";

export const CREATION_CSV_HEADER = csvLine([
  "Identifiant",
  "Créée le",
  "Type",
  "Style",
  "Prompt",
  "Statut de modération",
  "Motif",
  "Modérée le",
  "Client",
  "E-mail",
  "Identifiant client",
  "Image (URL publique)",
]);

const KIND_LABELS: Record<CreationRecord["kind"], string> = { TEXT_TO_IMAGE: "Texte vers image", IMAGE_TO_IMAGE: "Image vers image" };

const MODERATIONS = ["PENDING", "APPROVED", "REJECTED", "ALL"] as const;

function moderationLabel(m: CreationRecord["moderation"]): string {
  if (!m.isModerated) return "En attente";
  return m.status === "REJECTED" ? "Refusée" : "Approuvée";
}

/**
 * The image only when it is a public URL (another host than our bucket): a stored bucket path
 * needs a signed link, which expires within the hour — a spreadsheet would keep a dead link.
 */
function publicImageUrl(stored: string | null): string | null {
  if (!stored || toStoragePath(stored)) return null;
  return /^https?:\/\//i.test(stored) ? stored : null;
}

export function creationCsvLine(creation: CreationRecord, customer: UserRecord | null, styleName: string | null): string {
  return csvLine([
    creation.id,
    parisDate(creation.createdAt),
    KIND_LABELS[creation.kind],
    styleName ?? creation.style,
    // Customer text: csvLine's csvField keeps a prompt such as « =HYPERLINK(…) » inert.
    creation.prompt,
    moderationLabel(creation.moderation),
    creation.moderation.reason,
    parisDate(creation.moderation.moderatedAt),
    [customer?.firstName, customer?.lastName].filter(Boolean).join(" "),
    customer?.email,
    creation.userId,
    publicImageUrl(creation.imageUrl),
  ]);
}

const styleKey = (c: CreationRecord) => `${c.kind}:${c.style}`;

async function* creationLines(batches: AsyncIterable<CreationRecord[]>, repos: Repositories): AsyncGenerator<string> {
  const styleNames = new Map<string, string | null>();
  for await (const batch of batches) {
    const userIds = [...new Set(batch.flatMap((c) => (c.userId ? [c.userId] : [])))];
    const unknown = (kind: CreationRecord["kind"]) => [
      ...new Set(batch.filter((c) => c.kind === kind && c.style && !styleNames.has(styleKey(c))).map((c) => c.style as string)),
    ];
    const [textIds, imageIds] = [unknown("TEXT_TO_IMAGE"), unknown("IMAGE_TO_IMAGE")];
    const [users, textStyles, imageStyles] = await Promise.all([
      repos.users.getMany(userIds),
      repos.textToImageStyles.getMany(textIds),
      repos.imageToImagePrompts.getMany(imageIds),
    ]);
    textIds.forEach((id, i) => styleNames.set(`TEXT_TO_IMAGE:${id}`, textStyles[i]?.name ?? null));
    imageIds.forEach((id, i) => styleNames.set(`IMAGE_TO_IMAGE:${id}`, imageStyles[i]?.name ?? null));
    const customers = new Map(users.flatMap((u) => (u ? [[u.uid, u] as const] : [])));
    yield batch.map((c) => creationCsvLine(c, customers.get(c.userId ?? "") ?? null, styleNames.get(styleKey(c)) ?? null)).join("");
  }
}

export const creationsExport: CsvExportBuilder = async (req, repos) => {
  const moderation = param(req, "moderation") || "ALL";
  if (!(MODERATIONS as readonly string[]).includes(moderation)) throw new Error("État de modération inconnu.");
  const filter: CreationListFilter = {
    moderation: moderation as CreationListFilter["moderation"],
    style: param(req, "style") || null,
    userId: param(req, "userId") || null,
  };
  return {
    filename: `creations-${today()}.csv`,
    header: CREATION_CSV_HEADER,
    batches: creationLines(repos.creations.batchesMatching(filter), repos),
  };
};

/**
 * The body of POST /export/packing-slips.pdf, checked before any order is read: `orderIds`, 1 to
 * MAX_PACKING_SLIPS record ids (@atelier/domain/recordIds, the one rule for ids from outside).
 * A repeated id prints once, at its first place.
 */
import { invalidIdMessage, isRecordId } from "@atelier/domain/recordIds";
import { MAX_PACKING_SLIPS } from "@atelier/domain/rest/packingSlips";

export const packingSlipsMessages = {
  badBody: "Requête invalide\u00a0: attendu un objet JSON dont « orderIds » liste les commandes à imprimer.",
  empty: "Aucune commande choisie : sélectionnez au moins une commande.",
  tooMany: `Trop de commandes\u00a0: ${MAX_PACKING_SLIPS} bons de préparation au plus par impression.`,
  badId: (index: number) => invalidIdMessage(`orderIds[${index}]`),
} as const;

export type PackingSlipsRequest = { ok: true; orderIds: string[] } | { ok: false; message: string };

export function parsePackingSlipsRequest(body: unknown): PackingSlipsRequest {
  const ids = typeof body === "object" && body !== null && !Array.isArray(body) ? (body as { orderIds?: unknown }).orderIds : undefined;
  if (!Array.isArray(ids)) return { ok: false, message: packingSlipsMessages.badBody };
  if (ids.length === 0) return { ok: false, message: packingSlipsMessages.empty };
  if (ids.length > MAX_PACKING_SLIPS) return { ok: false, message: packingSlipsMessages.tooMany };
  const bad = ids.findIndex((id) => !isRecordId(id));
  if (bad >= 0) return { ok: false, message: packingSlipsMessages.badId(bad) };
  return { ok: true, orderIds: [...new Set(ids as string[])] };
}

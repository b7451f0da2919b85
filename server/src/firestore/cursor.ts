import { Timestamp } from "firebase-admin/firestore";
import { badUserInput, messages } from "../errors";
import { isRecordId } from "@atelier/domain/recordIds";

/**
 * Opaque pagination cursors: base64url of the sort value and the document id of the last row,
 * never an offset (an offset costs one read per skipped document). Timestamps keep their
 * nanoseconds so that a server-written timestamp is resumed exactly.
 */
type SortValue = Timestamp | number | string | null;
type Encoded = { t: [number, number] } | { v: number | string | null };

export function encodeCursor(sortValue: unknown, id: string): string {
  const value: Encoded =
    sortValue instanceof Timestamp
      ? { t: [sortValue.seconds, sortValue.nanoseconds] }
      : { v: typeof sortValue === "number" || typeof sortValue === "string" ? sortValue : null };
  return Buffer.from(JSON.stringify([value, id]), "utf8").toString("base64url");
}

export function decodeCursor(cursor: string): { sortValue: SortValue; id: string } {
  try {
    const [value, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [Encoded, string];
    // The id names the document to resume after: the same shape as any id from outside.
    if (!isRecordId(id) || typeof value !== "object" || value === null) throw new Error();
    if ("t" in value) {
      const [seconds, nanoseconds] = value.t;
      return { sortValue: new Timestamp(seconds, nanoseconds), id };
    }
    if (!("v" in value)) throw new Error();
    return { sortValue: value.v, id };
  } catch {
    throw badUserInput(messages.badCursor, "after");
  }
}

import { Timestamp } from "firebase-admin/firestore";
import { decodeCursor, encodeCursor } from "./cursor";

describe("curseurs opaques", () => {
  it("restituent un horodatage à la nanoseconde près et l'identifiant", () => {
    const at = new Timestamp(1_763_800_000, 123_456_789);
    const { sortValue, id } = decodeCursor(encodeCursor(at, "abc"));
    expect(sortValue).toBeInstanceOf(Timestamp);
    expect((sortValue as Timestamp).isEqual(at)).toBe(true);
    expect(id).toBe("abc");
  });

  it("restituent aussi un nombre ou une chaîne", () => {
    expect(decodeCursor(encodeCursor(42.5, "x"))).toEqual({ sortValue: 42.5, id: "x" });
    expect(decodeCursor(encodeCursor("élodie", "y"))).toEqual({ sortValue: "élodie", id: "y" });
  });

  it.each(["", "???", Buffer.from("[1]").toString("base64url"), Buffer.from('[{"v":1},""]').toString("base64url")])(
    "refusent %p avec une erreur BAD_USER_INPUT en français",
    (cursor) => {
      expect(() => decodeCursor(cursor)).toThrow("Le curseur de pagination « after » est invalide.");
    },
  );
});

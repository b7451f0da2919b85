import { formatCents } from "../format";
import { axisDate, axisTicks, fullDate } from "./chartFormat";

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("format des graphiques", () => {
  it("écrit les euros à la française, sans centimes quand le palier n'en a pas", () => {
    expect(plain(formatCents(120000, { wholeEuros: true }))).toBe("1 200 €");
    expect(plain(formatCents(20, { wholeEuros: true }))).toBe("0,20 €");
    expect(plain(formatCents(120000))).toBe("1 200,00 €");
  });

  it("écrit les jours et les mois en français", () => {
    expect(axisDate("DAY", "2026-11-03")).toBe("3 nov.");
    expect(axisDate("MONTH", "2026-11-01")).toBe("nov. 2026");
    expect(fullDate("DAY", "2026-11-22")).toBe("dimanche 22 novembre 2026");
    expect(fullDate("MONTH", "2026-11-01")).toBe("novembre 2026");
  });

  it("garde le dernier jour parmi les libellés", () => {
    expect(axisTicks(["a", "b", "c", "d", "e"], 2)).toEqual(["a", "c", "e"]);
  });
});

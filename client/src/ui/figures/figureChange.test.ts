import { figureChange } from "./figureChange";

/** Intl's no-break space before « % » (U+00A0 or U+202F, depending on the ICU version) read as a space. */
const said = (current: number, previous: number) => {
  const { direction, text, spoken } = figureChange(current, previous);
  const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
  return { direction, text: plain(text), spoken: plain(spoken) };
};

describe("figureChange", () => {
  it("montre la hausse et la baisse en pourcentage, arrondies au dixième", () => {
    expect(said(12_500, 10_000)).toEqual({ direction: "UP", text: "▲ 25 %", spoken: "en hausse de 25 %" });
    expect(said(2, 3)).toEqual({ direction: "DOWN", text: "▼ 33,3 %", spoken: "en baisse de 33,3 %" });
  });

  it("met une espace insécable avant « % »", () => {
    expect(figureChange(12_500, 10_000).text).toMatch(/25[\u00a0\u202f]%$/);
  });

  it("montre « — » quand la période précédente est à 0", () => {
    expect(said(5_000, 0)).toMatchObject({ direction: "NONE", text: "—" });
    expect(said(0, 0)).toMatchObject({ direction: "NONE", text: "—" });
  });

  it("une variation qui s'arrondit à 0 % n'a pas de flèche", () => {
    expect(said(100_000, 100_000)).toMatchObject({ direction: "STABLE", text: "0 %" });
    expect(said(1_000_001, 1_000_000)).toMatchObject({ direction: "STABLE", text: "0 %" });
  });

  it("une baisse jusqu'à 0 est de 100 %", () => {
    expect(said(0, 4_200)).toMatchObject({ direction: "DOWN", text: "▼ 100 %" });
  });
});

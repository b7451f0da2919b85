import { typeAhead } from "./typedAhead";

const key = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  ...mods,
});

describe("typeAhead", () => {
  it("keeps letters, spaces, accents and « # », in order", () => {
    let text = "";
    for (const k of ["#", "b", "o", "n", " ", "é"]) text = typeAhead(text, key(k)) ?? text;
    expect(text).toBe("#bon é");
  });

  it("Backspace removes the last key kept", () => {
    expect(typeAhead("bonx", key("Backspace"))).toBe("bon");
  });

  it("leaves shortcuts and non-text keys to the page", () => {
    expect(typeAhead("b", key("k", { ctrlKey: true }))).toBeNull();
    expect(typeAhead("b", key("k", { metaKey: true }))).toBeNull();
    expect(typeAhead("b", key("Enter"))).toBeNull();
    expect(typeAhead("b", key("ArrowDown"))).toBeNull();
    expect(typeAhead("b", key("Shift"))).toBeNull();
  });
});

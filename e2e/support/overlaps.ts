/**
 * Layout checks of what an operator sees, measured in the page (issue 25, points 4–5): the page
 * never scrolls sideways, no text is drawn over other text, no text is cut off without a way to
 * read it, no table spills out of its box. Each returns a readable list of offenders ([] when
 * fine), so a test can assert `toEqual([])` and show what is wrong. The functions run in the page
 * and are passed as functions, never strings: the console's CSP forbids eval.
 */
import type { Page } from "playwright-core";

/** The page's width beyond the viewport (0 when it does not scroll sideways) and the elements that stick out. */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const describe = (el: Element) => {
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> «${text}» right=${Math.round(el.getBoundingClientRect().right)}`;
    };
    const problems: string[] = [];
    for (const [name, el] of [
      ["document", document.documentElement],
      ["body", document.body],
    ] as const) {
      if (el.scrollWidth > width) problems.push(`${name} is ${el.scrollWidth} px wide for a ${width} px viewport`);
    }
    if (problems.length === 0) return [];
    // The outermost elements past the right edge that nothing clips: where to look.
    const clipped = (el: Element) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== "visible") return true;
      }
      return false;
    };
    const past = (el: Element) => el.getBoundingClientRect().right > width + 1;
    const outermost = Array.from(document.body.querySelectorAll("*")).filter((el) => past(el) && el.parentElement && !past(el.parentElement));
    // An absolutely positioned element can escape a clipping ancestor: then show them all.
    const unclipped = outermost.filter((el) => !clipped(el));
    const culprits = unclipped.length > 0 ? unclipped : outermost;
    return [...problems, ...culprits.slice(0, 8).map((el) => `  sticks out: ${describe(el)}`)];
  });
}

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * Text drawn over other text inside `root`: the painted extent of every visible element holding
 * text of its own (table cells, definition terms, labels, any text leaf) — its text's line boxes,
 * trimmed of the font's leading, clipped by the boxes that hide overflow — compared with every
 * other such element that is neither its ancestor nor its descendant. Two extents that intersect
 * by more than 1 px both ways are an offence (« Post24,90 €× 40 cm »).
 */
export async function overlappingText(page: Page, root = "main"): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const container = document.querySelector(rootSelector);
    if (!container) return [`no ${rootSelector} on the page`];
    const intersect = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const clips = (el: Element) => getComputedStyle(el).overflowX !== "visible" || getComputedStyle(el).overflowY !== "visible";
    const ownText = (el: Element) => Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim() !== "");

    const items: { el: Element; box: Box }[] = [];
    for (const el of Array.from(container.querySelectorAll("*"))) {
      if (!ownText(el) || el.closest("[aria-hidden=true], script, style, option, textarea")) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || Number(style.opacity) === 0) continue;
      // The element's own text only: a descendant is measured as an item of its own, with its own
      // clipping (a visually hidden « avant : » inside a value is clipped to nothing, while its
      // text laid out in the value's range would reach past a short value into the next one).
      const ownRects = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim() !== "")
        .flatMap((n) => {
          const range = document.createRange();
          range.selectNodeContents(n);
          return Array.from(range.getClientRects());
        });
      // Each line box, less 20 % of its height top and bottom: the font's content area is taller
      // than its ink, and two tight lines would otherwise touch.
      const lines = ownRects.filter((r) => r.width > 0 && r.height > 0);
      if (lines.length === 0) continue;
      let box: Box = {
        left: Math.min(...lines.map((r) => r.left)),
        right: Math.max(...lines.map((r) => r.right)),
        top: Math.min(...lines.map((r) => r.top + r.height * 0.2)),
        bottom: Math.max(...lines.map((r) => r.bottom - r.height * 0.2)),
      };
      for (let clip: Element | null = el; clip && clip !== container.parentElement; clip = clip.parentElement) {
        if (clips(clip)) box = intersect(box, clip.getBoundingClientRect());
      }
      if (box.right - box.left > 1 && box.bottom - box.top > 1) items.push({ el, box });
    }

    const describe = (el: Element) => `<${el.tagName.toLowerCase()}> «${(el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40)}»`;
    const offences: string[] = [];
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i]!;
        const b = items[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const overlap = intersect(a.box, b.box);
        const x = overlap.right - overlap.left;
        const y = overlap.bottom - overlap.top;
        if (x > 1 && y > 1) offences.push(`${describe(a.el)} overlaps ${describe(b.el)} by ${Math.round(x)}×${Math.round(y)} px`);
      }
    }
    return offences;
  }, root);
}

/**
 * Text cut off without a way to read it, inside `root`: an element that hides its horizontal
 * overflow and holds more text than it shows, unless it ends with an ellipsis and its `title`
 * gives the whole text. Visually hidden labels (1 px) do not count.
 */
export async function clippedText(page: Page, root = "main"): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const container = document.querySelector(rootSelector);
    if (!container) return [`no ${rootSelector} on the page`];
    const offences: string[] = [];
    for (const el of Array.from(container.querySelectorAll<HTMLElement>("*"))) {
      const style = getComputedStyle(el);
      if (style.overflowX !== "hidden" && style.overflowX !== "clip") continue;
      if (el.clientWidth <= 1 || el.scrollWidth <= el.clientWidth + 1 || (el.textContent ?? "").trim() === "") continue;
      if (style.textOverflow === "ellipsis" && el.title.trim() !== "") continue;
      offences.push(
        `<${el.tagName.toLowerCase()}> «${(el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50)}» shows ${el.clientWidth} of ${el.scrollWidth} px`,
      );
    }
    return offences;
  }, root);
}

/**
 * Tables wider than the box that holds them, inside `root`: a table must fit, or (when
 * `scrollAllowed`) scroll sideways inside its own box (overflow-x auto or scroll), which must then
 * be a named, focusable region so that a keyboard can scroll it too.
 */
export async function spillingTables(page: Page, root = "main", scrollAllowed = true): Promise<string[]> {
  return page.evaluate(
    ([rootSelector, scrollAllowed]) => {
      const container = document.querySelector(rootSelector);
      if (!container) return [`no ${rootSelector} on the page`];
      const offences: string[] = [];
      for (const table of Array.from(container.querySelectorAll<HTMLElement>("table"))) {
        if (table.getClientRects().length === 0) continue;
        const name = table.getAttribute("aria-label") ?? table.querySelector("caption")?.textContent ?? "(sans nom)";
        const width = table.getBoundingClientRect().width;
        for (let box = table.parentElement; box && box !== container.parentElement; box = box.parentElement) {
          // A visually hidden table (a chart's figures for screen readers) is no one's layout.
          if (box.clientWidth <= 1) break;
          const overflowX = getComputedStyle(box).overflowX;
          if (overflowX === "auto" || overflowX === "scroll") {
            const scrolls = box.scrollWidth > box.clientWidth + 1;
            if (scrolls && !scrollAllowed) offences.push(`table «${name}» scrolls sideways: ${box.scrollWidth} px in ${box.clientWidth} px`);
            else if (scrolls && (box.getAttribute("role") !== "region" || !box.getAttribute("aria-label") || box.tabIndex < 0)) {
              offences.push(`table «${name}» scrolls sideways inside a box that is not a named, focusable region`);
            }
            break;
          }
          if (width > box.clientWidth + 1) {
            offences.push(`table «${name}» is ${Math.round(width)} px wide in a ${box.clientWidth} px <${box.tagName.toLowerCase()}>`);
            break;
          }
        }
      }
      return offences;
    },
    [root, scrollAllowed] as const,
  );
}

/**
 * Entries of the navigation `nav` that do not fit their line: a label on more than one line, or
 * a label and its badge wider than the entry.
 */
export async function navEntriesOffLine(page: Page, nav = 'nav[aria-label="Navigation principale"]'): Promise<string[]> {
  return page.evaluate((selector) => {
    const offences: string[] = [];
    for (const link of Array.from(document.querySelectorAll<HTMLElement>(`${selector} a`))) {
      if (link.getClientRects().length === 0) continue;
      if (link.scrollWidth > link.clientWidth + 1) offences.push(`«${link.textContent}» needs ${link.scrollWidth} px in ${link.clientWidth} px`);
      for (const node of Array.from(link.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? "").trim() === "") continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        if (lines.size > 1) offences.push(`«${node.textContent}» takes ${lines.size} lines`);
      }
    }
    return offences;
  }, nav);
}

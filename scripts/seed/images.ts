// Offline, deterministic "AI" images: abstract SVG compositions (512 × 512), one palette per style.
import { Rng, hashSeed } from "./random";

const PALETTES: Record<string, string[]> = {
  aquarelle: ["#dbeafe", "#a7c7e7", "#f5cac3", "#84a59d", "#f6bd60", "#f7ede2"],
  "pop-art": ["#ffde00", "#ff2e63", "#08d9d6", "#252a34", "#ff9a00", "#ffffff"],
  cyberpunk: ["#0d0221", "#261447", "#ff3864", "#2de2e6", "#f6019d", "#fdfd96"],
  "ukiyo-e": ["#f2e8cf", "#1d3557", "#457b9d", "#e63946", "#a8dadc", "#264653"],
  "art-deco": ["#0b132b", "#1c2541", "#d4af37", "#f2d27a", "#3a506b", "#e0c080"],
  "pastel-doux": ["#fde2e4", "#fad2e1", "#e2ece9", "#bee1e6", "#cddafd", "#fff1e6"],
  "noir-et-blanc": ["#111111", "#3a3a3a", "#6b6b6b", "#a3a3a3", "#d6d6d6", "#f5f5f5"],
  fantaisie: ["#2b193d", "#5c3c92", "#a06cd5", "#f7b267", "#7ae7c7", "#fef9ef"],
  "portrait-peint": ["#2e1f1a", "#6b4226", "#c08552", "#e8c39e", "#8c5e3c", "#f3e9dc"],
  "bande-dessinee": ["#fef3c7", "#ef4444", "#3b82f6", "#111827", "#facc15", "#ffffff"],
  "croquis-crayon": ["#fafaf9", "#e7e5e4", "#a8a29e", "#57534e", "#292524", "#d6d3d1"],
  vitrail: ["#1e1b4b", "#dc2626", "#2563eb", "#16a34a", "#eab308", "#7c3aed"],
  impressionniste: ["#a3c4f3", "#90dbf4", "#f1c0e8", "#fbf8cc", "#b9fbc0", "#ffcfd2"],
};
const DEFAULT_PALETTE = ["#264653", "#2a9d8f", "#e9c46a", "#f4a261", "#e76f51", "#fefae0"];

const n = (v: number) => String(Math.round(v));

/** An abstract composition for `key` (e.g. a creation id) in the palette of `styleId`. */
export function abstractSvg(key: string, styleId: string): string {
  const rng = new Rng(hashSeed("image", key, styleId));
  const palette = rng.shuffle(PALETTES[styleId] ?? DEFAULT_PALETTE);
  const c = (i: number) => palette[i % palette.length] as string;
  const parts: string[] = [];
  const angle = rng.int(0, 3);
  const [x2, y2] = [
    [1, 1],
    [0, 1],
    [1, 0],
    [1, 0.6],
  ][angle] as [number, number];
  parts.push(
    `<defs><linearGradient id="b" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${c(0)}"/>` +
      `<stop offset="1" stop-color="${c(1)}"/></linearGradient>` +
      `<radialGradient id="g"><stop offset="0" stop-color="${c(2)}" stop-opacity=".95"/>` +
      `<stop offset="1" stop-color="${c(2)}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="512" height="512" fill="url(#b)"/>`,
  );
  // A glowing "sun".
  parts.push(`<circle cx="${n(rng.between(90, 420))}" cy="${n(rng.between(70, 260))}" r="${n(rng.between(90, 170))}" fill="url(#g)"/>`);
  // Motif by style family.
  if (styleId === "cyberpunk" || styleId === "vitrail") {
    for (let i = 0; i <= 8; i++) {
      const x = i * 64;
      parts.push(`<path d="M${x} 512L256 300" stroke="${c(3)}" stroke-opacity=".45" stroke-width="2"/>`);
    }
    for (let i = 0; i < 5; i++) {
      const y = 320 + i * i * 9;
      parts.push(`<path d="M0 ${y}H512" stroke="${c(4)}" stroke-opacity=".5" stroke-width="2"/>`);
    }
  } else if (styleId === "art-deco") {
    const cx = rng.int(180, 330);
    for (let i = 7; i > 0; i--) {
      parts.push(`<circle cx="${cx}" cy="512" r="${i * 48}" fill="none" stroke="${c(i % 2 ? 2 : 3)}" stroke-width="6" stroke-opacity=".8"/>`);
    }
  } else if (styleId === "pop-art" || styleId === "bande-dessinee") {
    for (let i = 0; i < 30; i++) {
      parts.push(`<circle cx="${n(rng.between(0, 512))}" cy="${n(rng.between(0, 512))}" r="${n(rng.between(4, 14))}" fill="${c(3)}" fill-opacity=".6"/>`);
    }
  } else {
    const count = rng.int(3, 6);
    for (let i = 0; i < count; i++) {
      parts.push(
        `<circle cx="${n(rng.between(0, 512))}" cy="${n(rng.between(0, 512))}" r="${n(rng.between(20, 120))}" ` +
          `fill="${c(2 + i)}" fill-opacity="${rng.between(0.25, 0.7).toFixed(2)}"/>`,
      );
    }
  }
  // Waves across the bottom.
  const waves = rng.int(2, 4);
  for (let i = 0; i < waves; i++) {
    const base = 300 + i * rng.between(40, 70);
    const amp = rng.between(20, 60);
    const k = rng.between(0, 512);
    parts.push(
      `<path d="M0 ${n(base)}C${n(k / 2)} ${n(base - amp)} ${n(256 + k / 3)} ${n(base + amp)} 512 ${n(base - amp / 2)}V512H0Z" ` +
        `fill="${c(3 + i)}" fill-opacity="${(0.45 + i * 0.15).toFixed(2)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">${parts.join("")}</svg>`;
}

/** The preview of a style: the same generator, keyed by the style. */
export function stylePreviewSvg(styleId: string): string {
  return abstractSvg(`preview:${styleId}`, styleId);
}

const PRODUCT_SHAPES: Record<string, string> = {
  "poster-30x40": `<rect x="136" y="76" width="240" height="320" rx="4" fill="#fff" stroke="#333" stroke-width="6"/>`,
  "poster-50x70": `<rect x="121" y="56" width="270" height="378" rx="4" fill="#fff" stroke="#333" stroke-width="6"/>`,
  "toile-40x40": `<rect x="106" y="106" width="300" height="300" fill="#fff" stroke="#6b4226" stroke-width="14"/>`,
  "tasse-ceramique": `<rect x="136" y="156" width="200" height="230" rx="24" fill="#fff" stroke="#333" stroke-width="6"/><path d="M336 206h40a40 40 0 0 1 0 120h-40" fill="none" stroke="#333" stroke-width="14"/>`,
  "tshirt-bio": `<path d="M176 96l-90 60 40 70 40-20v220h180V206l40 20 40-70-90-60c-10 30-40 46-80 46s-70-16-80-46z" fill="#fff" stroke="#333" stroke-width="6"/>`,
  "coussin-45": `<path d="M116 116q140-30 280 0q30 140 0 280q-140 30-280 0q-30-140 0-280z" fill="#fff" stroke="#333" stroke-width="6"/>`,
};

/** A simple pictogram of a printing product. */
export function productSvg(productId: string): string {
  const shape = PRODUCT_SHAPES[productId] ?? `<rect x="106" y="106" width="300" height="300" fill="#fff" stroke="#333" stroke-width="6"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">` +
    `<rect width="512" height="512" fill="#f3efe7"/>${shape}` +
    `<circle cx="256" cy="250" r="60" fill="#e76f51" fill-opacity=".8"/><circle cx="226" cy="230" r="36" fill="#2a9d8f" fill-opacity=".8"/></svg>`
  );
}

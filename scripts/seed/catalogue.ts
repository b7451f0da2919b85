// The shop's catalogue: text-to-image styles, image-to-image prompts, printing products,
// delivery methods and the settings document. Fixed, readable ids. Every catalogue record starts
// at version 1 (docs/catalogue.md); money is stored in euros.
import { MAIL_SWITCH_DEFAULTS } from "@atelier/domain/mailTemplates";

export interface TextToImageStyleDoc {
  id: string;
  name: string;
  prompt: string;
  negativePrompt: string;
  previewUrl: string;
  /** Credits per generation; null: the shop's default (settings.creditsPerGeneration). */
  creditCost: number | null;
  isActive: boolean;
  position: number;
  version: number;
}

export interface AiPromptDoc {
  id: string;
  name: string;
  prompt: string;
  strength: number;
  previewUrl: string;
  creditCost: number | null;
  isActive: boolean;
  position: number;
  version: number;
}

export interface ProductVariantDoc {
  id: string;
  name: string;
  /** Added to the product's price, in euros. */
  priceSupplement: number;
  isActive: boolean;
}

export interface ProductDoc {
  id: string;
  name: string;
  description: string;
  format: string;
  material: string;
  basePrice: number;
  printCost: number;
  imageUrl: string;
  variants: ProductVariantDoc[];
  isActive: boolean;
  position: number;
  version: number;
}

export interface DeliveryMethodDoc {
  id: string;
  name: string;
  description: string;
  carrier: string;
  price: number;
  freeAbove: number | null;
  minDays: number;
  maxDays: number;
  /** ISO 3166-1 alpha-2 codes of the countries served. */
  countries: string[];
  isActive: boolean;
  position: number;
  version: number;
}

export interface SettingsDoc {
  shopName: string;
  contactEmail: string;
  /** The shop's mails leave from it (docs/settings.md). */
  senderEmail: string;
  creditPacks: Array<{ credits: number; price: number }>;
  creditsPerGeneration: number;
  loyaltyRate: number;
  moderation: { requireApproval: boolean; autoRejectKeywords: string[]; notifyAuthorOnRejection: boolean };
  /** Which mails are sent (docs/mail.md): the defaults, credits adjusted off. */
  emails: Record<string, boolean>;
  /** In percent (docs/settings.md, the finances' VAT). */
  vatRate: number;
  maintenanceMode: boolean;
  /** The seller's legal identity, printed on the invoices (docs/invoicing.md): a made-up SIREN that passes its check. */
  seller: { legalName: string; addressLines: string[]; siren: string; vatNumber: string; legalMentions: string };
  version: number;
  updatedAt: Date;
}

const NEGATIVE = "flou, basse résolution, texte, filigrane, signature, déformé";

const styles: Array<Omit<TextToImageStyleDoc, "previewUrl" | "position" | "version" | "creditCost"> & { creditCost?: number }> = [
  {
    id: "aquarelle",
    name: "Aquarelle",
    prompt: "peinture à l'aquarelle, couleurs diluées, papier texturé, touches délicates",
    negativePrompt: NEGATIVE,
    isActive: true,
  },
  {
    id: "pop-art",
    name: "Pop Art",
    prompt: "style pop art, aplats de couleurs vives, trames de points, contours épais",
    negativePrompt: NEGATIVE,
    isActive: true,
  },
  {
    id: "cyberpunk",
    name: "Cyberpunk",
    prompt: "ambiance cyberpunk, néons magenta et cyan, ville nocturne sous la pluie",
    negativePrompt: NEGATIVE,
    isActive: true,
    creditCost: 2,
  },
  { id: "ukiyo-e", name: "Ukiyo-e", prompt: "estampe japonaise ukiyo-e, vagues stylisées, encres traditionnelles", negativePrompt: NEGATIVE, isActive: true },
  {
    id: "art-deco",
    name: "Art déco",
    prompt: "affiche art déco, géométrie dorée, élégance des années 1920",
    negativePrompt: NEGATIVE,
    isActive: true,
    creditCost: 3,
  },
  {
    id: "pastel-doux",
    name: "Pastel doux",
    prompt: "illustration aux tons pastel, lumière douce, atmosphère rêveuse",
    negativePrompt: NEGATIVE,
    isActive: true,
  },
  {
    id: "noir-et-blanc",
    name: "Noir et blanc",
    prompt: "photographie noir et blanc, grain argentique, contrastes marqués",
    negativePrompt: `${NEGATIVE}, couleurs`,
    isActive: true,
  },
  { id: "fantaisie", name: "Fantaisie", prompt: "illustration de fantasy, paysages enchantés, lumière magique", negativePrompt: NEGATIVE, isActive: false },
];

export const TEXT_TO_IMAGE_STYLES: TextToImageStyleDoc[] = styles.map((s, position) => ({
  ...s,
  creditCost: s.creditCost ?? null,
  previewUrl: `styles/${s.id}.svg`,
  position,
  version: 1,
}));

const prompts: Array<Omit<AiPromptDoc, "previewUrl" | "position" | "version" | "creditCost">> = [
  {
    id: "portrait-peint",
    name: "Portrait peint à l'huile",
    prompt: "transforme la photo en portrait peint à l'huile, touches visibles, fond sombre",
    strength: 0.65,
    isActive: true,
  },
  {
    id: "bande-dessinee",
    name: "Bande dessinée",
    prompt: "transforme la photo en case de bande dessinée franco-belge, ligne claire",
    strength: 0.7,
    isActive: true,
  },
  { id: "croquis-crayon", name: "Croquis au crayon", prompt: "transforme la photo en croquis au crayon graphite sur papier", strength: 0.55, isActive: true },
  { id: "vitrail", name: "Vitrail", prompt: "transforme la photo en vitrail coloré aux plombs noirs", strength: 0.8, isActive: true },
  {
    id: "impressionniste",
    name: "Impressionniste",
    prompt: "transforme la photo en tableau impressionniste, lumière vibrante, touches fragmentées",
    strength: 0.6,
    isActive: false,
  },
];

export const AI_PROMPTS: AiPromptDoc[] = prompts.map((p, position) => ({
  ...p,
  creditCost: null,
  previewUrl: `styles/${p.id}.svg`,
  position,
  version: 1,
}));

/** The T-shirt's sizes; the largest costs 2,00 € more. */
const TSHIRT_SIZES: ProductVariantDoc[] = ["S", "M", "L", "XL", "XXL"].map((size) => ({
  id: `tshirt-bio-${size.toLowerCase()}`,
  name: size,
  priceSupplement: size === "XXL" ? 2 : 0,
  isActive: true,
}));

const products: Array<Omit<ProductDoc, "imageUrl" | "position" | "version" | "variants">> = [
  {
    id: "poster-30x40",
    name: "Poster 30 × 40 cm",
    description: "Impression mate sur papier épais, idéal pour encadrer.",
    format: "30 × 40 cm",
    material: "Papier mat 200 g/m²",
    basePrice: 24.9,
    printCost: 6.5,
    isActive: true,
  },
  {
    id: "poster-50x70",
    name: "Poster 50 × 70 cm",
    description: "Grand format, couleurs profondes et fidèles.",
    format: "50 × 70 cm",
    material: "Papier satiné 250 g/m²",
    basePrice: 39.9,
    printCost: 11.2,
    isActive: true,
  },
  {
    id: "toile-40x40",
    name: "Toile sur châssis 40 × 40 cm",
    description: "Toile tendue sur châssis en bois, prête à accrocher.",
    format: "40 × 40 cm",
    material: "Toile coton, châssis en pin",
    basePrice: 59,
    printCost: 21.4,
    isActive: true,
  },
  {
    id: "tasse-ceramique",
    name: "Tasse en céramique",
    description: "Tasse blanche de 33 cl, compatible lave-vaisselle.",
    format: "33 cl",
    material: "Céramique",
    basePrice: 16.9,
    printCost: 4.1,
    isActive: true,
  },
  {
    id: "tshirt-bio",
    name: "T-shirt coton bio",
    description: "T-shirt unisexe en coton biologique, impression directe.",
    format: "S à XXL",
    material: "Coton biologique 180 g/m²",
    basePrice: 29.9,
    printCost: 9.8,
    isActive: true,
  },
  {
    id: "coussin-45",
    name: "Coussin 45 × 45 cm",
    description: "Housse imprimée recto avec garnissage moelleux.",
    format: "45 × 45 cm",
    material: "Polyester toucher peau de pêche",
    basePrice: 34.5,
    printCost: 12.3,
    isActive: true,
  },
];

export const PRODUCTS: ProductDoc[] = products.map((p, position) => ({
  ...p,
  imageUrl: `products/${p.id}.svg`,
  variants: p.id === "tshirt-bio" ? TSHIRT_SIZES : [],
  position,
  version: 1,
}));

export const DELIVERY_METHODS: DeliveryMethodDoc[] = [
  {
    id: "colissimo",
    name: "Colissimo à domicile",
    description: "Livraison à domicile contre signature.",
    carrier: "Colissimo",
    price: 6.9,
    freeAbove: 80,
    minDays: 2,
    maxDays: 4,
    countries: ["FR", "BE", "LU", "CH"],
    isActive: true,
    position: 0,
    version: 1,
  },
  {
    id: "mondial-relay",
    name: "Mondial Relay en point relais",
    description: "Retrait dans l'un des points relais près de chez vous.",
    carrier: "Mondial Relay",
    price: 4.5,
    freeAbove: 60,
    minDays: 3,
    maxDays: 6,
    countries: ["FR"],
    isActive: true,
    position: 1,
    version: 1,
  },
  {
    id: "chronopost",
    name: "Chronopost express",
    description: "Livraison express le lendemain avant 13 h.",
    carrier: "Chronopost",
    price: 14.9,
    freeAbove: null,
    minDays: 1,
    maxDays: 2,
    countries: ["FR"],
    isActive: true,
    position: 2,
    version: 1,
  },
  {
    id: "retrait-atelier",
    name: "Retrait à l'atelier",
    description: "À retirer à l'atelier, 12 rue des Pénitents, Lyon.",
    carrier: "Atelier",
    price: 0,
    freeAbove: null,
    minDays: 1,
    maxDays: 3,
    countries: ["FR"],
    isActive: false,
    position: 3,
    version: 1,
  },
];

export const CREDIT_PACKS = [
  { credits: 10, price: 4.99 },
  { credits: 50, price: 19.99 },
  { credits: 120, price: 39.99 },
  { credits: 300, price: 89.99 },
];

export function settingsDoc(anchor: Date): SettingsDoc {
  return {
    shopName: "Atelier",
    contactEmail: "contact@atelier.test",
    senderEmail: "boutique@atelier.test",
    creditPacks: CREDIT_PACKS,
    creditsPerGeneration: 1,
    loyaltyRate: 1, // points de fidélité par euro dépensé
    moderation: {
      requireApproval: true,
      autoRejectKeywords: ["violence", "haine"],
      notifyAuthorOnRejection: true,
    },
    emails: { ...MAIL_SWITCH_DEFAULTS },
    vatRate: 20,
    maintenanceMode: false,
    seller: {
      legalName: "Atelier Impressions SAS",
      addressLines: ["12 rue des Imprimeurs", "69002 Lyon", "France"],
      siren: "123456782",
      vatNumber: "FR11123456782",
      legalMentions:
        "SAS au capital de 10 000 € · RCS Lyon 123 456 782 · Pas d’escompte pour paiement anticipé. En cas de retard de paiement, pénalités au taux de trois fois le taux d’intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 €.",
    },
    version: 1,
    updatedAt: new Date(anchor.getTime() - 12 * 24 * 3600_000),
  };
}

// The shop's static pages and blog posts (docs/content.md), stored as the back-office writes
// them: version 1, stamped by an administrator, the slugs reserved in contentSlugs.
import { searchTokens } from "@atelier/domain/content/contentEntry";
import { parisInstant } from "@atelier/domain/content/schedule";
import { slugify } from "@atelier/domain/content/slug";
import { publicFields } from "../../server/src/firestore/content/publicProjection";
import { creationImagePath, type CreationDoc } from "./creations";

const DAY = 86_400_000;

interface ContentDoc {
  id: string;
  title: string;
  slug: string;
  body: string;
  seo: { title: string | null; description: string | null };
  status: "draft" | "scheduled" | "published";
  publishedAt: Date | null;
  version: number;
  updatedAt: Date;
  updatedBy: string;
}

export type StaticPageDoc = ContentDoc;

export interface BlogPostDoc extends ContentDoc {
  excerpt: string;
  coverImagePath: string | null;
  tags: string[];
  authorId: string;
  searchTokens: string[];
}

export interface SlugDoc {
  id: string;
  kind: "page" | "post";
  slug: string;
  ownerId: string;
}

const PAGES: Array<{ title: string; seoDescription: string; body: string }> = [
  {
    title: "Mentions légales",
    seoDescription: "Éditeur, hébergeur et contact de la boutique Atelier.",
    body: `# Mentions légales

## Éditeur du site

**Atelier SAS**, au capital de 10 000 €, 12 rue des Arts, 69002 Lyon.
RCS Lyon 912 345 678 — TVA FR12 912345678.

Directrice de la publication : Camille Martin.

## Hébergement

Google Cloud France SARL, 8 rue de Londres, 75009 Paris.

## Contact

Écrivez-nous depuis la page [Contact](/contact) ou à bonjour@atelier.test.
`,
  },
  {
    title: "Conditions générales de vente",
    seoDescription: "Commandes, prix, livraison, droit de rétractation et garanties des impressions Atelier.",
    body: `# Conditions générales de vente

## 1. Objet

Les présentes conditions régissent les ventes d’impressions et de crédits de génération d’images sur la boutique Atelier.

## 2. Prix

Les prix sont indiqués en euros, toutes taxes comprises. Les frais de livraison sont précisés avant la validation de la commande.

## 3. Livraison

- Colissimo : 3 à 5 jours ouvrés ;
- Chronopost : 1 à 2 jours ouvrés ;
- retrait en atelier : gratuit.

## 4. Droit de rétractation

Les impressions personnalisées sont exclues du droit de rétractation (article L221-28 du Code de la consommation). Un produit défectueux est remplacé sans frais.
`,
  },
  {
    title: "À propos",
    seoDescription: "L’histoire d’Atelier : des images créées avec vous, imprimées à Lyon.",
    body: `# À propos

Atelier est né à Lyon en 2024 d’une idée simple : **chacun peut créer une image qui lui ressemble**, et la recevoir imprimée avec soin.

Nos tirages sont réalisés sur des papiers d’art de 200 à 310 g/m², avec des encres pigmentaires garanties 100 ans.

> « Une belle image mérite un beau papier. »
`,
  },
];

const POSTS: Array<{ title: string; tags: string[]; excerpt: string; body: string; status: "draft" | "scheduled" | "published" }> = [
  {
    title: "Bienvenue sur le blog d’Atelier",
    tags: ["Atelier", "Nouveautés"],
    status: "published",
    excerpt: "Ce que vous trouverez ici : conseils, coulisses et nouveautés.",
    body: "Bienvenue ! Chaque mois, nous partagerons ici nos **conseils d’impression**, les coulisses de l’atelier et les nouveaux styles.",
  },
  {
    title: "Choisir son papier d’art",
    tags: ["Conseils", "Impression"],
    status: "published",
    excerpt: "Mat, satiné ou texturé : quel papier pour quelle image ?",
    body: "## Mat ou satiné ?\n\n- **Mat** : pour les aquarelles et les tons doux ;\n- **Satiné** : pour les couleurs vives ;\n- **Texturé** : pour un rendu de gravure.",
  },
  {
    title: "Cinq idées de cadeaux de Noël personnalisés",
    tags: ["Noël", "Inspiration"],
    status: "published",
    excerpt: "Des images uniques à offrir, prêtes avant le 24 décembre.",
    body: "1. Un portrait de famille en aquarelle\n2. La carte de votre ville préférée\n3. Votre animal en style gravure\n4. Un calendrier 2027\n5. Une affiche de voyage rétro",
  },
  {
    title: "Dans les coulisses de l’impression",
    tags: ["Atelier", "Impression"],
    status: "published",
    excerpt: "De l’écran au papier : les étapes d’un tirage.",
    body: "Chaque tirage est **calibré**, imprimé, contrôlé puis emballé à la main dans notre atelier lyonnais.",
  },
  {
    title: "Bien rédiger son prompt",
    tags: ["Conseils", "IA"],
    status: "published",
    excerpt: "Quelques règles simples pour des images plus justes.",
    body: "Décrivez le **sujet**, puis le **style**, puis la **lumière**. Exemple : « un phare breton, style aquarelle, lumière du soir ».",
  },
  {
    title: "Nouveau style : la gravure sur bois",
    tags: ["Nouveautés", "IA"],
    status: "published",
    excerpt: "Un rendu noir et blanc aux traits francs.",
    body: "Le style **gravure sur bois** rejoint la collection : contrastes marqués, traits francs, parfait en grand format.",
  },
  {
    title: "Calendrier de l’Avent de l’atelier",
    tags: ["Noël", "Atelier"],
    status: "scheduled",
    excerpt: "Une surprise chaque jour jusqu’à Noël.",
    body: "Du 1er au 24 décembre, un nouveau style offert chaque jour. Rendez-vous ici chaque matin !",
  },
  {
    title: "Encadrer ses tirages",
    tags: ["Conseils"],
    status: "draft",
    excerpt: "Passe-partout, baguettes et verre anti-reflet.",
    body: "## Le passe-partout\n\nUn passe-partout de 5 cm met en valeur un tirage 30 × 40.",
  },
  {
    title: "Les couleurs de l’hiver",
    tags: ["Inspiration"],
    status: "draft",
    excerpt: "Palette froide, lumière rasante.",
    body: "Bleus profonds, gris perle et blancs cassés : la palette de la saison.",
  },
  { title: "Entretien avec notre imprimeur", tags: ["Atelier"], status: "draft", excerpt: "", body: "" },
];

/** The pages, the posts (covers from approved creations' images) and their slug reservations. */
export function generateContent(anchor: Date, admins: readonly string[], creations: readonly CreationDoc[]) {
  const author = (i: number) => admins[i % admins.length]!;
  const covers = creations.filter((c) => c.moderation.status === "APPROVED").map((c) => creationImagePath(c.id));

  const staticPages: StaticPageDoc[] = PAGES.map((page, i) => ({
    id: `page-${slugify(page.title)}`,
    title: page.title,
    slug: slugify(page.title),
    body: page.body,
    seo: { title: page.title === "À propos" ? "À propos d’Atelier" : null, description: page.seoDescription },
    status: "published",
    publishedAt: new Date(anchor.getTime() - (200 - i) * DAY),
    version: 1,
    updatedAt: new Date(anchor.getTime() - (30 - i) * DAY),
    updatedBy: author(0),
  }));

  // The scheduled post goes live at 09:00 Paris time, five days after the anchor's day.
  const scheduledDay = new Date(anchor.getTime() + 5 * DAY + 12 * 3_600_000).toISOString().slice(0, 10);
  const blogPosts: BlogPostDoc[] = POSTS.map((post, i) => {
    const updatedAt = new Date(anchor.getTime() - (60 - i * 5) * DAY);
    return {
      id: `post-${String(i + 1).padStart(2, "0")}`,
      title: post.title,
      slug: slugify(post.title),
      body: post.body,
      seo: { title: null, description: post.excerpt || null },
      status: post.status,
      publishedAt: post.status === "published" ? updatedAt : post.status === "scheduled" ? new Date(parisInstant(`${scheduledDay}T09:00`)!) : null,
      version: 1,
      updatedAt,
      updatedBy: author(i),
      excerpt: post.excerpt,
      coverImagePath: covers.length && post.status !== "draft" ? covers[(i * 7) % covers.length]! : null,
      tags: post.tags,
      authorId: author(i),
      searchTokens: searchTokens(post.title, post.tags),
    };
  });

  // The storefront's public projection (server/src/firestore/content/publicProjection.ts), as every save writes it.
  const publicPages = staticPages.flatMap((p) => projected("page", p));
  const publicPosts = blogPosts.flatMap((p) => projected("post", p));

  const slugs: SlugDoc[] = [
    ...staticPages.map((p) => ({ id: `page:${p.slug}`, kind: "page" as const, slug: p.slug, ownerId: p.id })),
    ...blogPosts.map((p) => ({ id: `post:${p.slug}`, kind: "post" as const, slug: p.slug, ownerId: p.id })),
  ];
  return { staticPages, blogPosts, slugs, publicPages, publicPosts };
}

/** A projected record of the storefront (publicPages / publicPosts), with its record's id. */
export type PublicContentDoc = { id: string } & Record<string, unknown>;

function projected(kind: "page" | "post", doc: ContentDoc): PublicContentDoc[] {
  const { id, ...stored } = doc;
  const fields = publicFields(kind, stored);
  return fields ? [{ id, ...fields }] : [];
}

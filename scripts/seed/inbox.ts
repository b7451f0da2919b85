// The inboxes' demo data (docs/inbox.md): 60 feedbacks and 80 contact messages in French, in
// every status, stored as the storefront trigger leaves them (normalised, `counted`), with the
// unread counters (stats/inbox) equal to a recount, and the replies' mails already delivered.
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES, CONTACT_STATUSES, mailboxKey, searchTokens } from "@atelier/domain/inbox";
import type { CreationDoc } from "./creations";
import { DAY, HOUR, MINUTE, Rng } from "./random";
import type { UserDoc } from "./users";

export const INBOX_COUNTS = { feedback: 60, contactMessages: 80 } as const;

export interface FeedbackDoc {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  rating: number;
  category: (typeof FEEDBACK_CATEGORIES)[number];
  message: string;
  creationId: string | null;
  orderId: string | null;
  status: (typeof FEEDBACK_STATUSES)[number];
  notes: { id: string; text: string; authorUid: string; createdAt: Date }[];
  assigneeUid: string | null;
  searchTokens: string[];
  createdAt: Date;
  updatedAt: Date | null;
  counted: true;
}

export interface ContactMessageDoc {
  id: string;
  name: string;
  email: string;
  /** The mailbox the flood rule counts by, as the storefront stores it (firestore.rules). */
  mailboxKey: string;
  subject: string;
  message: string;
  status: (typeof CONTACT_STATUSES)[number];
  spamReason: string | null;
  replies: { id: string; body: string; sentAt: Date; sentBy: string; mailId: string }[];
  searchTokens: string[];
  createdAt: Date;
  readAt: Date | null;
  updatedAt: Date | null;
  counted: true;
}

/** A delivered reply mail, in the mail collection's format (server/src/firestore/mail). */
export interface ReplyMailDoc {
  id: string;
  to: string;
  template: { name: "contact-reply"; data: { name: string; subject: string; reply: string; originalMessage: string } };
  source: "contactMessage.reply";
  createdAt: Date;
  delivery: { state: "SUCCESS"; attempts: 1; error: null; info: null; startTime: Date; endTime: Date; leaseExpireTime: null };
}

export interface InboxData {
  feedback: FeedbackDoc[];
  contactMessages: ContactMessageDoc[];
  replyMails: ReplyMailDoc[];
  counters: { feedbackUnread: number; contactUnread: number };
}

const FEEDBACK_TEXTS: Record<FeedbackDoc["category"], string[]> = {
  BUG: [
    "La page de paiement reste blanche après la validation du panier.",
    "Impossible de télécharger ma création en haute définition, le bouton ne réagit pas.",
    "L'aperçu du t-shirt ne s'affiche pas sur mon téléphone.",
    "J'ai été débité deux fois de mes crédits pour une seule génération.",
    "Le code promo est refusé alors qu'il est encore valable.",
  ],
  SUGGESTION: [
    "Ce serait pratique de pouvoir filtrer les styles par couleur dominante.",
    "Pourriez-vous proposer des affiches au format A2 ?",
    "Un mode sombre pour l'application serait très apprécié.",
    "J'aimerais pouvoir partager mes créations directement sur Instagram.",
    "Proposez des cartes cadeaux, ce serait parfait pour Noël !",
  ],
  CREATION_QUALITY: [
    "Les couleurs de l'aquarelle sont magnifiques, bravo !",
    "Le visage du chat est un peu déformé sur ma création.",
    "Le rendu du style « Ukiyo-e » est bluffant, merci.",
    "L'image est floue sur les bords une fois imprimée.",
    "Très déçue du résultat, les proportions ne sont pas respectées.",
  ],
  ORDER: [
    "Ma commande est arrivée en parfait état, emballage soigné.",
    "Le colis a mis plus de deux semaines à arriver.",
    "La taille du sweat ne correspond pas au guide des tailles.",
    "Le mug est arrivé cassé, que puis-je faire ?",
    "Livraison rapide et impression de très bonne qualité.",
  ],
};

const NOTES = [
  "Cliente recontactée par téléphone.",
  "Reproduit sur Safari iOS, ticket ouvert côté technique.",
  "Remboursement des crédits effectué.",
  "À discuter à la réunion produit de lundi.",
];

const CONTACT_TOPICS: { subject: string; message: string }[] = [
  {
    subject: "Où en est ma commande ?",
    message:
      "Bonjour,\n\nJ'ai passé commande il y a dix jours et je n'ai pas encore reçu de numéro de suivi. Pouvez-vous me dire où elle en est ?\n\nMerci d'avance.",
  },
  { subject: "Facture pour mon entreprise", message: "Bonjour, est-il possible d'obtenir une facture au nom de ma société pour ma dernière commande ?" },
  { subject: "Question sur les crédits", message: "Bonjour, mes crédits achetés hier n'apparaissent pas sur mon compte. Pouvez-vous vérifier ?" },
  { subject: "Partenariat", message: "Bonjour, je suis illustratrice et je souhaiterais proposer une collaboration autour d'un style exclusif." },
  {
    subject: "Changement d'adresse de livraison",
    message: "Bonjour, je me suis trompé d'adresse lors de ma commande. Est-il encore possible de la modifier ?",
  },
  { subject: "Droits d'utilisation des images", message: "Bonjour, puis-je utiliser les images générées pour la couverture de mon livre autoédité ?" },
  { subject: "Problème de connexion", message: "Bonjour, je ne reçois pas l'e-mail de réinitialisation du mot de passe." },
  { subject: "Commande groupée", message: "Bonjour, nous aimerions commander 40 t-shirts personnalisés pour une association. Avez-vous un tarif dégressif ?" },
];
const SPAM_TOPICS = [
  { subject: "Gagnez 10 000 € par mois", message: "Découvrez notre méthode secrète pour devenir riche en travaillant depuis chez vous !!!" },
  { subject: "Référencement Google garanti", message: "Nous plaçons votre site en première page de Google en 48 h. Offre limitée." },
];
const REPLIES = [
  "Bonjour,\n\nMerci pour votre message. Votre commande a été expédiée ce matin, vous recevrez le numéro de suivi par e-mail.\n\nBelle journée,\nL'équipe Atelier",
  "Bonjour,\n\nC'est bien noté, nous avons fait le nécessaire. N'hésitez pas à revenir vers nous si besoin.\n\nL'équipe Atelier",
];
const FIRST = ["Camille", "Léa", "Hugo", "Chloé", "Louis", "Manon", "Gabriel", "Inès", "Jules", "Zoé", "Arthur", "Élodie", "Théo", "Sarah"];
const LAST = ["Martin", "Bernard", "Dubois", "Thomas", "Robert", "Petit", "Durand", "Leroy", "Moreau", "Lefèvre", "Garnier", "Faure"];

const ascii = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

export function generateInbox(
  seed: number,
  anchor: Date,
  {
    users,
    admins,
    creations,
    orderIds,
  }: { users: readonly UserDoc[]; admins: readonly string[]; creations: readonly CreationDoc[]; orderIds: readonly string[] },
): InboxData {
  const rng = Rng.derive(seed, "inbox");
  const now = anchor.getTime();
  const customers = users.filter((u) => !u.isAdmin);
  const admin = (i: number) => admins[i % admins.length] ?? "demo-admin";

  const feedback: FeedbackDoc[] = [];
  for (let i = 0; i < INBOX_COUNTS.feedback; i++) {
    // Every status and every category, the newest ones still NEW.
    const status = i < 12 ? "NEW" : FEEDBACK_STATUSES[i % FEEDBACK_STATUSES.length]!;
    const category = FEEDBACK_CATEGORIES[i % FEEDBACK_CATEGORIES.length]!;
    const user = customers[(i * 7) % customers.length]!;
    const userName = [user.firstName, user.lastName].filter(Boolean).join(" ");
    const message = rng.pick(FEEDBACK_TEXTS[category]);
    const createdAt = new Date(now - i * 9 * HOUR - rng.int(0, 50) * MINUTE);
    const ratingBase = category === "BUG" ? 2 : category === "SUGGESTION" ? 4 : 3;
    const rating = Math.min(5, Math.max(1, ratingBase + rng.int(-1, 2)));
    const handled = status !== "NEW";
    feedback.push({
      id: `feedback-${String(i + 1).padStart(3, "0")}`,
      userId: user.uid,
      userName,
      userEmail: user.email,
      rating,
      category,
      message,
      creationId: category === "CREATION_QUALITY" && creations.length ? creations[i % creations.length]!.id : null,
      orderId: category === "ORDER" && orderIds.length ? orderIds[i % orderIds.length]! : null,
      status,
      notes:
        handled && i % 3 === 0
          ? [{ id: `note-${i}`, text: NOTES[i % NOTES.length]!, authorUid: admin(i), createdAt: new Date(createdAt.getTime() + 3 * HOUR) }]
          : [],
      assigneeUid: handled && i % 2 === 0 ? admin(i) : null,
      searchTokens: searchTokens(userName, user.email, message.slice(0, 300)),
      createdAt,
      updatedAt: handled ? new Date(createdAt.getTime() + 3 * HOUR) : null,
      counted: true,
    });
  }

  const contactMessages: ContactMessageDoc[] = [];
  const replyMails: ReplyMailDoc[] = [];
  for (let i = 0; i < INBOX_COUNTS.contactMessages; i++) {
    const status = i < 15 ? "NEW" : CONTACT_STATUSES[i % CONTACT_STATUSES.length]!;
    const first = FIRST[(i * 5) % FIRST.length]!;
    const last = LAST[(i * 3) % LAST.length]!;
    const name = `${first} ${last}`;
    const email = `${ascii(first)}.${ascii(last)}${i}@exemple.fr`;
    const topic = status === "SPAM" ? SPAM_TOPICS[i % SPAM_TOPICS.length]! : CONTACT_TOPICS[i % CONTACT_TOPICS.length]!;
    const createdAt = new Date(now - i * 7 * HOUR - rng.int(0, 50) * MINUTE);
    const id = `contact-${String(i + 1).padStart(3, "0")}`;
    const replies: ContactMessageDoc["replies"] = [];
    if (status === "REPLIED") {
      const sentAt = new Date(createdAt.getTime() + 5 * HOUR);
      const body = REPLIES[i % REPLIES.length]!;
      const mailId = `reply-${id}`;
      replies.push({ id: `reply-${i}`, body, sentAt, sentBy: admin(i), mailId });
      replyMails.push({
        id: mailId,
        to: email,
        template: { name: "contact-reply", data: { name, subject: topic.subject, reply: body, originalMessage: topic.message } },
        source: "contactMessage.reply",
        createdAt: sentAt,
        delivery: {
          state: "SUCCESS",
          attempts: 1,
          error: null,
          info: null,
          startTime: sentAt,
          endTime: new Date(sentAt.getTime() + 2000),
          leaseExpireTime: null,
        },
      });
    }
    contactMessages.push({
      id,
      name,
      email,
      mailboxKey: mailboxKey(email),
      subject: topic.subject,
      message: topic.message,
      status,
      spamReason: status === "SPAM" && i % 2 === 0 ? "FLOOD" : null,
      replies,
      searchTokens: searchTokens(name, email, topic.subject),
      createdAt,
      readAt: status === "NEW" ? null : new Date(createdAt.getTime() + 2 * HOUR),
      updatedAt: status === "NEW" ? null : new Date(createdAt.getTime() + 2 * HOUR + DAY / 24),
      counted: true,
    });
  }

  return {
    feedback,
    contactMessages,
    replyMails,
    counters: {
      feedbackUnread: feedback.filter((f) => f.status === "NEW").length,
      contactUnread: contactMessages.filter((m) => m.status === "NEW").length,
    },
  };
}

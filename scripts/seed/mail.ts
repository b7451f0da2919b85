// The e-mail templates (Handlebars, the « Trigger Email from Firestore » extension's `templates`
// collection) and a history of sent mails (`mail`), some failed — docs/mail.md.
import { renderTemplate, type RenderedMessage } from "../../server/src/mail/render";
import { MAIL_TEMPLATES, mailTemplateDefinition, sampleData } from "@atelier/domain/mailTemplates";
import { DAY, HOUR, MINUTE, Rng } from "./random";
import type { UserDoc } from "./users";

export interface TemplateDoc {
  id: string;
  subject: string;
  html: string;
  text: string;
  version: number;
}

const layout = (body: string) =>
  `<div style="font-family: Arial, sans-serif; max-width: 560px; margin: 0 auto; color: #1f2937">
  <h1 style="font-size: 20px; color: #7c3aed">{{shopName}}</h1>
${body}
  <p style="color: #6b7280; font-size: 12px">Vous recevez ce message parce que vous êtes client de {{shopName}}.</p>
</div>`;

const CONTENT: Record<string, Omit<TemplateDoc, "id" | "version">> = {
  "contact-reply": {
    subject: "Re : {{subject}}",
    html: layout(`  <p>Bonjour {{name}},</p>
  <p>{{reply}}</p>
  <blockquote style="border-left: 3px solid #e5e7eb; padding-left: 12px; color: #6b7280">{{originalMessage}}</blockquote>
  <p>L'équipe {{shopName}}</p>`),
    text: "Bonjour {{name}},\n\n{{reply}}\n\n> {{originalMessage}}\n\nL'équipe {{shopName}}",
  },
  "order-paid": {
    subject: "Votre commande {{orderId}} est confirmée",
    html: layout(`  <p>Bonjour {{firstName}},</p>
  <p>Nous avons bien reçu votre paiement de {{orderTotal}} pour la commande <strong>{{orderId}}</strong>. Nous préparons son impression.</p>
  <p>Vous trouverez votre facture <strong>{{invoiceNumber}}</strong> en pièce jointe.</p>
  <p>Merci de votre confiance,<br>L’équipe {{shopName}}</p>`),
    text: "Bonjour {{firstName}},\n\nNous avons bien reçu votre paiement de {{orderTotal}} pour la commande {{orderId}}.\nVotre facture {{invoiceNumber}} est en pièce jointe.\n\nL’équipe {{shopName}}",
  },
  "order-shipped": {
    subject: "Votre commande {{orderId}} est en route",
    html: layout(`  <p>Bonjour {{firstName}},</p>
  <p>Bonne nouvelle : votre commande <strong>{{orderId}}</strong> ({{orderTotal}}) vient d'être expédiée.</p>
  {{#if trackingNumber}}<p>Numéro de suivi : <strong>{{trackingNumber}}</strong></p>{{else}}<p>Le numéro de suivi vous sera communiqué dès que possible.</p>{{/if}}
  <p>Merci de votre confiance,<br>L'équipe {{shopName}}</p>`),
    text: "Bonjour {{firstName}},\n\nVotre commande {{orderId}} ({{orderTotal}}) vient d'être expédiée.\n{{#if trackingNumber}}Numéro de suivi : {{trackingNumber}}{{/if}}\n\nL'équipe {{shopName}}",
  },
  "order-delivered": {
    subject: "Votre commande {{orderId}} est livrée",
    html: layout(`  <p>Bonjour {{firstName}},</p>
  <p>Votre commande <strong>{{orderId}}</strong> a été livrée. Nous espérons qu'elle vous plaira !</p>
  <p>L'équipe {{shopName}}</p>`),
    text: "Bonjour {{firstName}},\n\nVotre commande {{orderId}} a été livrée. Nous espérons qu'elle vous plaira !\n\nL'équipe {{shopName}}",
  },
  "order-refunded": {
    subject: "Remboursement de votre commande {{orderId}}",
    html: layout(`  <p>Bonjour {{firstName}},</p>
  <p>Votre commande <strong>{{orderId}}</strong> a été remboursée ({{orderTotal}}). Le montant apparaîtra sur votre compte sous quelques jours.</p>
  <p>L'équipe {{shopName}}</p>`),
    text: "Bonjour {{firstName}},\n\nVotre commande {{orderId}} a été remboursée ({{orderTotal}}).\n\nL'équipe {{shopName}}",
  },
  "creation-rejected": {
    subject: "Votre création n'a pas été retenue",
    html: layout(`  <p>Bonjour {{firstName}},</p>
  <p>Votre création n'a pas été acceptée par notre équipe de modération.</p>
  {{#if reason}}<p>Motif : {{reason}}</p>{{/if}}
  <p>Vos crédits restent disponibles pour une nouvelle création.</p>
  <p>L'équipe {{shopName}}</p>`),
    text: "Bonjour {{firstName}},\n\nVotre création n'a pas été acceptée.\n{{#if reason}}Motif : {{reason}}{{/if}}\n\nL'équipe {{shopName}}",
  },
  "credits-adjusted": {
    subject: "Votre solde de crédits a changé",
    html: layout(`  <p>Bonjour {{firstName}},</p>
  <p>Votre solde de crédits a été ajusté de <strong>{{delta}}</strong> : il est maintenant de <strong>{{balance}}</strong> crédits.</p>
  <p>Motif : {{reason}}</p>
  <p>L'équipe {{shopName}}</p>`),
    text: "Bonjour {{firstName}},\n\nVotre solde de crédits a été ajusté de {{delta}} : il est maintenant de {{balance}} crédits.\nMotif : {{reason}}\n\nL'équipe {{shopName}}",
  },
  "approval-requested": {
    subject: "Approbation demandée : {{kind}}",
    html: `<div style="font-family: Arial, sans-serif; max-width: 560px; margin: 0 auto; color: #1f2937">
  <h1 style="font-size: 20px; color: #7c3aed">{{shopName}}</h1>
  <p>Bonjour{{#if firstName}} {{firstName}}{{/if}},</p>
  <p>{{requesterName}} demande votre approbation : <strong>{{summary}}</strong>.</p>
  {{#if reason}}<p>Motif : {{reason}}</p>{{/if}}
  <p>Un autre membre que son auteur doit l’approuver ou la rejeter avant le {{expiresAt}} ; ensuite, elle expire.</p>
  <p><a href="{{link}}">Ouvrir les approbations</a></p>
  <p style="color: #6b7280; font-size: 12px">Vous recevez ce message parce que votre rôle permet d’approuver cette demande dans l’administration de {{shopName}}.</p>
</div>`,
    text: "Bonjour{{#if firstName}} {{firstName}}{{/if}},\n\n{{requesterName}} demande votre approbation : {{summary}}.\n{{#if reason}}Motif : {{reason}}\n{{/if}}\nÀ approuver ou rejeter avant le {{expiresAt}} : {{link}}\n\nL'équipe {{shopName}}",
  },
  "personal-data-request-answered": {
    subject: "Votre demande relative à vos données personnelles",
    html: layout(`  <p>Bonjour{{#if firstName}} {{firstName}}{{/if}},</p>
  <p>Vous nous avez adressé le {{receivedOn}} une demande\u00a0: <strong>{{kind}}</strong>.</p>
  <p>{{outcome}}</p>
  {{#if answer}}<p>{{answer}}</p>{{/if}}
  <p>Si cette réponse ne vous satisfait pas, vous pouvez saisir la CNIL (www.cnil.fr).</p>
  <p>L'équipe {{shopName}}</p>`),
    text: "Bonjour{{#if firstName}} {{firstName}}{{/if}},\n\nVous nous avez adressé le {{receivedOn}} une demande\u00a0: {{kind}}.\n\n{{outcome}}\n{{#if answer}}\n{{answer}}\n{{/if}}\nSi cette réponse ne vous satisfait pas, vous pouvez saisir la CNIL (www.cnil.fr).\n\nL'équipe {{shopName}}",
  },
  welcome: {
    subject: "Bienvenue chez {{shopName}}, {{firstName}} !",
    html: layout(`  <p>Bonjour {{firstName}},</p>
  <p>Bienvenue ! Créez vos premières images et faites-les imprimer sur le support de votre choix.</p>
  <p>L'équipe {{shopName}}</p>`),
    text: "Bonjour {{firstName}},\n\nBienvenue chez {{shopName}} !\n\nL'équipe {{shopName}}",
  },
  test: {
    subject: "[Test] Envoi depuis {{shopName}}",
    html: layout(`  <p>Bonjour {{firstName}},</p>
  <p>Ceci est un message de test envoyé le {{sentAt}}. Si vous le lisez, l'envoi fonctionne.</p>`),
    text: "Bonjour {{firstName}},\n\nCeci est un message de test envoyé le {{sentAt}}.",
  },
};

/** Every template of MAIL_TEMPLATES, each as the console would save it (version 1). */
export const TEMPLATES: TemplateDoc[] = MAIL_TEMPLATES.map((t) => ({ id: t.name, ...CONTENT[t.name]!, version: 1 }));

export interface MailDoc {
  id: string;
  to: string;
  template: { name: string; data: Record<string, string> };
  source: string;
  createdAt: Date;
  /** The message as rendered when it was sent (what the send log shows). */
  rendered: RenderedMessage;
  delivery: {
    state: "SUCCESS" | "ERROR";
    attempts: number;
    error: string | null;
    info: { messageId: string; accepted: string[]; rejected: string[]; response: string } | null;
    startTime: Date;
    endTime: Date;
    leaseExpireTime: null;
  };
}

const SOURCES: Record<string, string> = {
  "order-shipped": "order.changeStatus",
  "order-delivered": "order.changeStatus",
  "order-refunded": "order.changeStatus",
  "creation-rejected": "creation.moderate",
  "contact-reply": "contactMessage.reply",
  welcome: "storefront.signUp",
};

const ERRORS = [
  "connect ECONNREFUSED 127.0.0.1:1025",
  "Greeting never received",
  "Can't send mail - all recipients were rejected: 550 5.1.1 Mailbox unavailable",
];

/**
 * `count` sent mails over the last 30 days, newest last: mostly SUCCESS, about one in eight
 * ERROR (every failed mail can be retried from the console). Never PENDING: the seed pauses the
 * triggers, and a pending mail would be sent by the next event.
 */
export function generateMails(seed: number, count: number, users: readonly UserDoc[], anchor: Date): MailDoc[] {
  const customers = users.filter((u) => !u.isAdmin);
  const names = Object.keys(SOURCES);
  return Array.from({ length: count }, (_, i) => {
    const rng = Rng.derive(seed, "mail", i);
    const name = rng.pick(names);
    const user = rng.pick(customers);
    const data = { ...sampleData(mailTemplateDefinition(name)!), firstName: user.firstName, name: `${user.firstName} ${user.lastName}` };
    const createdAt = new Date(anchor.getTime() - ((count - i) / count) * 30 * DAY + rng.int(0, 12) * HOUR);
    const failed = rng.chance(0.125) || i === count - 1;
    const startTime = new Date(createdAt.getTime() + rng.int(1, 5) * 1000);
    const endTime = new Date(startTime.getTime() + (rng.int(1, 3) * MINUTE) / 60);
    const to = user.email.toLowerCase();
    const template = TEMPLATES.find((t) => t.id === name)!;
    return {
      id: `mail-${String(i + 1).padStart(3, "0")}`,
      to,
      template: { name, data },
      source: SOURCES[name]!,
      createdAt,
      rendered: renderTemplate(template, data),
      delivery: {
        state: failed ? "ERROR" : "SUCCESS",
        attempts: failed ? rng.int(1, 3) : 1,
        error: failed ? rng.pick(ERRORS) : null,
        info: failed ? null : { messageId: `<${rng.id(16)}@atelier.test>`, accepted: [to], rejected: [], response: "250 Message queued as " + rng.id(8) },
        startTime,
        endTime,
        leaseExpireTime: null,
      },
    };
  });
}

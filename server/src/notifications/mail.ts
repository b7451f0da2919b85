/**
 * A notification's mail, written whole in the `mail` document (the Trigger Email format's
 * `message`), like the invitation (firestore/staff/inviteMail.ts): it is the console's own word to
 * a member, not a customer mail an editable template shapes. Every part is escaped in the HTML —
 * a title may quote what a customer wrote one day — and the link is the console's.
 */
import { escapeHtml } from "../firestore/staff/inviteMail";

/** One line (line breaks and tabs become spaces; the no-break spaces of French typography stay). */
const oneLine = (text: string) => text.replace(/[ \t\r\n\f\v\u2028\u2029]+/g, " ").trim();

export function notificationMail({ title, message, link, shopName }: { title: string; message: string; link: string; shopName: string }) {
  const subject = `${oneLine(shopName)} — ${oneLine(title)}`;
  const text = [oneLine(title), "", oneLine(message), "", `Ouvrir dans l’administration\u00a0: ${link}`, "", `L’administration ${oneLine(shopName)}`].join(
    "\n",
  );
  const html = [
    `<p><strong>${escapeHtml(oneLine(title))}</strong></p>`,
    `<p>${escapeHtml(oneLine(message))}</p>`,
    `<p><a href="${escapeHtml(link)}">Ouvrir dans l’administration</a></p>`,
    `<p>L’administration ${escapeHtml(oneLine(shopName))}</p>`,
  ].join("\n");
  return { subject, text, html };
}

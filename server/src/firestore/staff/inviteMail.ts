/**
 * The invitation's message, written whole in the `mail` document (the Trigger Email format's
 * `message`), not from a `templates/{name}` document: it carries a one-time sign-in link that
 * must not depend on an editable template (a template edited without {{link}} would send
 * invitations nobody can use). docs/staff.md.
 */
/** For the mails written whole (this one, the notifications'): what a member or customer typed never becomes markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function inviteMessage({ firstName, shopName, link }: { firstName: string; shopName: string; link: string }) {
  const subject = `Invitation à l’administration de ${shopName}`;
  const text = [
    `Bonjour ${firstName},`,
    "",
    `Vous êtes invité·e à rejoindre l’équipe de ${shopName}. Ouvrez ce lien pour vous connecter (il ne sert qu’une fois)\u00a0:`,
    link,
    "",
    `L’équipe ${shopName}`,
  ].join("\n");
  const html = [
    `<p>Bonjour ${escapeHtml(firstName)},</p>`,
    `<p>Vous êtes invité·e à rejoindre l’équipe de ${escapeHtml(shopName)}.</p>`,
    `<p><a href="${escapeHtml(link)}">Se connecter à l’administration</a> (ce lien ne sert qu’une fois).</p>`,
    `<p>L’équipe ${escapeHtml(shopName)}</p>`,
  ].join("\n");
  return { subject, html, text };
}

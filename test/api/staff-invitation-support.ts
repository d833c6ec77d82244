// Reading a staff invitation's link the way its recipient does: from the mail the API queued.
import type { MailDoc } from '@shop/domain';

/** The token in the last invitation link mailed to `email` (the part after '#'); fails when there is none. */
export function tokenFromMails(mails: readonly MailDoc[], email: string): string {
  const links = mails
    .filter((mail) => mail.to === email)
    // Queued later, kept later: expiresAt is the queueing time plus the same retention.
    .sort((a, b) => (a.expiresAt?.toMillis() ?? 0) - (b.expiresAt?.toMillis() ?? 0))
    .flatMap((mail) =>
      [...mail.message.text.matchAll(/\/adminacceptinvitation#(\S+)/g)].map((match) => match[1]),
    );
  const token = links.at(-1);
  if (!token) throw new Error(`No invitation link was mailed to ${email}`);
  return token;
}

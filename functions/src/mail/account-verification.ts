// The mail that asks a new account to verify its e-mail address (docs/decisions.md rule 34), with
// Firebase's own action link, queued like every other mail (rule 19).
import { shopConfig, type MailDoc } from '@shop/domain';
import { config } from '../config';
import { shopperMail } from './layout';

export function accountVerificationMail(
  to: string,
  firstName: string,
  link: string,
  shopUrl: string = config().shopBaseUrl,
): MailDoc {
  const { name } = shopConfig;
  return shopperMail(
    to,
    {
      subject: `Please confirm your e-mail address for ${name}`,
      preview: 'One click confirms your address.',
      greeting: `Hello ${firstName},`,
      blocks: [
        { kind: 'text', text: `Welcome to ${name}. Please confirm that this is your e-mail address.` },
        { kind: 'button', text: 'Confirm my e-mail address', href: link },
        { kind: 'text', text: 'If you did not create an account, ignore this e-mail.' },
      ],
    },
    shopUrl,
  );
}

// The mail that asks a new account to verify its e-mail address (docs/decisions.md rule 34), with
// Firebase's own action link, queued like every other mail (rule 19), in the language of the page it
// was asked from (rule 79).
import { fillText, mailWords, shopConfig, type Language, type MailDoc } from '@shop/domain';
import { config } from '../config';
import { shopperMail } from './layout';

export function accountVerificationMail(
  to: string,
  firstName: string,
  link: string,
  language: Language,
  shopUrl: string = config().shopBaseUrl,
): MailDoc {
  const { common, account: words } = mailWords(language);
  const shop = shopConfig.name;
  return shopperMail(
    to,
    {
      subject: fillText(words.verifySubject, { shop }),
      preview: words.verifyPreview,
      // An account without a display name (made outside the shop) is greeted without one.
      greeting: firstName ? fillText(words.greeting, { name: firstName }) : common.hello,
      blocks: [
        { kind: 'text', text: fillText(words.verifyWelcome, { shop }) },
        { kind: 'button', text: words.verifyButton, href: link },
        { kind: 'text', text: words.verifyNotYou },
      ],
      language,
    },
    shopUrl,
  );
}

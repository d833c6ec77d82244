// The mail that confirms an account's deletion (docs/decisions.md rule 33), in the language of the
// page it was asked from (rule 79). It carries nothing but the shop's own words.
import { fillText, formatNumber, mailWords, shopConfig, type Language, type MailDoc } from '@shop/domain';
import { config, shopIdentity } from '../config';
import { shopperMail } from './layout';

/** "Your account has been deleted", with what the books keep. */
export function accountDeletedMail(
  to: string,
  ordersKept: number,
  language: Language,
  shopUrl: string = config().shopBaseUrl,
): MailDoc {
  const { common, account: words } = mailWords(language);
  const shop = shopConfig.name;
  const { email } = shopIdentity();
  const kept =
    ordersKept === 0
      ? words.keptNothing
      : ordersKept === 1
        ? words.keptOneOrder
        : fillText(words.keptOrders, { count: formatNumber(language, ordersKept) });
  return shopperMail(
    to,
    {
      subject: fillText(words.deletedSubject, { shop }),
      preview: kept,
      greeting: common.hello,
      blocks: [
        { kind: 'text', text: fillText(words.deleted, { shop }) },
        { kind: 'text', text: kept },
        { kind: 'link', before: words.notAsked, text: email, href: `mailto:${email}`, after: '.' },
      ],
      language,
    },
    shopUrl,
  );
}

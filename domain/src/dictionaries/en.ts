import { enShell } from './en/shell';
import { enOrders } from './en/orders';
import { enInformation } from './en/information';
import { enProduct } from './en/product';
import { enNotices } from './en/notices';
import { enBrowsing } from './en/browsing';
import { enAccount } from './en/account';

/**
 * The shop's words in English (docs/decisions.md rule 79): the reference every other language's
 * dictionary is typed against (dictionary.ts), so a key missing in Dutch, German or French fails the
 * typecheck, and domain/test/dictionaries.test.ts fails `npm test` on a missing, empty or
 * differently filled one. `{name}` marks a value filled in where the text is used (fillText).
 * The words are kept in one file per word group (web/src/app/i18n/word-groups.ts) under
 * dictionaries/en/, which is only where they are written: word-groups.ts alone decides what loads when.
 */
export const en = {
  ...enShell,
  ...enOrders,
  ...enInformation,
  ...enProduct,
  ...enNotices,
  ...enBrowsing,
  ...enAccount,
};

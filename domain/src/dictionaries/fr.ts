import { frShell } from './fr/shell';
import { frOrders } from './fr/orders';
import { frInformation } from './fr/information';
import { frProduct } from './fr/product';
import { frNotices } from './fr/notices';
import { frBrowsing } from './fr/browsing';
import { frAccount } from './fr/account';
import type { Dictionary } from '../dictionary';

/** The shop's words in French (docs/decisions.md rule 79); the keys are the English dictionary's. */
export const fr: Dictionary = {
  ...frShell,
  ...frOrders,
  ...frInformation,
  ...frProduct,
  ...frNotices,
  ...frBrowsing,
  ...frAccount,
};

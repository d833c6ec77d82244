import { deShell } from './de/shell';
import { deOrders } from './de/orders';
import { deInformation } from './de/information';
import { deProduct } from './de/product';
import { deNotices } from './de/notices';
import { deBrowsing } from './de/browsing';
import { deAccount } from './de/account';
import type { Dictionary } from '../dictionary';

/** The shop's words in German (docs/decisions.md rule 79); the keys are the English dictionary's. */
export const de: Dictionary = {
  ...deShell,
  ...deOrders,
  ...deInformation,
  ...deProduct,
  ...deNotices,
  ...deBrowsing,
  ...deAccount,
};

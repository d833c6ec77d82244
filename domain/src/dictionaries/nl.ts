import { nlShell } from './nl/shell';
import { nlOrders } from './nl/orders';
import { nlInformation } from './nl/information';
import { nlProduct } from './nl/product';
import { nlNotices } from './nl/notices';
import { nlBrowsing } from './nl/browsing';
import { nlAccount } from './nl/account';
import type { Dictionary } from '../dictionary';

/** The shop's words in Dutch (docs/decisions.md rule 79); the keys are the English dictionary's. */
export const nl: Dictionary = {
  ...nlShell,
  ...nlOrders,
  ...nlInformation,
  ...nlProduct,
  ...nlNotices,
  ...nlBrowsing,
  ...nlAccount,
};

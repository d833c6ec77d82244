// The owner's settings (settings/shop, docs/decisions.md rule 58): the staff's refund limit and the
// switches of the shop's own mails. Read by the API, the payment webhook and the daily summary;
// written only through POST settings, in one transaction with its audit entry.
import {
  auditChanges,
  collections,
  SHOP_SETTINGS_ID,
  shopSettingsOf,
  type ShopSettings,
  type ShopSettingsChange,
} from '@shop/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../firestore';
import { recordAudit, type Actor } from './audit';

const settingsRef = () =>
  db().collection(collections.settings).doc(SHOP_SETTINGS_ID) as DocumentReference<Partial<ShopSettings>>;

/** The settings, defaults filling what the owner never set. */
export async function readShopSettings(): Promise<ShopSettings> {
  return shopSettingsOf((await settingsRef().get()).data());
}

/** Applies the owner's change; answers the settings after it. */
export async function saveShopSettings(change: ShopSettingsChange, actor: Actor): Promise<ShopSettings> {
  return db().runTransaction(async (tx) => {
    const before = shopSettingsOf((await tx.get(settingsRef())).data());
    const after: ShopSettings = { ...before, ...change };
    const changes = auditChanges(before, after);
    if (Object.keys(changes).length > 0) {
      tx.set(settingsRef(), after);
      recordAudit(tx, actor, 'settings.update', settingsRef().path, changes);
    }
    return after;
  });
}

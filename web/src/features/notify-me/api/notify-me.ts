import type {
  StoreMailUnsubscribeResponse,
  StoreNotifyMeLinkResponse,
  StoreNotifyMeResponse,
} from '@shop/domain';
import { pageLanguage } from '@/app/i18n/page-language';
import { api } from '@/lib/api-client';

/**
 * POST notifyme: asks to be mailed once when the size is back. Resolves with the sentence to show;
 * throws an ApiError whose message can be shown as is (409 "This item is available now", 429 the
 * address's limit, 400 a bad address).
 */
export async function askToBeNotified(
  productId: string,
  size: string | undefined,
  /** None for a signed-in account with a verified address: its own is used (one tap). */
  email: string | undefined,
) {
  // Its mails are written in the page's language (docs/decisions.md rule 79).
  const { status, data } = await api.post<StoreNotifyMeResponse>('notifyme', {
    productId,
    size,
    email,
    language: pageLanguage(),
  });
  // 201 for a new request, 200 for one asked before.
  return { ...data, asked: status === 201 };
}

/** POST notifymeconfirm with the token of the confirmation link (the page says the outcome in its words). */
export async function confirmNotifyMe(token: string): Promise<void> {
  await api.post<StoreNotifyMeLinkResponse>('notifymeconfirm', { token });
}

/** POST notifymeunsubscribe with the token of a back-in-stock mail’s link. */
export async function unsubscribeNotifyMe(token: string): Promise<void> {
  await api.post<StoreNotifyMeLinkResponse>('notifymeunsubscribe', { token });
}

/** POST mailunsubscribe with the list and token of a mail’s footer link. */
export async function unsubscribeFromMailList(list: string, token: string): Promise<void> {
  await api.post<StoreMailUnsubscribeResponse>('mailunsubscribe', { list, token });
}

import { escapeHtml } from '@shop/domain';

// One escape for every mail, in domain/src/shop-mails.ts (the shop's own mails are built there).
export { escapeHtml };

/** Text a shopper typed, escaped, its line breaks kept as <br>. */
export function escapeHtmlLines(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

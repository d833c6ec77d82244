/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Text a shopper typed, escaped, its line breaks kept as <br>. */
export function escapeHtmlLines(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

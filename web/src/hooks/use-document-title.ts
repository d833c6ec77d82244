import { usePageMeta } from './use-page-meta';

/**
 * Sets `document.title` to "{title} | {shop name}" (the shop name alone for the home page) and the
 * meta description (the shop's own when `description` is left out). See usePageMeta.
 */
export function useDocumentTitle(title: string | null, description?: string): void {
  usePageMeta({ title, description });
}

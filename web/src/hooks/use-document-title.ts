import { useEffect } from 'react';
import { shopConfig } from '@shop/domain';

/** Sets `document.title` to "{title} | {shop name}" (the shop name alone for the home page). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title
      ? `${title} | ${shopConfig.name}`
      : `${shopConfig.name} · Designer bags and accessories`;
  }, [title]);
}

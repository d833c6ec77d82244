import { useEffect } from 'react';
import shop from '@/components/ui/shop.module.css';
import styles from '@/components/ui/states.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { startVisitorSessionWhenIdle } from '@/lib/firebase/auth';
import { words } from '../i18n/page-language';

function isChunkLoadError(error: unknown): boolean {
  // After a deploy, an open tab may ask for route files that no longer exist.
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

/**
 * Shown when a page fails to load or render: says what happened and offers a reload. Its words are
 * the shell's, which every page has before its first render: a page whose own words failed to load
 * still gets this one in its language.
 */
export function RouteError({ error, asMain = false }: { error: unknown; asMain?: boolean }) {
  const { page } = words();
  useDocumentTitle(page.errorTitle);
  // A page that failed is still a visit (docs/decisions.md rule 1): its session starts as a working
  // page's does (page-outlet.tsx).
  useEffect(() => startVisitorSessionWhenIdle(), []);
  const message = isChunkLoadError(error) ? page.notLoaded : page.unexpected;

  const Wrapper = asMain ? 'main' : 'div';
  return (
    <Wrapper className={styles.routeError}>
      <h1 className={styles.routeErrorTitle}>{page.errorTitle}</h1>
      <p role="alert" className={shop.muted} style={{ marginTop: 'var(--chakra-spacing-4)' }}>
        {message}
      </p>
      <button
        type="button"
        className={shop.button}
        style={{ marginTop: 'var(--chakra-spacing-8)' }}
        onClick={() => window.location.reload()}
      >
        {page.reload}
      </button>
    </Wrapper>
  );
}

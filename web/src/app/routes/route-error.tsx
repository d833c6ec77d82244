import { useEffect } from 'react';
import shop from '@/components/ui/shop.module.css';
import styles from '@/components/ui/states.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { startVisitorSessionWhenIdle } from '@/lib/firebase/auth';

function isChunkLoadError(error: unknown): boolean {
  // After a deploy, an open tab may ask for route files that no longer exist.
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

/** Shown when a page fails to load or render: says what happened and offers a reload. */
export function RouteError({ error, asMain = false }: { error: unknown; asMain?: boolean }) {
  useDocumentTitle('Something went wrong');
  // A page that failed is still a visit (docs/decisions.md rule 1): its session starts as a working
  // page's does (page-outlet.tsx).
  useEffect(() => startVisitorSessionWhenIdle(), []);
  const message = isChunkLoadError(error)
    ? 'This page could not be loaded. A new version of the shop may be available, or the connection dropped. Please reload the page.'
    : 'An unexpected error occurred. Please reload the page or try again later.';

  const Wrapper = asMain ? 'main' : 'div';
  return (
    <Wrapper className={styles.routeError}>
      <h1 className={styles.routeErrorTitle}>Something went wrong</h1>
      <p role="alert" className={shop.muted} style={{ marginTop: 'var(--chakra-spacing-4)' }}>
        {message}
      </p>
      <button
        type="button"
        className={shop.button}
        style={{ marginTop: 'var(--chakra-spacing-8)' }}
        onClick={() => window.location.reload()}
      >
        Reload the page
      </button>
    </Wrapper>
  );
}

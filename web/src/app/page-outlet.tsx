import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { LoadingState } from '@/components/ui/loading-state';
import { startVisitorSessionWhenIdle } from '@/lib/firebase/auth';
import { words } from './i18n/page-language';
import { RouteError } from './routes/route-error';

/** Set on <html> once React handles the page's content (rendered, or hydrated: server.tsx). */
export const READY_ATTRIBUTE = 'data-ready';

/**
 * Marks the page ready when its content has committed. Hydration commits the shell first and each
 * Suspense boundary (this page's) after it, so this sits inside the boundary: until then a page
 * rendered on the server shows buttons and forms that do nothing yet. Its starter script keeps forms
 * from submitting natively before the mark, and the browser tests wait for it. The visitor session
 * waits for the mark too (startVisitorSessionWhenIdle).
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.setAttribute(READY_ATTRIBUTE, '');
    startVisitorSessionWhenIdle();
  }, []);
  return null;
}

/**
 * Where a layout renders the matched page: shows a labelled spinner while the page's module loads
 * and a readable error if it fails. The boundary is keyed by the path, so the next navigation after
 * a failure renders normally again.
 */
export function PageOutlet({ asMain = false }: { asMain?: boolean }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={(error) => <RouteError error={error} asMain={asMain} />}>
      <Suspense fallback={<LoadingState label={words().page.loading} />}>
        <Outlet />
        <PageReady />
      </Suspense>
    </ErrorBoundary>
  );
}

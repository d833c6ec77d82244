import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { LoadingState } from '@/components/ui/loading-state';
import { RouteError } from './routes/route-error';

/**
 * Where a layout renders the matched page: shows a labelled spinner while the page's module loads
 * and a readable error if it fails. The boundary is keyed by the path, so the next navigation after
 * a failure renders normally again.
 */
export function PageOutlet({ asMain = false }: { asMain?: boolean }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={(error) => <RouteError error={error} asMain={asMain} />}>
      <Suspense fallback={<LoadingState label="Loading the page…" />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoadingState } from '@/components/ui/loading-state';
import { useVisitor } from '@/lib/firebase/auth';

/**
 * Admin screens need an account with the `admin` claim (decisions rule 3); everyone else is sent to
 * the admin sign-in at /admin, which returns them here afterwards. The API checks again on every call.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const visitor = useVisitor();
  const location = useLocation();
  if (visitor.loading) return <LoadingState label="Checking your access…" />;
  if (!visitor.isAdmin) {
    return (
      <Navigate
        to={paths.admin.signIn.href()}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return children;
}

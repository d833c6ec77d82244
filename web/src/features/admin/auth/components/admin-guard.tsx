import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoadingState } from '@/components/ui/loading-state';
import { useVisitor } from '@/lib/firebase/auth';
import type { AdminSignInState } from '../refusal';

/**
 * Admin screens need an account with the `admin` claim (docs/decisions.md rule 3); everyone else is sent to
 * the admin sign-in at /admin, which says why and returns them here afterwards. The API checks again
 * on every call.
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
        state={
          {
            from: `${location.pathname}${location.search}`,
            // A signed-in customer is told why; an anonymous visitor is asked to sign in.
            refusal: visitor.isAnonymous ? 'signed-out' : 'not-admin',
          } satisfies AdminSignInState
        }
      />
    );
  }
  return children;
}

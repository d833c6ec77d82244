import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { words } from '@/app/i18n/page-language';
import { LoadingState } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { useVisitor } from '@/lib/firebase/auth';

/**
 * The wrapper around /signin and /register (storefront.md section 2): they are for visitors without
 * an account, so a signed-in customer is sent to the home page. `hold` keeps the page while its own
 * sign-in or registration finishes; the page then goes home itself.
 */
export function GuestOnly({ hold, children }: { hold: boolean; children: ReactNode }) {
  const visitor = useVisitor();
  if (visitor.loading && !hold) return <LoadingState label={words().page.loading} />;
  if (!hold && visitor.uid !== null && !visitor.isAnonymous)
    return <Navigate to={paths.home.href()} replace />;
  return children;
}

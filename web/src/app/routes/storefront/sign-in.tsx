import { useState } from 'react';
import { GuestOnly } from '@/features/auth/components/guest-only';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Sign in');
  const [busy, setBusy] = useState(false);
  return (
    <GuestOnly hold={busy}>
      <SignInPage onBusyChange={setBusy} />
    </GuestOnly>
  );
}

import { useState } from 'react';
import { GuestOnly } from '@/features/auth/components/guest-only';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Create an account');
  const [busy, setBusy] = useState(false);
  return (
    <GuestOnly hold={busy}>
      <RegisterForm onBusyChange={setBusy} />
    </GuestOnly>
  );
}

import { useState } from 'react';
import { GuestOnly } from '@/features/auth/components/guest-only';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { withChakra } from '@/components/ui/with-chakra';

function Page() {
  useDocumentTitle('Create an account');
  const [busy, setBusy] = useState(false);
  return (
    <GuestOnly hold={busy}>
      <RegisterForm onBusyChange={setBusy} />
    </GuestOnly>
  );
}

// Renders Chakra components: inside Chakra's context (the shell has none).
export const Component = withChakra(Page);

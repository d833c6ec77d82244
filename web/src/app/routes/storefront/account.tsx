import { AccountPage } from '@/features/account/components/account-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('My account');
  return <AccountPage />;
}

import { words } from '@/app/i18n/page-language';
import { AccountPage } from '@/features/account/components/account-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { withChakra } from '@/components/ui/with-chakra';

function Page() {
  useDocumentTitle(words().pages.account);
  return <AccountPage />;
}

// Renders Chakra components: inside Chakra's context (the shell has none).
export const Component = withChakra(Page);

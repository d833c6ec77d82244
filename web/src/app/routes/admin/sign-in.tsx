import { Box } from '@chakra-ui/react/box';
import { AdminSignInForm } from '@/features/admin/auth/components/admin-sign-in-form';
import { AdminTopBar } from '@/features/admin/layout/components/admin-top-bar';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin: the admin sign-in (admin.md section 2). */
export function Component() {
  useDocumentTitle('Admin sign in');
  return (
    <Box minH="100vh" bg="bg.subtle">
      <AdminTopBar page="Dashboard" />
      <Box as="main" px="4" pb="10">
        <AdminSignInForm />
      </Box>
    </Box>
  );
}

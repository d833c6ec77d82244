import { Box } from '@chakra-ui/react/box';
import { AcceptInvitationPage } from '@/features/admin/staff/components/accept-invitation-page';
import { AdminTopBar } from '@/features/admin/layout/components/admin-top-bar';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /adminacceptinvitation#<token>: accepting an invitation to the team (docs/decisions.md rule 70). */
export function Component() {
  useDocumentTitle('Admin · Accept the invitation');
  return (
    <Box minH="100vh" bg="bg.subtle">
      <AdminTopBar page="Accept the invitation" />
      <Box as="main" px="4" pb="10">
        <AcceptInvitationPage />
      </Box>
    </Box>
  );
}

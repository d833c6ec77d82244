import { useState } from 'react';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { ADMIN_ROLE_NAMES, shopDate, type AdminStaffMember } from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useVisitor } from '@/lib/firebase/auth';
import { messageOf } from '../../api/error-message';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { notifyAdmin } from '../../components/notify';
import { useShopSettings } from '../api/settings';
import { removeStaffMember, useStaff, useStaffInvitations } from '../api/staff';
import { AddStaffForm } from './add-staff-form';
import { SettingsForm } from './settings-form';
import { StaffInvitations } from './staff-invitations';

const cell = {
  px: '3',
  py: '2.5',
  borderBottomWidth: '1px',
  borderColor: 'border',
  textAlign: 'start',
} as const;

/** /adminstaff (the owner's): who is on the team with which role, and the owner's settings. */
export function StaffPage() {
  useDocumentTitle('Admin · Staff and settings');
  const { uid } = useVisitor();
  const staff = useStaff();
  const invitations = useStaffInvitations();
  const settings = useShopSettings();
  const [removing, setRemoving] = useState<AdminStaffMember | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmRemove(member: AdminStaffMember) {
    setBusy(true);
    try {
      await removeStaffMember(member.uid);
      notifyAdmin(`${member.email} is no longer on the staff`);
      staff.reload();
    } catch (error) {
      notifyAdmin(messageOf(error), 'error');
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mb="6">
        Staff and settings
      </Heading>
      <AddStaffForm
        onAdded={() => {
          staff.reload();
          invitations.reload();
        }}
      />
      <StaffInvitations state={invitations.state} reload={invitations.reload} />

      <Heading as="h2" size="lg" fontWeight="normal" mb="3">
        The team
      </Heading>
      {staff.state.status === 'loading' && <LoadingState label="Loading the staff…" />}
      {staff.state.status === 'error' && (
        <ErrorState title="Staff unavailable" message={staff.state.message} />
      )}
      {staff.state.status === 'ready' && (
        <chakra.div overflowX="auto" borderWidth="1px" borderColor="border" rounded="md" bg="bg" mb="8">
          <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
            <chakra.thead bg="bg.muted">
              <tr>
                {['E-mail', 'Name', 'Role', 'Last sign-in', 'Remove'].map((column) => (
                  <chakra.th key={column} scope="col" {...cell} fontWeight="semibold">
                    {column}
                  </chakra.th>
                ))}
              </tr>
            </chakra.thead>
            <tbody>
              {staff.state.data.map((member) => (
                <tr key={member.uid}>
                  <chakra.th scope="row" {...cell} fontWeight="semibold">
                    {member.email}
                    {member.disabled && ' (account disabled)'}
                  </chakra.th>
                  <chakra.td {...cell}>{member.displayName ?? '—'}</chakra.td>
                  <chakra.td {...cell}>{ADMIN_ROLE_NAMES[member.role]}</chakra.td>
                  <chakra.td {...cell}>
                    {member.lastSignInAt ? shopDate(member.lastSignInAt) : 'Never'}
                  </chakra.td>
                  <chakra.td {...cell}>
                    {member.uid === uid ? (
                      'You'
                    ) : (
                      <chakra.button
                        type="button"
                        aria-label={`Remove ${member.email} from the staff`}
                        onClick={() => setRemoving(member)}
                        minH="9"
                        px="2.5"
                        borderWidth="1px"
                        borderColor="red.700"
                        color="red.700"
                        rounded="sm"
                        cursor="pointer"
                        _hover={{ bg: 'red.50' }}
                      >
                        Remove
                      </chakra.button>
                    )}
                  </chakra.td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </chakra.div>
      )}

      <Heading as="h2" size="lg" fontWeight="normal" mb="3">
        Settings
      </Heading>
      {settings.state.status === 'loading' && <LoadingState label="Loading the settings…" />}
      {settings.state.status === 'error' && (
        <ErrorState title="Settings unavailable" message={settings.state.message} />
      )}
      {settings.state.status === 'ready' && (
        <SettingsForm settings={settings.state.data} onSaved={settings.reload} />
      )}
      <Text fontSize="sm" color="fg.muted" mt="3">
        The shop&apos;s mails go to its service address; the morning summary goes to every owner.
      </Text>

      <ConfirmDialog
        open={removing !== null}
        title="Remove from the staff"
        question={
          removing
            ? `Remove ${removing.email} from the staff? They are signed out at once; their account stays, without admin rights.`
            : ''
        }
        confirmLabel="Yes, remove"
        busy={busy}
        onConfirm={() => removing && void confirmRemove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { ADMIN_ROLE_NAMES, shopDate, type AdminStaffMember } from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useVisitor } from '@/lib/firebase/auth';
import { AdminPageHeader } from '../../components/admin-page-header';
import { AdminTable, buttonRowCell as cell, TableFrame } from '../../components/admin-table';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DangerButton, useConfirmedAction } from '../../components/danger-button';
import { useShopSettings } from '../api/settings';
import { removeStaffMember, useStaff, useStaffInvitations } from '../api/staff';
import { AddStaffForm } from './add-staff-form';
import { SettingsForm } from './settings-form';
import { StaffInvitations } from './staff-invitations';

/** /adminstaff (the owner's): who is on the team with which role, and the owner's settings. */
export function StaffPage() {
  useDocumentTitle('Admin · Staff and settings');
  const { uid } = useVisitor();
  const staff = useStaff();
  const invitations = useStaffInvitations();
  const settings = useShopSettings();
  const remove = useConfirmedAction(async (member: AdminStaffMember) => {
    await removeStaffMember(member.uid);
    staff.reload();
    return `${member.email} is no longer on the staff`;
  });

  return (
    <>
      <AdminPageHeader title="Staff and settings" />
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
        <TableFrame mb="8">
          <AdminTable columns={['E-mail', 'Name', 'Role', 'Last sign-in', 'Remove']} headCell={cell}>
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
                    <DangerButton
                      aria-label={`Remove ${member.email} from the staff`}
                      onClick={() => remove.ask(member)}
                    >
                      Remove
                    </DangerButton>
                  )}
                </chakra.td>
              </tr>
            ))}
          </AdminTable>
        </TableFrame>
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
        title="Remove from the staff"
        question={
          remove.pending
            ? `Remove ${remove.pending.email} from the staff? They are signed out at once; their account stays, without admin rights.`
            : ''
        }
        confirmLabel="Yes, remove"
        {...remove.dialog}
      />
    </>
  );
}

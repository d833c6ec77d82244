import { useState } from 'react';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { ADMIN_ROLE_NAMES, shopDate, type AdminStaffInvitation } from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import type { AdminDataState } from '../../api/use-admin-data';
import { messageOf } from '../../api/error-message';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { notifyAdmin } from '../../components/notify';
import { resendInvitation, withdrawInvitation } from '../api/staff';
import { AdminTable, buttonRowCell as cell, TableFrame } from '../../components/admin-table';
import { DangerButton } from '../../components/danger-button';

const actionButton = {
  minH: '9',
  px: '2.5',
  borderWidth: '1px',
  rounded: 'sm',
  cursor: 'pointer',
} as const;

/**
 * The invitations waiting for their address (docs/decisions.md rule 70): the owner sends one again
 * (a new link, 7 more days) or withdraws it (its link stops working).
 */
export function StaffInvitations({
  state,
  reload,
}: {
  state: AdminDataState<AdminStaffInvitation[]>;
  reload: () => void;
}) {
  const [withdrawing, setWithdrawing] = useState<AdminStaffInvitation | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function resend(invitation: AdminStaffInvitation) {
    setBusy(invitation.id);
    try {
      const sent = await resendInvitation(invitation.id);
      notifyAdmin(
        `The invitation to ${sent.email} was sent again; its new link works until ${shopDate(sent.expiresAt)}`,
      );
      reload();
    } catch (error) {
      notifyAdmin(messageOf(error), 'error');
    } finally {
      setBusy(null);
    }
  }

  async function confirmWithdraw(invitation: AdminStaffInvitation) {
    setBusy(invitation.id);
    try {
      await withdrawInvitation(invitation.id);
      notifyAdmin(`The invitation to ${invitation.email} was withdrawn: its link no longer works`);
      reload();
    } catch (error) {
      notifyAdmin(messageOf(error), 'error');
    } finally {
      setBusy(null);
      setWithdrawing(null);
    }
  }

  return (
    <>
      <Heading as="h2" size="lg" fontWeight="normal" mb="3">
        Invitations waiting
      </Heading>
      {state.status === 'loading' && <LoadingState label="Loading the invitations…" />}
      {state.status === 'error' && <ErrorState title="Invitations unavailable" message={state.message} />}
      {state.status === 'ready' && state.data.length === 0 && (
        <Text mb="8" color="fg.muted">
          No invitation is waiting.
        </Text>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <TableFrame mb="8">
          <AdminTable columns={['E-mail', 'Role', 'Sent', 'Link works until', 'Actions']} headCell={cell}>
            {state.data.map((invitation) => (
              <tr key={invitation.id}>
                <chakra.th scope="row" {...cell} fontWeight="semibold">
                  {invitation.email}
                </chakra.th>
                <chakra.td {...cell}>{ADMIN_ROLE_NAMES[invitation.role]}</chakra.td>
                <chakra.td {...cell}>
                  {shopDate(invitation.sentAt)}
                  {invitation.invitedBy && ` by ${invitation.invitedBy}`}
                </chakra.td>
                <chakra.td {...cell}>
                  {invitation.expired ? 'Expired: send it again' : shopDate(invitation.expiresAt)}
                </chakra.td>
                <chakra.td {...cell}>
                  <chakra.div display="flex" gap="2" flexWrap="wrap">
                    <chakra.button
                      type="button"
                      aria-label={`Send again: the invitation to ${invitation.email}`}
                      disabled={busy === invitation.id}
                      onClick={() => void resend(invitation)}
                      {...actionButton}
                      borderColor="border.emphasized"
                      _hover={{ bg: 'bg.muted' }}
                    >
                      Send again
                    </chakra.button>
                    <DangerButton
                      aria-label={`Withdraw the invitation to ${invitation.email}`}
                      disabled={busy === invitation.id}
                      onClick={() => setWithdrawing(invitation)}
                    >
                      Withdraw
                    </DangerButton>
                  </chakra.div>
                </chakra.td>
              </tr>
            ))}
          </AdminTable>
        </TableFrame>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title="Withdraw the invitation"
        question={
          withdrawing
            ? `Withdraw the invitation to ${withdrawing.email}? Its link stops working at once.`
            : ''
        }
        confirmLabel="Yes, withdraw"
        busy={busy !== null}
        onConfirm={() => withdrawing && void confirmWithdraw(withdrawing)}
        onCancel={() => setWithdrawing(null)}
      />
    </>
  );
}

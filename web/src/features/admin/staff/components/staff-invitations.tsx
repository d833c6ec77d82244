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

const cell = {
  px: '3',
  py: '2.5',
  borderBottomWidth: '1px',
  borderColor: 'border',
  textAlign: 'start',
} as const;

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
        <chakra.div overflowX="auto" borderWidth="1px" borderColor="border" rounded="md" bg="bg" mb="8">
          <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
            <chakra.thead bg="bg.muted">
              <tr>
                {['E-mail', 'Role', 'Sent', 'Link works until', 'Actions'].map((column) => (
                  <chakra.th key={column} scope="col" {...cell} fontWeight="semibold">
                    {column}
                  </chakra.th>
                ))}
              </tr>
            </chakra.thead>
            <tbody>
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
                      <chakra.button
                        type="button"
                        aria-label={`Withdraw the invitation to ${invitation.email}`}
                        disabled={busy === invitation.id}
                        onClick={() => setWithdrawing(invitation)}
                        {...actionButton}
                        borderColor="red.700"
                        color="red.700"
                        _hover={{ bg: 'red.50' }}
                      >
                        Withdraw
                      </chakra.button>
                    </chakra.div>
                  </chakra.td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </chakra.div>
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

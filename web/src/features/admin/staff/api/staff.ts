import type {
  AcceptInvitationResponse,
  AddStaffParsed,
  AdminAddStaffResponse,
  AdminStaffInvitation,
  AdminStaffMember,
  StaffInvitationView,
} from '@shop/domain';
import { api, apiRequest } from '@/lib/api-client';
import { useAdminData } from '../../api/use-admin-data';

/** GET staff: the team, owners first. */
export function useStaff() {
  return useAdminData<AdminStaffMember[]>('staff', 'The staff');
}

/** GET staffinvitations: the invitations waiting for their address, newest first. */
export function useStaffInvitations() {
  return useAdminData<AdminStaffInvitation[]>('staffinvitations', 'The invitations');
}

/** POST staff { email, role }: a member's role changes at once; any other address is invited by mail. */
export async function addStaffMember(body: AddStaffParsed): Promise<AdminAddStaffResponse> {
  const { data } = await api.post<AdminAddStaffResponse>('staff', body);
  return data;
}

/** DELETE staff/{uid}: the admin role goes and the member's sessions end; the account stays. */
export async function removeStaffMember(uid: string): Promise<void> {
  await apiRequest(`staff/${encodeURIComponent(uid)}`, { method: 'DELETE' });
}

/** POST staffinvitations/{id}/resend: a new link, valid 7 more days (the old one stops working). */
export async function resendInvitation(id: string): Promise<AdminStaffInvitation> {
  const { data } = await api.post<AdminStaffInvitation>(
    `staffinvitations/${encodeURIComponent(id)}/resend`,
    {},
  );
  return data;
}

/** DELETE staffinvitations/{id}: the link stops working. */
export async function withdrawInvitation(id: string): Promise<void> {
  await apiRequest(`staffinvitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** POST staffinvitation { token }: what the link's invitation is. */
export async function lookUpInvitation(token: string): Promise<StaffInvitationView> {
  const { data } = await api.post<StaffInvitationView>('staffinvitation', { token });
  return data;
}

/**
 * POST acceptinvitation: with `newPassword` the address's account takes that password; without it
 * the signed-in account (the invited address, verified) accepts.
 */
export async function acceptInvitation(
  token: string,
  newPassword?: string,
): Promise<AcceptInvitationResponse> {
  const body = newPassword === undefined ? { token } : { token, newPassword };
  const { data } = await api.post<AcceptInvitationResponse>('acceptinvitation', body);
  return data;
}

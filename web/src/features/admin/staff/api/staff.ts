import type { AddStaffParsed, AdminAddStaffResponse, AdminStaffMember } from '@shop/domain';
import { api, apiRequest } from '@/lib/api-client';
import { useAdminData } from '../../api/use-admin-data';

/** GET staff: the team, owners first. */
export function useStaff() {
  return useAdminData<AdminStaffMember[]>('staff', 'The staff');
}

/** POST staff { email, role }: the account is made (and mailed a link) when there is none. */
export async function addStaffMember(body: AddStaffParsed): Promise<AdminAddStaffResponse> {
  const { data } = await api.post<AdminAddStaffResponse>('staff', body);
  return data;
}

/** DELETE staff/{uid}: the admin role goes and the member's sessions end; the account stays. */
export async function removeStaffMember(uid: string): Promise<void> {
  await apiRequest(`staff/${encodeURIComponent(uid)}`, { method: 'DELETE' });
}

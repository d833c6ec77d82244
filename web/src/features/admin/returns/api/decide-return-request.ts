import type { AdminApproveReturnBody, AdminRejectReturnBody } from '@shop/domain';
import { api } from '@/lib/api-client';

/** POST approvereturnrequest: Requested -> Approved (its refund is then made from the order). */
export async function approveReturnRequest(requestId: string): Promise<void> {
  const body: AdminApproveReturnBody = { requestId };
  await api.post('approvereturnrequest', body);
}

/** POST rejectreturnrequest: Requested -> Rejected, the reason mailed to the customer. */
export async function rejectReturnRequest(requestId: string, reason: string): Promise<void> {
  const body: AdminRejectReturnBody = { requestId, reason };
  await api.post('rejectreturnrequest', body);
}

import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  ADMIN_COUPON_MESSAGES,
  couponLastDay,
  describeCouponDiscount,
  formatCount,
  formatEuro,
  type AdminCoupon,
} from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AdminPageHeader } from '../../components/admin-page-header';
import { AdminTable, buttonRowCell as cell, TableFrame } from '../../components/admin-table';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DangerButton, useConfirmedAction } from '../../components/danger-button';
import { deleteCoupon } from '../api/delete-coupon';
import { useCoupons } from '../api/get-coupons';
import { OwnerOnlyReason, useIsShopOwner } from '../../auth/components/owner-only';
import { CouponForm } from './coupon-form';

function redemptions(coupon: AdminCoupon): string {
  return coupon.maxRedemptions === null
    ? formatCount(coupon.redemptions)
    : `${formatCount(coupon.redemptions)} of ${formatCount(coupon.maxRedemptions)}`;
}

/** /admincoupon: the coupon form, and the coupons (Name, Discount, limits, redemptions, delete). */
export function CouponsPage() {
  useDocumentTitle('Admin · Coupons');
  const { state, reload } = useCoupons();
  const isOwner = useIsShopOwner();
  const remove = useConfirmedAction(async (coupon: AdminCoupon) => {
    await deleteCoupon(coupon.id);
    reload();
    return ADMIN_COUPON_MESSAGES.couponDeleted(coupon.code);
  });

  return (
    <>
      <AdminPageHeader title="Coupons" />
      {isOwner ? (
        <CouponForm onCreated={reload} />
      ) : (
        // Giving money away is the owner's (docs/decisions.md rule 58): staff see the coupons only.
        <Box mb="8">
          <OwnerOnlyReason action="Creating or deleting a coupon" />
        </Box>
      )}

      <Heading as="h2" size="lg" fontWeight="normal" mb="3">
        All coupons
      </Heading>
      {state.status === 'loading' && <LoadingState label="Loading coupons…" />}
      {state.status === 'error' && <ErrorState title="Coupons unavailable" message={state.message} />}
      {state.status === 'ready' && state.coupons.length === 0 && (
        <Text color="fg.muted">No coupons yet.</Text>
      )}
      {state.status === 'ready' && state.coupons.length > 0 && (
        <TableFrame>
          <AdminTable
            columns={[
              'Name',
              'Discount',
              'Minimum order',
              'Valid through',
              'Redemptions',
              ...(isOwner ? ['Delete'] : []),
            ]}
            headCell={cell}
          >
            {state.coupons.map((coupon) => (
              <tr key={coupon.id}>
                <chakra.th scope="row" {...cell} fontWeight="semibold">
                  {coupon.code}
                </chakra.th>
                <chakra.td {...cell}>{describeCouponDiscount(coupon.discount)}</chakra.td>
                <chakra.td {...cell}>
                  {coupon.minimumGoods === null ? 'None' : formatEuro(coupon.minimumGoods)}
                </chakra.td>
                <chakra.td {...cell}>
                  {coupon.expiresAt === null ? 'No expiry' : couponLastDay(coupon.expiresAt)}
                </chakra.td>
                <chakra.td {...cell}>{redemptions(coupon)}</chakra.td>
                {isOwner && (
                  <chakra.td {...cell}>
                    <DangerButton
                      aria-label={`Delete coupon ${coupon.code}`}
                      onClick={() => remove.ask(coupon)}
                    >
                      Delete
                    </DangerButton>
                  </chakra.td>
                )}
              </tr>
            ))}
          </AdminTable>
        </TableFrame>
      )}

      <ConfirmDialog
        title="Delete coupon"
        question={remove.pending ? ADMIN_COUPON_MESSAGES.confirmDeleteCoupon(remove.pending.code) : ''}
        confirmLabel="Yes, delete"
        {...remove.dialog}
      />
    </>
  );
}

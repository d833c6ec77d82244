import { useState } from 'react';
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
import { messageOf } from '../../api/error-message';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { notifyAdmin } from '../../components/notify';
import { deleteCoupon } from '../api/delete-coupon';
import { useCoupons } from '../api/get-coupons';
import { OwnerOnlyReason, useIsShopOwner } from '../../auth/components/owner-only';
import { CouponForm } from './coupon-form';

const cell = {
  px: '3',
  py: '2.5',
  borderBottomWidth: '1px',
  borderColor: 'border',
  textAlign: 'start',
} as const;

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
  const [deleting, setDeleting] = useState<AdminCoupon | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmDelete(coupon: AdminCoupon) {
    setBusy(true);
    try {
      await deleteCoupon(coupon.id);
      notifyAdmin(ADMIN_COUPON_MESSAGES.couponDeleted(coupon.code));
      reload();
    } catch (error) {
      notifyAdmin(messageOf(error), 'error');
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mb="6">
        Coupons
      </Heading>
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
        <chakra.div overflowX="auto" borderWidth="1px" borderColor="border" rounded="md" bg="bg">
          <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
            <chakra.thead bg="bg.muted">
              <tr>
                {[
                  'Name',
                  'Discount',
                  'Minimum order',
                  'Valid through',
                  'Redemptions',
                  ...(isOwner ? ['Delete'] : []),
                ].map((column) => (
                  <chakra.th key={column} scope="col" {...cell} fontWeight="semibold">
                    {column}
                  </chakra.th>
                ))}
              </tr>
            </chakra.thead>
            <tbody>
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
                      <chakra.button
                        type="button"
                        aria-label={`Delete coupon ${coupon.code}`}
                        onClick={() => setDeleting(coupon)}
                        minH="9"
                        px="2.5"
                        borderWidth="1px"
                        borderColor="red.700"
                        color="red.700"
                        rounded="sm"
                        cursor="pointer"
                        _hover={{ bg: 'red.50' }}
                      >
                        Delete
                      </chakra.button>
                    </chakra.td>
                  )}
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </chakra.div>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete coupon"
        question={deleting ? ADMIN_COUPON_MESSAGES.confirmDeleteCoupon(deleting.code) : ''}
        confirmLabel="Yes, delete"
        busy={busy}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

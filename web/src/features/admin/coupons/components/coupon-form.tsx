import type { FormEvent } from 'react';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import {
  ADMIN_COUPON_MESSAGES,
  adminCreateCouponBodySchema,
  fieldErrors,
  type AdminCreateCouponBody,
} from '@shop/domain';
import { AdminDateField } from '../../components/admin-date-field';
import { AdminField } from '../../components/admin-field';
import { AdminFormFrame, useAdminFields, useFormSending } from '../../components/admin-form';
import { notifyAdmin } from '../../components/notify';
import { createCoupon } from '../api/create-coupon';

type Field = 'coupon' | 'discount' | 'minimumGoods' | 'expiresAt' | 'maxRedemptions';

const EMPTY: Record<Field, string> = {
  coupon: '',
  discount: '',
  minimumGoods: '',
  expiresAt: '',
  maxRedemptions: '',
};

/**
 * The coupon form: Coupon and Discount (`15` = € 15 off, `10%` = 10 % off the goods), optionally a
 * minimum order, an expiry date and a maximum number of redemptions (docs/decisions.md rule 11). Checked
 * with the API's own schema first, so the admin sees the same messages before anything is sent.
 */
export function CouponForm({ onCreated }: { onCreated: () => void }) {
  const { values, setValues, field, showProblems } = useAdminFields<Field>(EMPTY);
  const { busy, serverError, clearServerError, send } = useFormSending();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearServerError();
    const body: AdminCreateCouponBody = values;
    const checked = adminCreateCouponBodySchema.safeParse(body);
    if (!checked.success) {
      showProblems(fieldErrors(checked.error), 'coupon');
      return;
    }
    await send(async () => {
      const coupon = await createCoupon(body);
      notifyAdmin(ADMIN_COUPON_MESSAGES.couponCreated(coupon.code));
      setValues(EMPTY);
      onCreated();
    });
  }

  return (
    <AdminFormFrame
      label="New coupon"
      onSubmit={submit}
      busy={busy}
      serverError={serverError}
      submitLabel="Submit"
      mb="8"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <AdminField
          label="Coupon"
          required
          autoComplete="off"
          textTransform="uppercase"
          hint="The code shoppers type, e.g. SUMMER10"
          {...field('coupon')}
        />
        <AdminField
          label="Discount"
          required
          autoComplete="off"
          hint="15 for € 15 off, or 10% for 10 % off the goods"
          {...field('discount')}
        />
        <AdminField
          label="Minimum order (€)"
          inputMode="decimal"
          autoComplete="off"
          hint="Optional: goods the cart must reach, e.g. 250"
          {...field('minimumGoods')}
        />
        <AdminDateField
          label="Valid through"
          hint="Optional: the last day the code works"
          {...field('expiresAt')}
        />
        <AdminField
          label="Maximum redemptions"
          inputMode="numeric"
          autoComplete="off"
          hint="Optional: how many paid orders may use it"
          {...field('maxRedemptions')}
        />
      </SimpleGrid>
    </AdminFormFrame>
  );
}

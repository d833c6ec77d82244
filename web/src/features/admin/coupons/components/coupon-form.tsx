import { useId, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  ADMIN_COUPON_MESSAGES,
  adminCreateCouponBodySchema,
  fieldErrors,
  type AdminCreateCouponBody,
} from '@shop/domain';
import { AdminDateField } from '../../components/admin-date-field';
import { AdminField } from '../../components/admin-field';
import { notifyAdmin } from '../../components/notify';
import { messageOf } from '../../api/error-message';
import { createCoupon } from '../api/create-coupon';

type Field = 'coupon' | 'discount' | 'minimumGoods' | 'expiresAt' | 'maxRedemptions';
type Values = Record<Field, string>;

const EMPTY: Values = { coupon: '', discount: '', minimumGoods: '', expiresAt: '', maxRedemptions: '' };

/**
 * The coupon form: Coupon and Discount (`15` = € 15 off, `10%` = 10 % off the goods), optionally a
 * minimum order, an expiry date and a maximum number of redemptions (docs/decisions.md rule 11). Checked
 * with the API's own schema first, so the admin sees the same messages before anything is sent.
 */
export function CouponForm({ onCreated }: { onCreated: () => void }) {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const body: AdminCreateCouponBody = values;
    const checked = adminCreateCouponBodySchema.safeParse(body);
    if (!checked.success) {
      const issues = fieldErrors(checked.error);
      setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
      // Take the admin to the first field to fix.
      document.getElementById(`${id}-${issues[0]?.path ?? 'coupon'}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const coupon = await createCoupon(body);
      notifyAdmin(ADMIN_COUPON_MESSAGES.couponCreated(coupon.code));
      setValues(EMPTY);
      onCreated();
    } catch (error) {
      setServerError(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      p="5"
      mb="8"
      aria-label="New coupon"
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
      {serverError && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="4">
          {serverError}
        </Text>
      )}
      <Button type="submit" mt="5" loading={busy} loadingText="Saving…">
        Submit
      </Button>
    </chakra.form>
  );
}

import { z } from 'zod';
import { CART_MAX_ITEMS } from '../cart';
import { ADMIN_ORDER_STATUSES } from '../catalogue';
import { parseCouponCode, parseCouponDiscount } from '../coupons';
import { isDomainError } from '../errors';
import { parseEuros } from '../euro-input';
import type { Cents } from '../money';
import { REFUND_REASON_MAX, type RefundRequest } from '../refunds';
import { endOfShopDay } from '../shop-time';
import { documentIdSchema, requiredText } from './fields';

// The admin's orders, refunds, returns and coupons.

/**
 * POST updateorderstatusmainstore. Keyed by order (the old body keyed the status by user); only the
 * statuses an admin may set are accepted, the payment statuses are the webhook's.
 */
export const adminUpdateOrderStatusBodySchema = z.object({
  orderId: documentIdSchema,
  status: z.enum(ADMIN_ORDER_STATUSES, {
    error: `Status must be one of: ${ADMIN_ORDER_STATUSES.join(', ')}`,
  }),
});

/**
 * POST updateorderstatusmainstore in the spec's form (admin.md section 7): `{ userId, orderstatus }`
 * sets the status of that user's latest order, the one the spec's getorderstatusmainstore shows.
 */
export const specUpdateOrderStatusBodySchema = z.object({
  userId: documentIdSchema,
  orderstatus: z.enum(ADMIN_ORDER_STATUSES, {
    error: `orderstatus must be one of: ${ADMIN_ORDER_STATUSES.join(', ')}`,
  }),
});

/** Whether a body is in the spec's form: it names a user and no order. */
export function isSpecOrderStatusBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !('orderId' in body) && 'userId' in body;
}

/**
 * POST refundorder: a refund of the whole rest of the order (`kind: 'full'`) or of some units of
 * some lines (`kind: 'lines'`, line index and quantity), with the admin's reason. `refundId` is made
 * once per refund dialog by the dashboard: sending it again (a double click, a retry) is the same
 * refund, never a second one. `restock` puts the units back in stock once the refund succeeds.
 */
export const adminRefundOrderBodySchema = z
  .object({
    orderId: documentIdSchema,
    refundId: documentIdSchema,
    kind: z.enum(['full', 'lines'], { error: "kind must be 'full' or 'lines'" }),
    lines: z
      .array(
        z.object({
          index: z
            .number({ error: 'A line index must be a whole number' })
            .int('A line index must be a whole number')
            .min(0, 'A line index cannot be negative')
            .max(CART_MAX_ITEMS, `A line index can be at most ${CART_MAX_ITEMS}`),
          qty: z
            .number({ error: 'A quantity must be a whole number' })
            .int('A quantity must be a whole number')
            .min(1, 'A quantity must be at least 1')
            .max(CART_MAX_ITEMS, `A quantity can be at most ${CART_MAX_ITEMS}`),
        }),
        { error: 'lines must be a list of { index, qty }' },
      )
      .max(CART_MAX_ITEMS, `At most ${CART_MAX_ITEMS} lines`)
      .optional(),
    reason: requiredText('Reason', REFUND_REASON_MAX),
    restock: z.boolean({ error: 'restock must be true or false' }).default(false),
    /** The approved return request this refund settles, if any. */
    returnRequestId: documentIdSchema.optional(),
  })
  .refine((body) => body.kind === 'full' || (body.lines?.length ?? 0) > 0, {
    path: ['lines'],
    message: 'Choose at least one item to refund',
  })
  .transform(({ orderId, refundId, kind, lines, reason, restock, returnRequestId }) => ({
    orderId,
    refundId,
    request: (kind === 'full' ? { kind } : { kind, lines: lines ?? [] }) satisfies RefundRequest,
    reason,
    restock,
    returnRequestId: returnRequestId ?? null,
  }));

/** POST approvereturnrequest: the request to approve (its refund is then made from the order). */
export const adminApproveReturnBodySchema = z.object({ requestId: documentIdSchema });

/** POST rejectreturnrequest: the request and why, which is mailed to the customer. */
export const adminRejectReturnBodySchema = z.object({
  requestId: documentIdSchema,
  reason: requiredText('Reason', REFUND_REASON_MAX),
});

/**
 * POST couponitems. Input is what the admin typed: `coupon` (the code) and `discount` ("15", "10%"),
 * plus optional minimumGoods (euros), expiresAt (a date "2025-06-30", valid through that day in the
 * shop's time zone, or an ISO date-time with offset) and maxRedemptions. Output is ready to store:
 * { code, discount, label, minimumGoods (cents | null), expiresAt (Date | null), maxRedemptions }.
 */
export const adminCreateCouponBodySchema = z
  .object({
    coupon: requiredText('Coupon code', 40).transform((code, ctx) => {
      try {
        return parseCouponCode(code);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: isDomainError(error) ? error.message : 'Not a valid code' });
        return z.NEVER;
      }
    }),
    discount: z.union([z.string(), z.number()], { error: 'Discount is required' }).transform((value, ctx) => {
      const label = String(value).trim();
      try {
        return { discount: parseCouponDiscount(label), label };
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: isDomainError(error) ? error.message : 'Not a valid discount',
        });
        return z.NEVER;
      }
    }),
    minimumGoods: z
      .union([z.number(), z.string()], { error: 'Minimum order must be an amount in euros' })
      .nullish()
      .transform((value, ctx): Cents | null => {
        if (value === undefined || value === null || value === '') return null;
        try {
          const cents = parseEuros(value, 'Minimum order');
          if (cents > 0) return cents;
          ctx.addIssue({
            code: 'custom',
            message: 'Minimum order must be more than € 0 (leave it empty for none)',
          });
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: isDomainError(error) ? error.message : 'Not an amount' });
        }
        return z.NEVER;
      }),
    expiresAt: z
      .string({ error: 'Expiry must be a date (YYYY-MM-DD)' })
      .nullish()
      .transform((value, ctx): Date | null => {
        const text = value?.trim() ?? '';
        if (text === '') return null;
        if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
          try {
            return endOfShopDay(text);
          } catch (error) {
            ctx.addIssue({
              code: 'custom',
              message: isDomainError(error) ? error.message : 'Not a valid date',
            });
            return z.NEVER;
          }
        }
        if (z.iso.datetime({ offset: true }).safeParse(text).success) return new Date(text);
        ctx.addIssue({ code: 'custom', message: 'Expiry must be a date (YYYY-MM-DD) or an ISO date-time' });
        return z.NEVER;
      }),
    maxRedemptions: z
      .union([z.number(), z.string()], { error: 'Maximum redemptions must be a whole number' })
      .nullish()
      .transform((value, ctx): number | null => {
        if (value === undefined || value === null || value === '') return null;
        const count =
          typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
        if (Number.isSafeInteger(count) && count >= 1) return count;
        ctx.addIssue({ code: 'custom', message: 'Maximum redemptions must be a whole number of at least 1' });
        return z.NEVER;
      }),
  })
  .transform((body) => ({
    code: body.coupon,
    discount: body.discount.discount,
    label: body.discount.label,
    minimumGoods: body.minimumGoods,
    expiresAt: body.expiresAt,
    maxRedemptions: body.maxRedemptions,
  }));

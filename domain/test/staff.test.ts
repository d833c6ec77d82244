import { describe, expect, it } from 'vitest';
import {
  addStaffBodySchema,
  adminRoleOf,
  claimsWithRole,
  DEFAULT_SHOP_SETTINGS,
  refundRefusal,
  shopSettingsBodySchema,
  shopSettingsOf,
  sortStaff,
  STAFF_REFUND_LIMIT_MAX,
} from '../src';

describe('adminRoleOf', () => {
  it('reads the role from the claims, an admin without one being an owner', () => {
    expect(adminRoleOf({ admin: true, role: 'owner' })).toBe('owner');
    expect(adminRoleOf({ admin: true, role: 'staff' })).toBe('staff');
    expect(adminRoleOf({ admin: true })).toBe('owner');
  });

  it('gives a misspelt role the lesser rights, and no role without admin: true', () => {
    expect(adminRoleOf({ admin: true, role: 'Owner' })).toBe('staff');
    expect(adminRoleOf({ admin: true, role: null })).toBe('staff');
    expect(adminRoleOf({ role: 'owner' })).toBeNull();
    expect(adminRoleOf({ admin: 'true', role: 'owner' })).toBeNull();
    expect(adminRoleOf({})).toBeNull();
    expect(adminRoleOf(undefined)).toBeNull();
  });
});

describe('claimsWithRole', () => {
  it('sets or removes admin and role, keeping other claims', () => {
    expect(claimsWithRole({ team: 'sales' }, 'staff')).toEqual({ team: 'sales', admin: true, role: 'staff' });
    expect(claimsWithRole({ team: 'sales', admin: true, role: 'staff' }, 'owner')).toEqual({
      team: 'sales',
      admin: true,
      role: 'owner',
    });
    expect(claimsWithRole({ team: 'sales', admin: true, role: 'owner' }, null)).toEqual({ team: 'sales' });
    expect(claimsWithRole(undefined, null)).toEqual({});
  });
});

describe('refundRefusal', () => {
  const settings = { ...DEFAULT_SHOP_SETTINGS, staffRefundLimit: 25_000 };

  it('lets staff refund up to the limit, the limit included', () => {
    expect(refundRefusal('staff', 25_000, settings)).toBeNull();
    expect(refundRefusal('staff', 1, settings)).toBeNull();
  });

  it('refuses staff a refund over the limit, saying both amounts', () => {
    expect(refundRefusal('staff', 25_001, settings)).toBe(
      "Refunds over € 250,00 are for the shop's owner: this one is € 250,01. Ask the owner to make it.",
    );
    expect(refundRefusal('staff', 1, { ...settings, staffRefundLimit: 0 })).not.toBeNull();
  });

  it('never limits the owner', () => {
    expect(refundRefusal('owner', STAFF_REFUND_LIMIT_MAX * 10, settings)).toBeNull();
  });
});

describe('shopSettingsOf', () => {
  it('fills what was never set with the defaults', () => {
    expect(shopSettingsOf(undefined)).toEqual(DEFAULT_SHOP_SETTINGS);
    expect(shopSettingsOf({ paidOrderMail: false })).toEqual({
      ...DEFAULT_SHOP_SETTINGS,
      paidOrderMail: false,
    });
    expect(shopSettingsOf({ staffRefundLimit: 0 }).staffRefundLimit).toBe(0);
  });
});

describe('shopSettingsBodySchema', () => {
  it('takes any of the settings', () => {
    expect(shopSettingsBodySchema.parse({ staffRefundLimit: 50_000 })).toEqual({ staffRefundLimit: 50_000 });
    expect(shopSettingsBodySchema.parse({ paidOrderMail: false, dailySummaryMail: true })).toEqual({
      paidOrderMail: false,
      dailySummaryMail: true,
    });
  });

  it.each([
    [{}, 'Send at least one setting to change'],
    [{ staffRefundLimit: -1 }, 'staffRefundLimit cannot be negative'],
    [{ staffRefundLimit: 1.5 }, 'staffRefundLimit must be whole cents'],
    [{ staffRefundLimit: '100' }, 'staffRefundLimit must be an amount in cents'],
    [{ staffRefundLimit: STAFF_REFUND_LIMIT_MAX + 1 }, 'staffRefundLimit can be at most'],
    [{ paidOrderMail: 'yes' }, 'paidOrderMail must be true or false'],
    [{ vatRate: 21 }, 'Only staffRefundLimit, paidOrderMail and dailySummaryMail can be set'],
  ])('refuses %j', (body, message) => {
    const result = shopSettingsBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' ')).toContain(message);
  });
});

describe('addStaffBodySchema', () => {
  it('normalises the e-mail address', () => {
    expect(addStaffBodySchema.parse({ email: ' Sam@Example.NL ', role: 'staff' })).toEqual({
      email: 'sam@example.nl',
      role: 'staff',
    });
  });

  it('refuses an unknown role or a broken address', () => {
    expect(addStaffBodySchema.safeParse({ email: 'sam@example.nl', role: 'manager' }).success).toBe(false);
    expect(addStaffBodySchema.safeParse({ email: 'sam', role: 'staff' }).success).toBe(false);
  });
});

describe('sortStaff', () => {
  it('puts owners first, then sorts by e-mail', () => {
    expect(
      sortStaff([
        { email: 'zoe@x.nl', role: 'staff' },
        { email: 'bob@x.nl', role: 'owner' },
        { email: 'amy@x.nl', role: 'staff' },
      ]),
    ).toEqual([
      { email: 'bob@x.nl', role: 'owner' },
      { email: 'amy@x.nl', role: 'staff' },
      { email: 'zoe@x.nl', role: 'staff' },
    ]);
  });
});

import { z } from 'zod';
import { formatEuro, type Cents } from './money';

// The shop's team (docs/decisions.md rule 58): an owner does everything; staff run the catalogue,
// orders, shipping and returns, without deleting, staff management, the owner's settings and books,
// exports of personal data, or refunds over the owner's limit.

export const ADMIN_ROLES = ['owner', 'staff'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** The roles in the admin's words. */
export const ADMIN_ROLE_NAMES: Record<AdminRole, string> = { owner: 'Owner', staff: 'Staff' };

/**
 * The admin role an ID token's (or an account's) custom claims give: none without `admin: true`.
 * An admin claim without a role is an owner, so admins made before roles existed (and the first
 * owner npm run admin:grant makes) keep every right; any role but `owner` is staff, so a misspelt
 * claim gives the lesser rights. firestore.rules reads the claims the same way.
 */
export function adminRoleOf(claims: Readonly<Record<string, unknown>> | null | undefined): AdminRole | null {
  if (claims?.admin !== true) return null;
  if (claims.role === undefined || claims.role === 'owner') return 'owner';
  return 'staff';
}

/** The custom claims of an account with this role (other claims kept), or without one (null). */
export function claimsWithRole(
  claims: Readonly<Record<string, unknown>> | null | undefined,
  role: AdminRole | null,
): Record<string, unknown> {
  const current: Readonly<Record<string, unknown>> = claims ?? {};
  const { admin: _admin, role: _role, ...others } = current;
  return role === null ? others : { ...others, admin: true, role };
}

// ---- The owner's settings (settings/shop) ----

/** The most the owner can let staff refund at once: more than any order the shop takes. */
export const STAFF_REFUND_LIMIT_MAX: Cents = 10_000_000;

export interface ShopSettings {
  /** The largest refund (cents) staff may make; a larger one is the owner's. */
  staffRefundLimit: Cents;
  /** A mail to the shop's address for every paid order. */
  paidOrderMail: boolean;
  /** Every morning, a mail to the owners of what needs doing. */
  dailySummaryMail: boolean;
}

/** Until the owner says otherwise: staff refund up to € 250,00, and both mails go out. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  staffRefundLimit: 25_000,
  paidOrderMail: true,
  dailySummaryMail: true,
};

/** The settings as stored (fields missing in older documents take their default). */
export function shopSettingsOf(stored: Partial<ShopSettings> | undefined): ShopSettings {
  return {
    staffRefundLimit:
      typeof stored?.staffRefundLimit === 'number'
        ? stored.staffRefundLimit
        : DEFAULT_SHOP_SETTINGS.staffRefundLimit,
    paidOrderMail:
      typeof stored?.paidOrderMail === 'boolean' ? stored.paidOrderMail : DEFAULT_SHOP_SETTINGS.paidOrderMail,
    dailySummaryMail:
      typeof stored?.dailySummaryMail === 'boolean'
        ? stored.dailySummaryMail
        : DEFAULT_SHOP_SETTINGS.dailySummaryMail,
  };
}

/** POST settings: any of the settings; what is left out stays as it is. */
export const shopSettingsBodySchema = z
  .strictObject(
    {
      staffRefundLimit: z
        .number({ error: 'staffRefundLimit must be an amount in cents' })
        .int('staffRefundLimit must be whole cents')
        .min(0, 'staffRefundLimit cannot be negative')
        .max(STAFF_REFUND_LIMIT_MAX, `staffRefundLimit can be at most ${STAFF_REFUND_LIMIT_MAX} cents`),
      paidOrderMail: z.boolean({ error: 'paidOrderMail must be true or false' }),
      dailySummaryMail: z.boolean({ error: 'dailySummaryMail must be true or false' }),
    },
    { error: 'Only staffRefundLimit, paidOrderMail and dailySummaryMail can be set' },
  )
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one setting to change' });
export type ShopSettingsChange = z.infer<typeof shopSettingsBodySchema>;

/**
 * Why a team member with `role` may not make a refund of `amount`, or null when they may: staff
 * refund up to the owner's limit, one refund at a time (each is in the audit log with its role).
 */
export function refundRefusal(role: AdminRole, amount: Cents, settings: ShopSettings): string | null {
  if (role === 'owner' || amount <= settings.staffRefundLimit) return null;
  return `Refunds over ${formatEuro(settings.staffRefundLimit)} are for the shop's owner: this one is ${formatEuro(amount)}. Ask the owner to make it.`;
}

// ---- The team (GET/POST/DELETE staff) ----

/** POST staff { email, role }. */
export const addStaffBodySchema = z.object({
  email: z
    .string({ error: 'email is required' })
    .trim()
    .toLowerCase()
    .max(254, 'email can be at most 254 characters')
    .pipe(z.email({ error: 'email must be an e-mail address' })),
  role: z.enum(ADMIN_ROLES, { error: `role must be one of: ${ADMIN_ROLES.join(', ')}` }),
});
export type AddStaffParsed = z.infer<typeof addStaffBodySchema>;

/** One member of the team, as GET staff answers. */
export interface AdminStaffMember {
  uid: string;
  email: string;
  displayName: string | null;
  role: AdminRole;
  /** ISO time of the last sign-in; null before the first. */
  lastSignInAt: string | null;
  disabled: boolean;
}

/** Owners first, then by e-mail: the order of the Staff screen and of GET staff. */
export function sortStaff<Member extends Pick<AdminStaffMember, 'role' | 'email'>>(
  members: readonly Member[],
): Member[] {
  return [...members].sort(
    (a, b) =>
      ADMIN_ROLES.indexOf(a.role) - ADMIN_ROLES.indexOf(b.role) || a.email.localeCompare(b.email, 'en'),
  );
}

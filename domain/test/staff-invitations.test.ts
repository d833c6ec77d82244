import { describe, expect, it } from 'vitest';
import {
  STAFF_INVITATION_DAYS,
  acceptInvitationBodySchema,
  invitationExpiry,
  invitationUrl,
  signedInAcceptRefusal,
  staffInvitationMail,
} from '../src';

const SHOP = 'https://maisonborsa.example';
const TOKEN = 'AbC123.abcdefghijklmnopqrstuvwxyz_-0123456789';

describe('invitationExpiry', () => {
  it('is seven days after sending', () => {
    expect(STAFF_INVITATION_DAYS).toBe(7);
    expect(invitationExpiry(new Date('2026-12-01T10:00:00Z')).toISOString()).toBe('2026-12-08T10:00:00.000Z');
  });
});

describe('invitationUrl', () => {
  it('puts the token in the fragment, which browsers never send to a server', () => {
    expect(invitationUrl(SHOP, TOKEN)).toBe(`${SHOP}/adminacceptinvitation#${TOKEN}`);
  });
});

describe('acceptInvitationBodySchema', () => {
  it('takes a token, with or without a new password', () => {
    expect(acceptInvitationBodySchema.parse({ token: ` ${TOKEN} ` })).toEqual({ token: TOKEN });
    expect(acceptInvitationBodySchema.parse({ token: TOKEN, newPassword: 'a long Passphrase 42' })).toEqual({
      token: TOKEN,
      newPassword: 'a long Passphrase 42',
    });
  });

  it.each([
    ['no token', {}],
    ['a token without its secret', { token: 'AbC123' }],
    ['a token with a short secret', { token: 'AbC123.short' }],
    ['a password under 8 characters', { token: TOKEN, newPassword: 'short1' }],
    ['another field', { token: TOKEN, role: 'owner' }],
  ])('refuses %s', (_case, body) => {
    expect(acceptInvitationBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('signedInAcceptRefusal', () => {
  const invited = 'sam@example.nl';

  it('lets the invited address in when it is verified, whatever its case', () => {
    expect(
      signedInAcceptRefusal({ email: 'Sam@Example.nl', emailVerified: true, anonymous: false }, invited),
    ).toBeNull();
  });

  it('refuses an unverified account of the address, and says how to go on', () => {
    expect(signedInAcceptRefusal({ email: invited, emailVerified: false, anonymous: false }, invited)).toBe(
      'sam@example.nl is not verified yet: choose a new password for it below (the link proves the address), or verify it first.',
    );
  });

  it('refuses another address and an anonymous visitor', () => {
    expect(
      signedInAcceptRefusal({ email: 'other@example.nl', emailVerified: true, anonymous: false }, invited),
    ).toContain('This invitation is for sam@example.nl; you are signed in as other@example.nl');
    expect(
      signedInAcceptRefusal({ email: undefined, emailVerified: false, anonymous: true }, invited),
    ).toContain('Sign in as sam@example.nl');
  });
});

describe('staffInvitationMail', () => {
  it('names the role, links once and says until when', () => {
    const mail = staffInvitationMail(
      {
        role: 'staff',
        link: `${SHOP}/adminacceptinvitation#a&b`,
        expiresAt: new Date('2026-12-08T10:00:00Z'),
      },
      'Maison Borsa',
    );
    expect(mail.subject).toBe('You are invited to the Maison Borsa admin as staff');
    expect(mail.text).toContain(
      `Accept with this link (it works once, until 2026-12-08):\n${SHOP}/adminacceptinvitation#a&b`,
    );
    expect(mail.html).toContain(`href="${SHOP}/adminacceptinvitation#a&amp;b"`);
    expect(mail.text).toContain('nothing changes until the link is used');
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CART_MAX_ITEMS,
  displayNameOf,
  fieldErrors,
  planCartMerge,
  storeChangeEmailFormSchema,
  storeChangePasswordFormSchema,
  storeCreateAccountBodySchema,
  storeDeleteAccountBodySchema,
  storeDeleteAccountFormSchema,
  storeMergeVisitorBodySchema,
  storePasswordResetFormSchema,
  storeRegisterCustomerBodySchema,
  storeRegisterFormSchema,
  storeResendVerificationBodySchema,
  storeSignInFormSchema,
  visitorMergeSummary,
  type StoreMergeVisitorResponse,
} from '../src/index';

function errorsOf(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) throw new Error(`Expected ${JSON.stringify(body)} to be refused`);
  return fieldErrors(result.error);
}

describe('displayNameOf', () => {
  it('is the first name and the last name with one space', () => {
    expect(displayNameOf(' Anna ', ' de Vries ')).toBe('Anna de Vries');
  });
});

describe('register form', () => {
  const valid = {
    firstName: ' Anna ',
    lastName: 'de Vries',
    email: ' Anna@Example.NL ',
    password: ' secret tote ',
  };

  it('trims names and e-mail but keeps the password as typed', () => {
    expect(storeRegisterFormSchema.parse(valid)).toEqual({
      firstName: 'Anna',
      lastName: 'de Vries',
      email: 'Anna@Example.NL',
      password: ' secret tote ',
    });
  });

  it('names every missing field, one message each', () => {
    expect(
      errorsOf(storeRegisterFormSchema, { firstName: ' ', lastName: '', email: '', password: '' }),
    ).toEqual([
      { path: 'firstName', message: 'First name is required' },
      { path: 'lastName', message: 'Last name is required' },
      { path: 'email', message: 'E-mail is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it('refuses an e-mail that is not one and a password shorter than 8 characters', () => {
    expect(errorsOf(storeRegisterFormSchema, { ...valid, email: 'anna@', password: '1234567' })).toEqual([
      { path: 'email', message: 'Enter a valid e-mail address' },
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
    expect(errorsOf(storeRegisterFormSchema, { ...valid, password: '123456' })).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
    expect(storeRegisterFormSchema.safeParse({ ...valid, password: 'kelly-bag-1' }).success).toBe(true);
  });
});

describe("the account mails' language (docs/decisions.md rule 79)", () => {
  const form = { firstName: 'Anna', lastName: 'de Vries', email: 'anna@example.nl', password: 'kelly-bag-1' };
  const language = [{ path: 'language', message: 'Language must be one of en, nl, de or fr' }];

  it("createaccount, resendverification and deleteaccount take the page's, English when not given", () => {
    expect(storeCreateAccountBodySchema.parse(form)).toEqual({ ...form, language: 'en' });
    expect(storeCreateAccountBodySchema.parse({ ...form, language: 'de' })).toEqual({
      ...form,
      language: 'de',
    });
    expect(storeResendVerificationBodySchema.parse({})).toEqual({ language: 'en' });
    expect(storeResendVerificationBodySchema.parse({ language: 'nl' })).toEqual({ language: 'nl' });
    expect(storeDeleteAccountBodySchema.parse({ confirm: 'DELETE' })).toEqual({
      confirm: 'DELETE',
      language: 'en',
    });
    expect(storeDeleteAccountBodySchema.parse({ confirm: 'DELETE', language: 'fr' })).toEqual({
      confirm: 'DELETE',
      language: 'fr',
    });
  });

  it('refuse a language the shop does not speak', () => {
    expect(errorsOf(storeCreateAccountBodySchema, { ...form, language: 'es' })).toEqual(language);
    expect(errorsOf(storeResendVerificationBodySchema, { language: 'es' })).toEqual(language);
    expect(errorsOf(storeDeleteAccountBodySchema, { confirm: 'DELETE', language: 'es' })).toEqual(language);
  });

  it('leave the forms as they were: the register and delete forms have no language of their own', () => {
    expect(storeRegisterFormSchema.parse(form)).toEqual(form);
    expect(storeDeleteAccountFormSchema.parse({ confirm: 'DELETE', currentPassword: 'x' })).toEqual({
      confirm: 'DELETE',
      currentPassword: 'x',
    });
  });
});

describe('sign-in and password reset forms', () => {
  it('need an e-mail address and, to sign in, any password', () => {
    expect(errorsOf(storeSignInFormSchema, { email: 'x', password: '' })).toEqual([
      { path: 'email', message: 'Enter a valid e-mail address' },
      { path: 'password', message: 'Password is required' },
    ]);
    expect(storeSignInFormSchema.parse({ email: 'a@b.nl', password: '1' })).toEqual({
      email: 'a@b.nl',
      password: '1',
    });
    expect(errorsOf(storePasswordResetFormSchema, { email: '' })).toEqual([
      { path: 'email', message: 'E-mail is required' },
    ]);
  });
});

describe('account API bodies', () => {
  it('registercustomer takes the names only; an e-mail in the body is dropped', () => {
    expect(
      storeRegisterCustomerBodySchema.parse({
        firstName: 'Anna',
        lastName: 'Jansen',
        email: 'someone@else.nl',
      }),
    ).toEqual({ firstName: 'Anna', lastName: 'Jansen' });
    expect(errorsOf(storeRegisterCustomerBodySchema, { firstName: 'A'.repeat(101) })).toEqual([
      { path: 'firstName', message: 'First name can be at most 100 characters' },
      { path: 'lastName', message: 'Last name is required' },
    ]);
  });

  it("mergevisitor needs the visitor's ID token", () => {
    expect(storeMergeVisitorBodySchema.parse({ visitorIdToken: ' abc ' })).toEqual({ visitorIdToken: 'abc' });
    expect(errorsOf(storeMergeVisitorBodySchema, {})).toEqual([
      { path: 'visitorIdToken', message: "The visitor's ID token is required" },
    ]);
  });
});

describe('planCartMerge', () => {
  const line = (productId: string, qty = 1) => ({ productId, qty, title: `Bag ${productId}` });

  it("adds the visitor's lines the account does not have and keeps the account's line for the others", () => {
    expect(planCartMerge([line('a', 2), line('b')], [line('b', 3), line('c'), line('d', 2)])).toEqual({
      add: [line('c'), line('d', 2)],
      alreadyInCart: ['b'],
      itemsLeftOut: 0,
      items: 6,
    });
  });

  it('merges into an empty account cart and leaves an empty visitor cart as it was', () => {
    expect(planCartMerge([], [line('a')])).toEqual({
      add: [line('a')],
      alreadyInCart: [],
      itemsLeftOut: 0,
      items: 1,
    });
    expect(planCartMerge([line('a', 4)], [])).toEqual({
      add: [],
      alreadyInCart: [],
      itemsLeftOut: 0,
      items: 4,
    });
  });

  it('fills the account cart up to the maximum, cutting the line that only partly fits, and counts the rest', () => {
    const plan = planCartMerge([line('a', CART_MAX_ITEMS - 3)], [line('b', 2), line('c', 5), line('d')]);
    expect(plan).toEqual({
      add: [line('b', 2), line('c', 1)],
      alreadyInCart: [],
      itemsLeftOut: 5,
      items: CART_MAX_ITEMS,
    });
  });

  it('adds nothing to a full cart', () => {
    expect(planCartMerge([line('a', CART_MAX_ITEMS)], [line('b', 2)])).toEqual({
      add: [],
      alreadyInCart: [],
      itemsLeftOut: 2,
      items: CART_MAX_ITEMS,
    });
  });

  it('takes a product the visitor has twice only once', () => {
    expect(planCartMerge([], [line('a', 2), line('a', 3)])).toEqual({
      add: [line('a', 2)],
      alreadyInCart: ['a'],
      itemsLeftOut: 0,
      items: 2,
    });
  });
});

describe('visitorMergeSummary', () => {
  const merge = (overrides: {
    cart?: Partial<StoreMergeVisitorResponse['cart']>;
    wishlist?: Partial<StoreMergeVisitorResponse['wishlist']>;
  }): StoreMergeVisitorResponse => ({
    cart: { added: 0, alreadyInCart: 0, itemsLeftOut: 0, ...overrides.cart },
    wishlist: { added: 0, alreadyInWishlist: 0, ...overrides.wishlist },
    couponMoved: false,
  });

  it('says what moved to the cart and the wishlist', () => {
    expect(visitorMergeSummary(merge({ cart: { added: 2 }, wishlist: { added: 1 } }))).toBe(
      'We added 2 items to your cart and 1 item to your wishlist from this visit.',
    );
    expect(visitorMergeSummary(merge({ wishlist: { added: 3 } }))).toBe(
      'We added 3 items to your wishlist from this visit.',
    );
  });

  it('says how many items did not fit', () => {
    expect(visitorMergeSummary(merge({ cart: { added: 1, itemsLeftOut: 1200 } }))).toBe(
      'We added 1 item to your cart from this visit. 1.200 items did not fit: a cart can hold at most 10.000 items.',
    );
  });

  it('is null when nothing moved', () => {
    expect(
      visitorMergeSummary(merge({ cart: { alreadyInCart: 2 }, wishlist: { alreadyInWishlist: 1 } })),
    ).toBeNull();
  });
});

describe('account change forms', () => {
  it('asks for the current password with a new e-mail address or password', () => {
    const email = storeChangeEmailFormSchema.safeParse({ email: 'new@example', currentPassword: '' });
    expect(email.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Enter a valid e-mail address'],
      ['currentPassword', 'Your current password is required'],
    ]);
    const password = storeChangePasswordFormSchema.safeParse({
      currentPassword: 'old',
      newPassword: 'short',
    });
    expect(password.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['newPassword', 'Password must be at least 8 characters'],
    ]);
    expect(
      storeChangePasswordFormSchema.parse({ currentPassword: 'old pw', newPassword: ' new password ' }),
    ).toEqual({ currentPassword: 'old pw', newPassword: ' new password ' });
  });
});

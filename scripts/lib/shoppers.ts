// Shoppers and the owner as the benches and the tests play them against the emulators: accounts of
// the Auth emulator over its REST API (as the SPA signs in) and the body of a card checkout.
import type { StoreChargeBody } from '@shop/domain';

/** An account of the Auth emulator with a fresh ID token. */
export interface EmulatorAccount {
  uid: string;
  idToken: string;
}

async function identityToolkit(
  authHost: string,
  operation: 'signUp' | 'signInWithPassword',
  body: object,
): Promise<EmulatorAccount> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:${operation}?key=fake`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    },
  );
  if (!response.ok)
    throw new Error(
      `Auth emulator accounts:${operation} failed: ${response.status} ${await response.text()}`,
    );
  const { localId, idToken } = (await response.json()) as { localId: string; idToken: string };
  return { uid: localId, idToken };
}

/** A new account: an anonymous visitor, or one with an e-mail address and a password. */
export function signUp(authHost: string, account: { email?: string; password?: string } = {}) {
  return identityToolkit(authHost, 'signUp', account);
}

/** Signs in with a password: a token minted after new custom claims carries them. */
export function signInWithPassword(authHost: string, email: string, password: string) {
  return identityToolkit(authHost, 'signInWithPassword', { email, password });
}

/** The demo owner (scripts/seed.ts makes the account) signed in. */
export async function signInAsDemoOwner(authHost: string): Promise<EmulatorAccount> {
  // Loaded here, not with this module: the seed brings the Admin SDK, which a shopper's bench need not load.
  const { DEMO_ADMIN } = await import('../seed');
  try {
    return await signInWithPassword(authHost, DEMO_ADMIN.email, DEMO_ADMIN.password);
  } catch (error) {
    throw new Error(`The demo owner cannot sign in (${String(error)}): seed the stack first`, {
      cause: error,
    });
  }
}

/**
 * POST charges for the visitor `userId`: a card payment, shipping to the Netherlands, with
 * `customer` and the rest of the body overridden where given.
 */
export function chargeBody(
  user: { uid: string },
  customer: Partial<StoreChargeBody['customer']> = {},
  rest: Partial<Omit<StoreChargeBody, 'userId' | 'customer'>> = {},
): StoreChargeBody {
  return {
    userId: user.uid,
    paymentMethod: 'card',
    customer: {
      firstName: 'Anna',
      lastName: 'de Vries',
      country: 'NL',
      address: 'Keizersgracht 1',
      city: 'Amsterdam',
      state: '',
      postcode: '1015 AA',
      phone: '+31 6 1234 5678',
      email: 'anna@example.nl',
      companyAddress: 'Herengracht 2, Amsterdam',
      ...customer,
    },
    note: 'Please gift-wrap',
    ...rest,
  };
}

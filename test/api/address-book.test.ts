// PUT customeraddresses: an account's address book (addressBooks/{uid}), at most five addresses.
import { collections, MAX_SAVED_ADDRESSES } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { signUpAnonymous, signUpWithPassword } from './emulators';
import { fetchJsonAs } from './server';
import { useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });
const put = (user: { idToken: string } | null, body: unknown) =>
  fetchJsonAs(user, 'PUT', `${api.origin}/api/v1/main/customeraddresses`, body);

const address = (overrides: Record<string, unknown> = {}) => ({
  firstName: ' Anna ',
  lastName: 'Jansen',
  country: 'de',
  address: 'Unter den Linden 1',
  city: 'Berlin',
  postcode: '10117',
  ...overrides,
});

const stored = async (uid: string) => (await db().collection(collections.addressBooks).doc(uid).get()).data();

describe('PUT customeraddresses', () => {
  it("replaces the account's address book with the addresses as the checkout form would store them", async () => {
    const anna = await signUpWithPassword('anna@example.nl');

    const first = await put(anna, {
      addresses: [address(), address({ country: 'US', city: '', postcode: '10001' })],
    });
    // The postcode is stored as the Dutch post writes it.
    const second = await put(anna, {
      addresses: [address({ address: 'Dam 1', country: 'NL', postcode: '1012jn' })],
    });

    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const saved = {
      firstName: 'Anna',
      lastName: 'Jansen',
      country: 'NL',
      address: 'Dam 1',
      city: 'Berlin',
      state: '',
      postcode: '1012 JN',
      phone: '',
    };
    expect(second.body).toEqual({ addresses: [saved] });
    expect(await stored(anna.uid)).toEqual({ addresses: [saved], updatedAt: expect.any(Timestamp) });
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses and names each invalid field`, async () => {
    const anna = await signUpWithPassword('anna@example.nl');

    const tooMany = await put(anna, { addresses: Array(MAX_SAVED_ADDRESSES + 1).fill(address()) });
    const invalid = await put(anna, { addresses: [address({ postcode: '', country: 'XX' })] });

    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      error: { details: [{ path: 'addresses', message: 'An address book keeps at most 5 addresses' }] },
    });
    expect(invalid.status).toBe(400);
    expect(
      (invalid.body as { error: { details: { path: string }[] } }).error.details.map((d) => d.path),
    ).toEqual(['addresses.0.country', 'addresses.0.postcode']);
    expect(await stored(anna.uid)).toBeUndefined();
  });

  it("refuses a postcode and an address the country cannot have, each at its field, in shoppers' words", async () => {
    const anna = await signUpWithPassword('anna@example.nl');

    const refused = await put(anna, {
      addresses: [address({ country: 'NL', postcode: 'ABCDEFG', address: 'a' })],
    });

    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: {
        message: 'Enter a postcode like 1234 AB',
        details: [
          { path: 'addresses.0.postcode', message: 'Enter a postcode like 1234 AB' },
          {
            path: 'addresses.0.address',
            message: 'Enter the street and house number, for example Keizersgracht 1',
          },
        ],
      },
    });
    expect(await stored(anna.uid)).toBeUndefined();
  });

  it('refuses an anonymous visitor (403) and a caller without a token (401), writing nothing', async () => {
    const visitor = await signUpAnonymous();

    expect((await put(visitor, { addresses: [address()] })).status).toBe(403);
    expect((await put(null, { addresses: [address()] })).status).toBe(401);
    expect(await stored(visitor.uid)).toBeUndefined();
  });
});

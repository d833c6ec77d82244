import { useEffect, useState } from 'react';
import { isCountryCode, type CountryCode, type StoreVisitorCountry } from '@shop/domain';
import { API_BASE } from '@/lib/api-client';

let asked: Promise<CountryCode | null> | undefined;

/**
 * GET visitorcountry, once per page load: the country the shop's front end says the visitor is in,
 * or null when it cannot tell or the call fails. Sent without the visitor's ID token (the answer is
 * about the request, not the visitor), so it need not wait for the session and is normally back
 * before the checkout reads the cart.
 */
export function getVisitorCountry(): Promise<CountryCode | null> {
  asked ??= fetch(`${API_BASE}/visitorcountry`, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) return null;
      const { country } = (await response.json()) as StoreVisitorCountry;
      return country !== null && isCountryCode(country) ? country : null;
    })
    .catch((error: unknown) => {
      console.warn('Could not ask for the visitor country', error);
      return null;
    });
  return asked;
}

/** The visitor's country, once the shop knows it; null until then and when it cannot tell. */
export function useVisitorCountry(): CountryCode | null {
  const [country, setCountry] = useState<CountryCode | null>(null);
  useEffect(() => {
    let current = true;
    void getVisitorCountry().then((answer) => {
      if (current) setCountry(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return country;
}

import { countryFromHeader, type CountryCode, type StoreVisitorCountry } from '@shop/domain';
import { Router, type Request, type RequestHandler } from 'express';

/**
 * Request headers that name the visitor's country, first match wins (docs/api.md, `GET
 * visitorcountry`, says what each front end guarantees):
 * - `X-Appengine-Country`: Google's front end adds it for App Engine and 1st gen Cloud Functions,
 *   from the client's address, and removes a copy the client sent. Documented there, not for 2nd gen
 *   functions (Cloud Run), which the API is: used when it arrives.
 * - `X-Country-Code`: the header to configure where the front end can add one (a Google Cloud load
 *   balancer's custom request header `X-Country-Code: {client_region}`), and the one the browser
 *   tests set, as the local Hosting emulator adds none.
 * A client can send either itself; the answer only preselects a field the shopper can change, and the
 * server prices the order for the country the shopper submits, so nothing trusts it.
 */
export const VISITOR_COUNTRY_HEADERS = ['x-appengine-country', 'x-country-code'] as const;

/** The visitor's country from the request's headers, or null when none names one the checkout offers. */
export function visitorCountry(req: Pick<Request, 'get'>): CountryCode | null {
  for (const header of VISITOR_COUNTRY_HEADERS) {
    const country = countryFromHeader(req.get(header));
    if (country) return country;
  }
  return null;
}

/**
 * GET visitorcountry: `{ country }` for the checkout's default. Never cached by Hosting's CDN: the
 * answer is about the request, and a cached one would hand one visitor's country to the next.
 */
export const getVisitorCountry: RequestHandler = (req, res) => {
  const body: StoreVisitorCountry = { country: visitorCountry(req) };
  res.set('Cache-Control', 'private, no-store').json(body);
};

export const visitorCountryRouter = Router().get('/visitorcountry', getVisitorCountry);

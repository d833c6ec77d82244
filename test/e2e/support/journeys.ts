// Steps several browser journeys share: making a customer account, signing in as the demo admin or
// as a customer, reading an order as /track shows it, arriving from a country, filling in the checkout.
import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from '../../../scripts/seed';
import { visit } from './browser';

const WAIT = { timeout: 30_000 };
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

/** An e-mail/password account made directly in the Auth emulator: its uid. */
export async function createCustomer(
  email: string,
  password: string,
  displayName?: string,
): Promise<{ uid: string }> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Creating ${email} failed: ${response.status} ${await response.text()}`);
  const { localId } = (await response.json()) as { localId: string };
  return { uid: localId };
}

/** Signs in on /admin with the demo admin's account and waits until the dashboard has opened. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await visit(page, '/admin');
  await page.getByLabel(/e-mail/i).fill(DEMO_ADMIN.email);
  await page.getByLabel(/password/i).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await page.waitForURL((url) => url.pathname !== '/admin', WAIT);
}

/** The customer signs in on /signin, as a shopper does, and opens /track. */
export async function openTrackAsCustomer(page: Page, email: string, password: string): Promise<void> {
  await visit(page, '/signin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/signin', WAIT);
  await visit(page, '/track');
}

/** What /track shows as an order's PAYMENT (`order-payment`) or STATUS (`order-status`), once listed. */
export async function trackedOrderFact(
  page: Page,
  orderId: string,
  fact: 'order-payment' | 'order-status',
): Promise<string> {
  // By its id: the heading names the order by its number, when it has one.
  const order = page.locator(`[data-testid="tracked-order"][data-order-id="${orderId}"]`);
  await order.waitFor(WAIT);
  return (await order.getByTestId(fact).innerText()).trim();
}

const VISITOR_COUNTRY_CALL = '**/api/v1/main/visitorcountry';

/**
 * Makes the page's visitorcountry calls carry `X-Country-Code: country`, as a front end in production
 * may add it (docs/api.md, `GET visitorcountry`): the local Hosting emulator adds no country header,
 * so the browser adds the one the API reads, and the call still goes through Hosting to the function.
 */
export async function arriveFrom(page: Page, country: string): Promise<void> {
  await page.unroute(VISITOR_COUNTRY_CALL);
  await page.route(VISITOR_COUNTRY_CALL, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-country-code': country } }),
  );
}

/** A checkout field by its label; a required field's label ends in a *. */
export const checkoutField = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`));

/** Fills the checkout's details form: label -> value. */
export async function fillCheckoutDetails(page: Page, details: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(details)) await checkoutField(page, label).fill(value);
}

// The Staff and settings screen in Chromium against the seeded stack (docs/decisions.md rule 58): the
// owner adds a helper by e-mail (an account is made for a new address), changes the settings and
// removes the helper again; the demo staff member does not see the owner's screens in the drawer and
// is told the screen is the owner's. axe-core checks every page state.
import { collections, SHOP_SETTINGS_ID } from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { adminApp } from '../../functions/src/firebase-app';
import { DEMO_ADMIN, DEMO_STAFF } from '../../scripts/seed';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';
import { signInAsAdmin } from './support/journeys';

const WAIT = { timeout: 30_000 };

async function expectSnackbar(page: Page, text: string): Promise<void> {
  const snackbar = page.getByTestId('snackbar').filter({ hasText: text }).first();
  await snackbar.waitFor(WAIT);
  await snackbar.getByRole('button', { name: 'Dismiss message' }).click();
}

const settingsRef = () => db().collection(collections.settings).doc(SHOP_SETTINGS_ID);

describe('the Staff and settings screen', () => {
  let owner: BrowserSession;
  let staff: BrowserSession;
  const helper = `helper-${Date.now().toString(36)}@example.nl`;

  beforeAll(async () => {
    [owner, staff] = await Promise.all([openBrowser(), openBrowser()]);
  });
  afterAll(async () => {
    await Promise.all([owner?.close(), staff?.close()]);
    // Leave the demo as it was: its settings at their defaults, no helper account.
    await settingsRef().delete();
    const made = await getAuth(adminApp())
      .getUserByEmail(helper)
      .catch(() => null);
    if (made) await getAuth(adminApp()).deleteUser(made.uid);
  });

  it('the owner adds a helper, changes the settings and removes the helper', async () => {
    const page = owner.page;
    await signInAsAdmin(page);
    await visit(page, '/adminstaff');
    await page.getByRole('heading', { level: 1, name: 'Staff and settings' }).waitFor(WAIT);
    const team = page.getByRole('table');
    await team.getByRole('rowheader', { name: DEMO_STAFF.email }).waitFor(WAIT);
    const ownerRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: DEMO_ADMIN.email }) });
    expect(await ownerRow.innerText()).toContain('Owner');
    expect(await ownerRow.innerText()).toContain('You');
    await expectAccessible(page);

    // Not an address: said next to the field, nothing sent.
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await email.fill('not an address');
    await page.getByRole('button', { name: 'Add to the staff' }).click();
    await page.getByText('email must be an e-mail address').waitFor(WAIT);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);

    await email.fill(helper);
    await page.getByLabel('Role').selectOption('staff');
    await page.getByRole('button', { name: 'Add to the staff' }).click();
    await expectSnackbar(page, `${helper} is now staff: an account was made`);
    const helperRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: helper }) });
    await helperRow.waitFor(WAIT);
    expect(await helperRow.innerText()).toContain('Staff');
    expect((await getAuth(adminApp()).getUserByEmail(helper)).customClaims).toEqual({
      admin: true,
      role: 'staff',
    });

    // The settings: a refund limit of € 300 and no morning summary.
    const limit = page.getByRole('textbox', { name: 'Staff refund limit (€)' });
    expect(await limit.inputValue()).toBe('250');
    await limit.fill('300');
    await page.getByRole('checkbox', { name: /summary of what needs doing/ }).uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectSnackbar(page, 'Settings saved');
    expect((await settingsRef().get()).data()).toEqual({
      staffRefundLimit: 30_000,
      paidOrderMail: true,
      dailySummaryMail: false,
    });
    await expectAccessible(page);

    await helperRow.getByRole('button', { name: `Remove ${helper} from the staff` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove from the staff' });
    await dialog.waitFor(WAIT);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Yes, remove' }).click();
    await expectSnackbar(page, `${helper} is no longer on the staff`);
    await helperRow.waitFor({ state: 'detached', ...WAIT });
    expect((await getAuth(adminApp()).getUserByEmail(helper)).customClaims ?? {}).toEqual({});
  });

  it("staff do not see the owner's screens, and are told so when they open one", async () => {
    const page = staff.page;
    await visit(page, '/admin');
    await page.getByLabel(/e-mail/i).fill(DEMO_STAFF.email);
    await page.getByLabel(/password/i).fill(DEMO_STAFF.password);
    await page.getByRole('button', { name: /sign in|login/i }).click();
    await page.waitForURL((url) => url.pathname !== '/admin', WAIT);
    // The drawer (open on a wide screen, as the browser tests' window is) lists staff's screens only.
    const drawer = page.getByRole('navigation', { name: 'Admin' });
    await drawer.getByRole('link', { name: 'Orders' }).waitFor(WAIT);
    for (const ownerScreen of ['Staff and settings', 'Audit log', 'VAT report']) {
      expect(await drawer.getByRole('link', { name: ownerScreen }).count()).toBe(0);
    }

    await visit(page, '/adminstaff');
    await page.getByText("This screen is for the shop's owner.").waitFor(WAIT);
    expect(await page.getByRole('textbox', { name: 'E-mail' }).count()).toBe(0);
    await expectAccessible(page);
  });
});

// The Staff and settings screen in Chromium against the seeded stack (docs/decisions.md rules 58 and
// 70): the owner invites a helper by e-mail, the helper accepts the mailed link by choosing a password
// and lands in the admin as staff, the owner changes the settings and removes the helper again, and
// withdraws a second invitation; the demo staff member does not see the owner's screens in the drawer
// and is told the screen is the owner's. axe-core checks every page state.
import { collections, SHOP_SETTINGS_ID, type MailDoc } from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { adminApp } from '../../functions/src/firebase-app';
import { DEMO_ADMIN, DEMO_STAFF } from '../../scripts/seed';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';
import { signInAsAdmin } from './support/journeys';

// Generous: the journeys share two cores with other stacks.
const WAIT = { timeout: 60_000 };

/** The path and fragment of the invitation link last mailed to `email`, as its recipient opens it. */
async function invitationLink(email: string): Promise<string> {
  const mails = (await db().collection(collections.mail).where('to', '==', email).get()).docs.map(
    (doc) => doc.data() as MailDoc,
  );
  const link = mails
    .map((mail) => /\/adminacceptinvitation#\S+/.exec(mail.message.text)?.[0])
    .find((found) => found !== undefined);
  if (!link) throw new Error(`No invitation was mailed to ${email}`);
  return link;
}

async function expectSnackbar(page: Page, text: string): Promise<void> {
  const snackbar = page.getByTestId('snackbar').filter({ hasText: text }).first();
  await snackbar.waitFor(WAIT);
  await snackbar.getByRole('button', { name: 'Dismiss message' }).click();
}

const settingsRef = () => db().collection(collections.settings).doc(SHOP_SETTINGS_ID);

describe('the Staff and settings screen', () => {
  let owner: BrowserSession;
  let staff: BrowserSession;
  let invitee: BrowserSession;
  const helper = `helper-${Date.now().toString(36)}@example.nl`;
  const withdrawn = `maybe-${Date.now().toString(36)}@example.nl`;

  beforeAll(async () => {
    [owner, staff, invitee] = await Promise.all([openBrowser(), openBrowser(), openBrowser()]);
  });
  afterAll(async () => {
    await Promise.all([owner?.close(), staff?.close(), invitee?.close()]);
    // Leave the demo as it was: its settings at their defaults, no helper account.
    await settingsRef().delete();
    const made = await getAuth(adminApp())
      .getUserByEmail(helper)
      .catch(() => null);
    if (made) await getAuth(adminApp()).deleteUser(made.uid);
  });

  it(
    'the owner invites a helper, who accepts with a new password; the owner changes the settings and removes the helper',
    { timeout: 240_000 },
    async () => {
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
      await page.getByRole('button', { name: 'Invite or change role' }).click();
      await page.getByText('email must be an e-mail address').waitFor(WAIT);
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(page);

      await email.fill(helper);
      await page.getByLabel('Role').selectOption('staff');
      await page.getByRole('button', { name: 'Invite or change role' }).click();
      await expectSnackbar(page, `${helper} is invited as staff`);
      const invitationRow = page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: helper }) });
      await invitationRow.getByRole('button', { name: `Withdraw the invitation to ${helper}` }).waitFor(WAIT);
      // Nothing is granted until the address's holder accepts.
      await expect(getAuth(adminApp()).getUserByEmail(helper)).rejects.toThrow();
      await expectAccessible(page);

      // The helper opens the mailed link, chooses a password and is in the admin as staff.
      const accepting = invitee.page;
      await visit(accepting, await invitationLink(helper));
      await accepting.getByRole('heading', { level: 1, name: /Join the .* admin/ }).waitFor(WAIT);
      await expectAccessible(accepting);
      await accepting.getByRole('textbox', { name: 'New password' }).fill('Velvet tote on the 3rd shelf');
      await accepting.getByRole('button', { name: 'Accept with this password' }).click();
      await accepting.waitForURL((url) => url.pathname === '/admindashboard', WAIT);
      expect((await getAuth(adminApp()).getUserByEmail(helper)).customClaims).toEqual({
        admin: true,
        role: 'staff',
      });
      // The link works once.
      await visit(accepting, await invitationLink(helper));
      await accepting.getByText('This invitation link is not valid any more').waitFor(WAIT);
      await expectAccessible(accepting);

      await page.reload();
      const helperRow = page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: helper }) })
        .filter({ has: page.getByRole('button', { name: `Remove ${helper} from the staff` }) });
      await helperRow.waitFor(WAIT);
      expect(await helperRow.innerText()).toContain('Staff');

      // A second invitation, withdrawn: its link stops working.
      await email.fill(withdrawn);
      await page.getByRole('button', { name: 'Invite or change role' }).click();
      await expectSnackbar(page, `${withdrawn} is invited as staff`);
      await page.getByRole('button', { name: `Withdraw the invitation to ${withdrawn}` }).click();
      const withdrawDialog = page.getByRole('dialog', { name: 'Withdraw the invitation' });
      await withdrawDialog.waitFor(WAIT);
      await expectAccessible(page);
      await withdrawDialog.getByRole('button', { name: 'Yes, withdraw' }).click();
      await expectSnackbar(page, `The invitation to ${withdrawn} was withdrawn`);
      await page.getByText('No invitation is waiting.').waitFor(WAIT);

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
    },
  );

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

// The shop in four languages (docs/decisions.md rule 79), in Chromium against the seeded stack:
// Dutch, German and French pages rendered on the server in their language, the switcher that keeps
// the page, links that keep the language, hreflang alternates and canonical addresses, an unknown
// prefix's English 404, a known prefix's 404 in its language, the first visit's suggestion, the
// checkout's, sign-in's and register's labels and errors in Dutch, German and French, the German
// password reset's mail asked of Firebase in German, the account's forms in Dutch, the information
// pages in their language, the French checkout's VAT line and the German iDEAL page's refusal, the
// product page, a listing's cards, quick view, filters and pager, and the home page's sections.
// axe-core checks every page visited.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, type StoreProduct } from '@shop/domain';
import { db } from '../../functions/src/data/firestore';
import {
  COOKIE_CHOICE_KEY,
  expectAccessible,
  openBrowser,
  shopUrl,
  visit,
  type BrowserSession,
} from './support/browser';
import { checkoutField, createCustomer } from './support/journeys';

const TIMEOUT = { timeout: 20_000 };

/** A seeded product in stock in one size, for a cart to check out. */
async function productInStock(): Promise<string> {
  const products = await db().collection(collections.products).where('inStock', '==', true).limit(50).get();
  const found = products.docs.find((doc) => (doc.data() as StoreProduct).sizesInStock.length === 1);
  if (!found) throw new Error('The seeded catalogue has no product in stock in one size');
  return found.id;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The language the page's h1 is in: its nearest lang attribute's. */
const h1Language = (page: Page) =>
  h1(page).evaluate((heading) => heading.closest('[lang]')?.getAttribute('lang') ?? null);

/** Adds a product in stock to this visit's cart, from its English page. */
async function addToCart(page: Page): Promise<void> {
  await visit(page, `/view?id=${await productInStock()}`);
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.waitFor(TIMEOUT);
  await add.click();
  await page
    .getByTestId('snackbar')
    .filter({ hasText: /Added to your cart|Already in your cart/ })
    .first()
    .waitFor(TIMEOUT);
}

/** The page's hreflang alternates as { hreflang: path and query }, and its canonical's path and query. */
async function languageLinks(page: Page): Promise<{ alternates: Record<string, string>; canonical: string }> {
  return page.evaluate(() => {
    const pathOf = (href: string) => {
      const url = new URL(href);
      return url.pathname + url.search;
    };
    const alternates: Record<string, string> = {};
    for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
      alternates[link.hreflang] = pathOf(link.href);
    }
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    return { alternates, canonical: canonical ? pathOf(canonical.href) : '' };
  });
}

describe('the shop in English, Dutch, German and French', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it(
    'renders /nl/products on the server in Dutch, with its language versions',
    { timeout: 120_000 },
    async () => {
      const response = await fetch(new URL('/nl/products?p=bags&t=all', shopUrl));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="nl"/);
      // The page itself, not an empty shell: its heading and the header's promises are in the HTML.
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toMatch(/<h1[^>]*>Tassen<\/h1>/);
      expect(root).toContain('Gratis verzending in Europa');
      expect(html).toContain('<meta property="og:locale" content="nl_NL" />');
      expect(html).toContain('<title>Maison Borsa · Designertassen en accessoires</title>');
      for (const [hreflang, path] of [
        ['en', '/products?p=bags&amp;t=all'],
        ['nl', '/nl/products?p=bags&amp;t=all'],
        ['de', '/de/products?p=bags&amp;t=all'],
        ['fr', '/fr/products?p=bags&amp;t=all'],
        ['x-default', '/products?p=bags&amp;t=all'],
      ] as const) {
        expect(html).toMatch(
          new RegExp(
            `<link rel="alternate" hreflang="${hreflang}" href="https?://[^"]+${path.replace(/[?]/g, '\\?')}" />`,
          ),
        );
      }
      expect(html).toMatch(
        /<link rel="canonical" href="https?:\/\/[^"]+\/nl\/products\?p=bags&amp;t=all" \/>/,
      );

      // The English page stays as it was: English words, its own canonical.
      const english = await (await fetch(new URL('/products?p=bags&t=all', shopUrl))).text();
      expect(english).toMatch(/<html lang="en"/);
      expect(english.slice(english.indexOf('<div id="root">'))).toMatch(/<h1[^>]*>Bags<\/h1>/);
    },
  );

  it(
    'keeps the page when the shopper switches language, and the language as the shopper moves on',
    { timeout: 180_000 },
    async () => {
      const { page } = session;
      await visit(page, '/nl/products?p=bags&t=all');
      expect(await page.locator('html').getAttribute('lang')).toBe('nl');
      await h1(page).filter({ hasText: 'Tassen' }).waitFor();
      expect(await languageLinks(page)).toEqual({
        alternates: {
          en: '/products?p=bags&t=all',
          nl: '/nl/products?p=bags&t=all',
          de: '/de/products?p=bags&t=all',
          fr: '/fr/products?p=bags&t=all',
          'x-default': '/products?p=bags&t=all',
        },
        canonical: '/nl/products?p=bags&t=all',
      });

      // The header's switcher: the same listing in German, rendered in German.
      const header = page.getByRole('banner');
      await header.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: 'Deutsch' }).click();
      await page.waitForURL('**/de/products?p=bags&t=all');
      await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      await h1(page).filter({ hasText: 'Taschen' }).waitFor();
      await expectAccessible(page);

      // A product card keeps the language: the product page at /de/view, its English name marked so.
      const card = page.locator('a[data-product-id]').first();
      const productId = (await card.getAttribute('data-product-id')) ?? '';
      expect(await card.locator('[lang="en"]').count()).toBe(1);
      await card.click();
      await page.waitForURL(`**/de/view?id=${productId}`);
      await h1(page).first().waitFor({ timeout: 20_000 });
      // The head follows the page once it has rendered (language-links.tsx).
      await page.waitForFunction(
        (id) => document.head.querySelector(`link[hreflang="fr"][href$="/fr/view?id=${id}"]`) !== null,
        productId,
      );
      expect((await languageLinks(page)).alternates).toMatchObject({
        fr: `/fr/view?id=${productId}`,
        'x-default': `/view?id=${productId}`,
      });

      // The footer's switcher, back to English: the same product at its English address.
      await page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'Sprache' })
        .getByRole('link', { name: 'English' })
        .click();
      // The English address exactly: a glob (**/view?id=) also matches the German page it leaves.
      await page.waitForURL((url) => url.pathname === '/view' && url.searchParams.get('id') === productId);
      await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    },
  );

  it(
    'serves the prerendered pages in each language, and the cart names no language versions',
    { timeout: 120_000 },
    async () => {
      const { page } = session;
      await visit(page, '/fr/cart');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      await h1(page).filter({ hasText: 'Panier' }).waitFor();
      expect(await languageLinks(page)).toEqual({ alternates: {}, canonical: '' });

      await visit(page, '/fr');
      expect(await page.title()).toBe('Maison Borsa · Sacs et accessoires de créateurs');
      expect((await languageLinks(page)).canonical).toBe('/fr');
    },
  );

  it(
    "shows the product page, a listing's cards and quick view, and the home page in the page's language",
    { timeout: 120_000 },
    async () => {
      const { page } = session;
      // A German product page, once the browser has taken it over from the server's HTML.
      await visit(page, `/de/view?id=${await productInStock()}`);
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      await page.getByRole('button', { name: 'In den Warenkorb' }).first().waitFor(TIMEOUT);
      const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
      expect(await crumbs.getByRole('link', { name: 'Startseite' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Auf die Wunschliste' }).count()).toBe(1);
      expect(await page.getByText('Lieferung & Rückgabe').count()).toBe(1);
      expect(await page.getByText(/Sie können einen Artikel innerhalb von 14 Tagen/).count()).toBe(1);
      expect(await page.locator('dt', { hasText: 'Kategorie' }).count()).toBe(1);
      expect(await page.getByTestId('product-price').innerText()).toMatch(/^[\d.]+,\d{2}\s€$/);
      await expectAccessible(page);

      // A French listing's cards and their quick view.
      await visit(page, '/fr/products?p=bags&t=all');
      await page.getByRole('button', { name: 'Ajouter au panier' }).first().waitFor(TIMEOUT);
      expect(await page.getByRole('button', { name: 'Commander directement' }).count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Aperçu rapide' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('link', { name: 'Voir l’article' }).waitFor(TIMEOUT);
      expect(await dialog.getByRole('button', { name: 'Fermer l’aperçu rapide' }).count()).toBe(1);
      expect(await dialog.getByText('TVA incluse', { exact: true }).count()).toBe(1);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      // Its filters (beside the grid on a wide screen) and its pager.
      const colours = page.getByRole('group', { name: 'Couleur' });
      await colours.getByText(/^Noir/).first().waitFor(TIMEOUT);
      expect(
        await page.getByRole('group', { name: 'Prix' }).getByRole('slider', { name: 'De' }).count(),
      ).toBe(1);
      const pager = page.getByRole('navigation', { name: 'Pages' });
      expect(await pager.getByRole('link', { name: 'Page suivante' }).count()).toBe(1);

      // The French home page's sections.
      await visit(page, '/fr');
      const tiles = page.getByRole('region', { name: 'Acheter par catégorie' });
      await tiles.getByRole('link', { name: 'Nouveautés' }).waitFor(TIMEOUT);
      expect(await page.getByRole('heading', { name: 'Produits à la une' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Aller au contenu' }).count()).toBe(1);
    },
  );

  it(
    "shows the checkout, sign-in and register forms and their errors in the page's language",
    { timeout: 180_000 },
    async () => {
      const { page } = session;
      await addToCart(page);

      // The Dutch checkout: its address labels, the countries in Dutch, and its errors.
      await visit(page, '/nl/checkout');
      await h1(page).filter({ hasText: 'Afrekenen' }).waitFor(TIMEOUT);
      await page.getByTestId('checkout-line').first().waitFor(TIMEOUT);
      for (const label of ['Voornaam', 'Achternaam', 'Land', 'Adres', 'Plaats', 'Postcode', 'E-mail']) {
        expect(await checkoutField(page, label).count()).toBe(1);
      }
      expect(await checkoutField(page, 'Land').locator('option[value="DE"]').innerText()).toBe('Duitsland');
      expect(await page.getByText('Dit is een zakelijke bestelling').count()).toBe(1);
      await page.getByRole('button', { name: /^Betaal/ }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Vul de hieronder gemarkeerde velden in.' })
        .waitFor(TIMEOUT);
      expect(await page.locator('#checkout-firstName-error').innerText()).toBe('Vul dit veld in.');
      await checkoutField(page, 'Adres').fill('Keizersgracht');
      await checkoutField(page, 'E-mail').fill('geen-adres');
      await page.getByRole('button', { name: /^Betaal/ }).click();
      await page
        .locator('#checkout-address-error')
        .filter({ hasText: 'Voeg het huisnummer toe, bijvoorbeeld Keizersgracht 1' })
        .waitFor(TIMEOUT);
      expect(await page.locator('#checkout-email-error').innerText()).toBe('Vul een geldig e-mailadres in.');
      await expectAccessible(page);

      // The German sign-in form.
      await visit(page, '/de/signin');
      await h1(page).filter({ hasText: 'Bereits registriert?' }).waitFor(TIMEOUT);
      // The sign-in form's field, not the footer's newsletter box ("E-Mail-Adresse").
      await page.getByRole('textbox', { name: 'E-Mail', exact: true }).waitFor(TIMEOUT);
      expect(await page.getByLabel(/^Passwort/).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Anmelden' }).count()).toBe(1);
      await expectAccessible(page);
      // "Passwort vergessen?": Firebase is asked for its reset mail in German (the Auth SDK's
      // X-Firebase-Locale); an address without an account gets the same answer.
      await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
      const reset = page.getByRole('form', { name: 'Passwort zurücksetzen' });
      await reset.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('niemand@example.com');
      const resetMail = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().includes('accounts:sendOobCode'),
        TIMEOUT,
      );
      await reset.getByRole('button', { name: 'E-Mail senden' }).click();
      expect((await resetMail).headers()['x-firebase-locale']).toBe('de');
      await page.getByText(/^Falls ein Konto für niemand@example\.com existiert/).waitFor(TIMEOUT);

      // A refused sign-in and an empty registration in French.
      await visit(page, '/fr/signin');
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('personne@example.com');
      await page.getByLabel(/^Mot de passe/).fill('pas-le-bon-mot-de-passe');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page
        .getByText('L’adresse e-mail ou le mot de passe est incorrect. Veuillez réessayer.')
        .waitFor(TIMEOUT);
      await visit(page, '/fr/register');
      await h1(page).filter({ hasText: 'Créer un compte' }).waitFor(TIMEOUT);
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page.getByText('Veuillez remplir ce champ.').first().waitFor(TIMEOUT);
      await expectAccessible(page);
    },
  );

  it(
    "shows the information pages in their language, from the server's HTML on",
    { timeout: 120_000 },
    async () => {
      // The Dutch delivery page as prerendered: Dutch from the server's HTML on.
      const response = await fetch(new URL('/nl/delivery', shopUrl));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="nl"/);
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toMatch(/<h1[^>]*>Levering<\/h1>/);
      expect(root).toContain('Btw en invoerrechten');
      expect(root).toContain('Geopend 7 dagen per week, van 10:00 tot 18:00 uur (CET)');

      const { page } = session;
      await visit(page, '/de/about');
      await h1(page).filter({ hasText: 'Über uns' }).waitFor(TIMEOUT);
      expect(await h1Language(page)).toBe('de');
      await page.getByRole('heading', { name: 'Angaben zum Unternehmen' }).waitFor(TIMEOUT);
      // The footer's newsletter box is German too.
      await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).waitFor(TIMEOUT);
      expect(
        await page.getByRole('link', { name: 'alle unsere Designer von A bis Z' }).getAttribute('href'),
      ).toBe('/de/designers');
      await expectAccessible(page);

      await visit(page, '/fr/return');
      await h1(page).filter({ hasText: 'Politique de retour' }).waitFor(TIMEOUT);
      expect(await h1Language(page)).toBe('fr');
      await page.getByText('le vendredi', { exact: false }).waitFor(TIMEOUT);
      await expectAccessible(page);

      // The French FAQ: its questions in French, their policy figures the shop's.
      await visit(page, '/fr/faq');
      await h1(page).filter({ hasText: 'Questions fréquentes' }).waitFor(TIMEOUT);
      expect(await h1Language(page)).toBe('fr');
      await page.getByText('Combien coûte la livraison ?', { exact: true }).waitFor(TIMEOUT);
      await expectAccessible(page);

      // The Dutch privacy policy, its retention periods in Dutch.
      await visit(page, '/nl/privacy');
      await h1(page).filter({ hasText: 'Privacybeleid' }).waitFor(TIMEOUT);
      expect(await h1Language(page)).toBe('nl');
      await page.getByRole('heading', { name: 'Uw rechten' }).waitFor(TIMEOUT);
      await expectAccessible(page);
    },
  );

  it(
    "shows the account's forms in Dutch, and deletes the account with the Dutch word for it",
    { timeout: 180_000 },
    async () => {
      const { page } = session;
      const email = `taal-${Date.now()}@example.com`;
      const password = 'grachtenpand-tulpenveld-fietsbel';
      const { uid } = await createCustomer(email, password, 'Eva Visser');
      await db()
        .collection(collections.customers)
        .doc(uid)
        .set({ firstName: 'Eva', lastName: 'Visser', email, createdAt: new Date() });
      await addToCart(page);

      // Signing in on the Dutch page moves this visit's cart into the account, and says so in Dutch.
      await visit(page, '/nl/signin');
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
      await page.getByLabel(/^Wachtwoord/).fill(password);
      await page.getByRole('button', { name: 'Inloggen' }).click();
      const welcome = page.getByTestId('snackbar').filter({ hasText: 'Welkom terug, Eva Visser.' }).first();
      await welcome.waitFor(TIMEOUT);
      expect(await welcome.innerText()).toMatch(
        /Welkom terug, Eva Visser\. (Het artikel|De \d+ artikelen) van dit bezoek/,
      );

      await visit(page, '/nl/account#details');
      await h1(page).filter({ hasText: 'Mijn account' }).waitFor(TIMEOUT);
      const tabs = page.getByRole('navigation', { name: 'Uw account' });
      for (const tab of ['Bestellingen', 'Gegevens', 'Adressen', 'Privacy']) {
        expect(await tabs.getByRole('link', { name: tab }).count()).toBe(1);
      }
      const passwordForm = page.getByRole('form', { name: 'Uw wachtwoord wijzigen' });
      await passwordForm.getByLabel(/^Huidig wachtwoord/).waitFor(TIMEOUT);
      await passwordForm.getByLabel(/^Nieuw wachtwoord/).fill('wachtwoord1');
      await passwordForm.getByText('Te makkelijk te raden.', { exact: false }).waitFor(TIMEOUT);
      await expectAccessible(page);

      await visit(page, '/nl/account#addresses');
      await page.getByRole('heading', { name: 'Adresboek' }).waitFor(TIMEOUT);
      const addressForm = page.getByRole('form', { name: 'Een adres toevoegen' });
      expect(await addressForm.getByLabel(/^Land/).locator('option[value="BE"]').innerText()).toBe('België');
      await addressForm.getByRole('button', { name: 'Adres opslaan' }).click();
      await addressForm.getByText('Vul dit veld in.').first().waitFor(TIMEOUT);
      await expectAccessible(page);

      await visit(page, '/nl/account#privacy');
      const form = page.getByRole('form', { name: 'Uw account verwijderen' });
      await form.getByLabel(/^Huidig wachtwoord/).fill(password);
      // The English word is no confirmation on a Dutch page.
      await form.getByLabel(/^Typ VERWIJDEREN om te bevestigen/).fill('DELETE');
      await form.getByRole('button', { name: 'Mijn account verwijderen' }).click();
      await form
        .getByText('Typ VERWIJDEREN om te bevestigen dat uw account moet worden verwijderd')
        .waitFor(TIMEOUT);
      await expectAccessible(page);
      await form.getByLabel(/^Typ VERWIJDEREN om te bevestigen/).fill('VERWIJDEREN');
      // The goodbye mail is written in the page's language.
      const deleting = page.waitForRequest((request) => request.url().endsWith('/deleteaccount'));
      await form.getByRole('button', { name: 'Mijn account verwijderen' }).click();
      expect((await deleting).postDataJSON()).toEqual({ confirm: 'DELETE', language: 'nl' });
      await page
        .getByTestId('account-deleted')
        .filter({ hasText: 'Uw account is verwijderd.' })
        .waitFor(TIMEOUT);
    },
  );

  it(
    "names the VAT country in the French checkout's words, and says in German why iDEAL cannot pay",
    { timeout: 180_000 },
    async () => {
      const { page } = session;
      await addToCart(page);
      await visit(page, '/fr/checkout');
      await h1(page).waitFor(TIMEOUT);
      await page.getByTestId('checkout-line').first().waitFor(TIMEOUT);
      await checkoutField(page, 'Pays').selectOption('DE');
      await page
        .getByTestId('checkout-vat')
        .filter({ hasText: /^Dont .+ de TVA \(19 %, Allemagne\)$/ })
        .waitFor(TIMEOUT);
      expect(await page.getByTestId('checkout-shipping').locator('..').innerText()).toContain('Allemagne');
      await expectAccessible(page);

      await visit(page, '/de/checkoutideal');
      await page.getByTestId('checkout-line').first().waitFor(TIMEOUT);
      await checkoutField(page, 'Land').selectOption('BE');
      await page
        .getByText(
          'iDEAL ist nur für diese Lieferländer möglich: Niederlande. Bitte wählen Sie eine andere Zahlungsart.',
        )
        .waitFor(TIMEOUT);
      await expectAccessible(page);
    },
  );

  it('answers an unknown language prefix with the English not-found page', { timeout: 60_000 }, async () => {
    const response = await fetch(new URL('/es/products?p=bags&t=all', shopUrl));
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<html lang="en"/);
    const { page } = session;
    await visit(page, '/es/products');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await h1(page).filter({ hasText: 'Page not found' }).waitFor();
  });

  it(
    'answers an unknown address under /nl, /de or /fr with the not-found page in that language',
    { timeout: 60_000 },
    async () => {
      for (const [path, title] of [
        ['/nl/products?p=shoes', 'Pagina niet gevonden'],
        ['/fr/nothing-here', 'Page introuvable'],
      ] as const) {
        const response = await fetch(new URL(path, shopUrl));
        expect(response.status, path).toBe(404);
        const html = await response.text();
        expect(html, path).toMatch(new RegExp(`<html lang="${path.slice(1, 3)}"`));
        expect(html, path).toContain(title);
      }
      const { page } = session;
      await visit(page, '/de/nothing-here');
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      await h1(page).filter({ hasText: 'Seite nicht gefunden' }).waitFor();
      // The ways on stay in German.
      const ways = page.getByRole('navigation', { name: 'Wie es weitergeht' });
      expect(await ways.getByRole('link', { name: 'Alle Taschen' }).getAttribute('href')).toBe(
        '/de/products?p=bags&t=all',
      );
    },
  );

  it(
    'offers a German browser the German page in one line, never a redirect, until it has chosen',
    { timeout: 120_000 },
    async () => {
      const context = await session.browser.newContext({
        viewport: { width: 1280, height: 900 },
        locale: 'de-DE',
      });
      await context.addInitScript(
        ([key]) => {
          try {
            if (localStorage.getItem(key) === null) localStorage.setItem(key, 'rejected');
          } catch {
            // about:blank has no storage of the shop's.
          }
        },
        [COOKIE_CHOICE_KEY] as const,
      );
      try {
        const page = await context.newPage();
        await visit(page, '/products?p=bags&t=all');
        const offer = page.getByRole('complementary', { name: 'Sprache' });
        const asked = Date.now();
        await offer.waitFor({ timeout: 20_000 });
        // It comes once the page has loaded and the browser is idle.
        const tookMs = Date.now() - asked;
        // Still the English page the shopper asked for.
        expect(new URL(page.url()).pathname).toBe('/products');
        expect(await offer.innerText()).toContain('Diesen Shop gibt es auch auf Deutsch.');
        expect(await offer.getByRole('link', { name: 'Weiter auf Deutsch' }).getAttribute('href')).toBe(
          '/de/products?p=bags&t=all',
        );
        await expectAccessible(page);

        await offer.getByRole('button', { name: 'Nein, danke' }).click();
        await offer.waitFor({ state: 'detached' });
        await visit(page, '/');
        // Give the suggestion twice the time it took above: it stays away once the shopper has chosen.
        await page.waitForTimeout(Math.max(2_000, 2 * tookMs));
        expect(await page.getByRole('complementary', { name: 'Sprache' }).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
  );
});

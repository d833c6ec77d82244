// The storefront's last parts in Dutch, German and French (docs/decisions.md rule 79), in Chromium
// against the seeded stack: the Dutch cart page (lines, coupon, summary with its VAT line, the
// clear-cart question, Buy now) and the header's cart name a screen reader hears, the French
// checkout's reminder consent, the French Notify me form and zoomed pictures, the French return
// form's refusal by the API's code, the French /track's lookup and its orders' failed read, the
// German wishlist page and its failed read, and on a German page the cookie banner, the header's
// and footer's screen-reader names and the newsletter's answer, and on a French cart page what its
// coupon takes off and why it stopped applying, from the API's codes; the German search page with
// the account and Designers menus, the Dutch designers' index and a mail link's page, and the French
// route error page. axe-core checks every page state.
import { Timestamp } from 'firebase-admin/firestore';
import {
  collections,
  formatPrice,
  stockFigures,
  stockSummary,
  type CouponDoc,
  type StoreProduct,
  type Variant,
} from '@shop/domain';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';

const WAIT = { timeout: 30_000 };
const run = Date.now().toString(36);

/** A seeded product in stock in one size, with at least two units. */
async function productInStock(): Promise<StoreProduct & { id: string }> {
  const products = await db().collection(collections.products).where('inStock', '==', true).limit(100).get();
  const found = products.docs.find((doc) => {
    const product = doc.data() as StoreProduct;
    return (
      product.sizesInStock.length === 1 &&
      product.variants.reduce((units, variant) => units + variant.quantity, 0) >= 2
    );
  });
  if (!found) throw new Error('The seeded catalogue has no product in stock in one size');
  return { ...(found.data() as StoreProduct), id: found.id };
}

/** A seeded product with several sizes and more than one picture, copied with its first size sold out. */
async function productWithASoldOutSize(): Promise<{ id: string; title: string }> {
  const snapshot = await db().collection(collections.products).limit(500).get();
  const seeded = snapshot.docs
    .map((doc) => doc.data() as StoreProduct)
    .find(
      (product) =>
        product.online &&
        product.images.length > 1 &&
        new Set(product.variants.map((variant) => variant.size)).size > 1,
    );
  if (!seeded) throw new Error('The seeded store has no product with several sizes and pictures');
  const variants: Variant[] = seeded.variants.map((variant, index) => ({
    ...variant,
    quantity: index === 0 ? 0 : 2,
  }));
  const product: StoreProduct = {
    ...seeded,
    title: `Sac Notify ${run}`,
    variants,
    ...stockSummary(variants),
    ...stockFigures(variants),
    supplierItemId: null,
    handSetStock: [],
  };
  const id = `000-languages-notify-${run}`;
  await db().collection(collections.products).doc(id).set(product);
  return { id, title: product.title };
}

describe("the storefront's last parts in the page's language", () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it(
    'shows the Dutch cart page and the header’s cart name in Dutch, and the French checkout’s consent in French',
    { timeout: 180_000 },
    async () => {
      const { page } = session;
      const product = await productInStock();
      await visit(page, `/view?id=${product.id}`);
      await page.getByRole('button', { name: 'Add to cart' }).first().click(WAIT);
      await page
        .getByTestId('snackbar')
        .filter({ hasText: /Added to your cart|Already in your cart/ })
        .first()
        .waitFor(WAIT);

      await visit(page, '/nl/cart');
      await page.getByRole('heading', { level: 1, name: 'Winkelmand' }).waitFor(WAIT);
      // The header's cart as a screen reader names it.
      await page.getByRole('link', { name: 'Winkelmand, 1 artikel' }).waitFor(WAIT);
      const line = page.getByTestId('cart-line');
      await line.waitFor(WAIT);
      expect(await line.getByLabel(`Aantal van ${product.title}`).count()).toBe(1);
      expect(await line.getByRole('button', { name: `${product.title} verwijderen` }).count()).toBe(1);
      expect(await line.innerText()).toMatch(/Prijs: € [\d.]+,\d{2}/);

      const summary = page.getByRole('complementary', { name: 'Overzicht van uw bestelling' });
      expect(await summary.getByRole('heading', { name: 'Kortingscode' }).count()).toBe(1);
      expect(await summary.getByLabel('Vul uw kortingscode in als u er een hebt').count()).toBe(1);
      expect(await summary.locator('dt').allInnerTexts()).toEqual([
        'Subtotaal',
        'Verzending (schatting)',
        'Totaal',
      ]);
      expect(await summary.getByTestId('cart-vat').innerText()).toMatch(/^Inclusief € [\d.]+,\d{2} btw/);
      expect(await summary.innerText()).toContain('Verzendkosten getoond voor levering in Nederland.');
      const buyNow = summary.getByRole('region', { name: 'Direct kopen' });
      expect(await buyNow.getByText('Of koop direct').count()).toBe(1);
      expect(await page.getByTestId('cart-sticky-summary').innerText()).toMatch(/Totaal/);
      await expectAccessible(page);

      // Clearing asks first, in Dutch; keeping the items keeps them.
      await page.getByRole('button', { name: 'Winkelmand leegmaken' }).click();
      const question = page.getByRole('group', { name: 'Het artikel uit uw winkelmand verwijderen?' });
      await question.waitFor(WAIT);
      await expectAccessible(page);
      await question.getByRole('button', { name: 'Mijn artikelen houden' }).click();
      await question.waitFor({ state: 'detached' });

      // The checkout's reminder consent, in the words the server stores with it (in French here).
      await visit(page, '/fr/checkout');
      await page
        .getByRole('checkbox', {
          name: 'Envoyez-moi un rappel par e-mail avec mes articles si je ne règle pas cette commande.',
        })
        .waitFor(WAIT);
    },
  );

  it(
    'shows Notify me, the zoomed pictures and the return form’s refusal in French',
    { timeout: 180_000 },
    async () => {
      const { page } = session;
      const { id, title } = await productWithASoldOutSize();
      await visit(page, `/fr/view?id=${id}`);
      await page.getByRole('button', { name: 'M’avertir du retour d’une taille' }).click(WAIT);
      const form = page.getByRole('group', { name: 'M’avertir de son retour' });
      await form.waitFor(WAIT);
      expect(await form.innerText()).toContain('Nous vous écrivons une fois dès le retour de cette taille');
      // Not an e-mail address: the API's refusal (400, its field), said in French.
      const email = form.getByLabel('Adresse e-mail');
      await email.fill('pas-une-adresse');
      await form.getByRole('button', { name: 'M’avertir', exact: true }).click();
      await form.getByRole('alert').getByText('Veuillez saisir une adresse e-mail valide.').waitFor(WAIT);
      await expectAccessible(page);
      await email.fill(`notify-fr-${run}@example.fr`);
      await form.getByRole('button', { name: 'M’avertir', exact: true }).click();
      await page
        .getByTestId('notify-me-done')
        .getByText(/^Merci\. Veuillez confirmer votre adresse/)
        .waitFor(WAIT);

      // The pictures full screen: the viewer's names and its line in French.
      await page.getByRole('button', { name: /^Ouvrir l’image 1 sur \d+ en plein écran$/ }).click();
      const viewer = page.getByRole('dialog', { name: `${title} : images en plein écran` });
      await viewer.waitFor(WAIT);
      expect(await viewer.getByRole('button', { name: 'Fermer' }).count()).toBe(1);
      expect(await viewer.getByRole('button', { name: 'Image suivante' }).count()).toBe(1);
      expect(await viewer.getByText(/^Image 1 sur \d+ · Pincez, touchez deux fois/).count()).toBe(1);
      await expectAccessible(page);
      await viewer.getByRole('button', { name: 'Fermer' }).click();
      await viewer.waitFor({ state: 'hidden' });

      // An order number that is no order of that address: the API's 404, said in French.
      await visit(page, '/fr/returnform');
      await page.getByLabel('Numéro de commande').fill(`MB-NONE-${run}`);
      await page
        .getByRole('main')
        .getByLabel(/^E-mail/)
        .fill(`return-fr-${run}@example.fr`);
      await page.getByLabel('Articles à retourner').fill('Un sac');
      await page.getByLabel('Motif').fill('Trop grand');
      const sent = page.waitForRequest((request) => request.url().endsWith('/returnrequest'));
      await page.getByRole('button', { name: 'Envoyer la demande de retour' }).click();
      // The request names the page's language: its receipt would be written in French.
      expect((await sent).postDataJSON()).toMatchObject({ language: 'fr' });
      await page.getByText(/^Nous n’avons trouvé aucune commande avec ce numéro/).waitFor(WAIT);
      await expectAccessible(page);
    },
  );

  it('shows /track’s lookup in French and the wishlist page in German', { timeout: 180_000 }, async () => {
    const { page } = session;
    // This browser placed no order: the lookup leads, then the line that says where orders show.
    await visit(page, '/fr/track');
    const lookup = page.getByRole('region', { name: 'Retrouver une commande' });
    await lookup.waitFor(WAIT);
    expect(await lookup.innerText()).toContain('Vous avez commandé sur un autre appareil');
    expect(await lookup.getByLabel('Numéro de commande').count()).toBe(1);
    expect(await lookup.getByLabel(/^E-mail/).count()).toBe(1);
    expect(await lookup.getByRole('button', { name: 'Retrouver la commande' }).count()).toBe(1);
    await page.getByRole('heading', { level: 2, name: 'Vos commandes' }).waitFor(WAIT);
    await page.getByText('Les commandes que vous passez dans ce navigateur sont listées ici.').waitFor(WAIT);
    await expectAccessible(page);

    const product = await productInStock();
    await visit(page, `/de/view?id=${product.id}`);
    await page.getByRole('button', { name: 'Auf die Wunschliste' }).first().click(WAIT);
    await page.getByRole('button', { name: 'Auf Ihrer Wunschliste' }).first().waitFor(WAIT);
    // The heart's answer in German too.
    await page
      .getByTestId('snackbar')
      .filter({ hasText: 'Auf Ihrer Wunschliste gespeichert' })
      .first()
      .waitFor(WAIT);
    await visit(page, '/de/wishlist');
    const items = page.getByRole('list', { name: 'Artikel auf Ihrer Wunschliste' });
    const item = items.getByTestId('wishlist-item').filter({ has: page.locator(`[href$="${product.id}"]`) });
    await item.waitFor(WAIT);
    expect(await item.getByRole('button', { name: /^IN DEN WARENKORB / }).innerText()).toBe(
      'In den Warenkorb',
    );
    expect(await item.getByRole('link', { name: /^PRODUKT ANSEHEN / }).innerText()).toBe('Produkt ansehen');
    const remove = item.getByRole('button', { name: /^ENTFERNEN / });
    expect(await remove.innerText()).toBe('Entfernen');
    // A visitor without an account is told how to get the wishlist alerts.
    expect(await page.getByTestId('wishlist-alerts').innerText()).toBe(
      'Melden Sie sich mit einem Konto an, um Benachrichtigungen zur Wunschliste per E-Mail zu erhalten.',
    );
    await expectAccessible(page);
    await remove.click();
    const removed = page
      .getByTestId('snackbar')
      .filter({ hasText: 'Von Ihrer Wunschliste entfernt' })
      .first();
    await removed.waitFor(WAIT);
    await removed.getByRole('button', { name: 'Meldung schließen' }).click();
    await removed.waitFor({ state: 'detached' });

    // A wishlist that could not be read (its Firestore query aborted) says so in German, and
    // "Erneut versuchen" reads it again.
    const wishlistRead = /\/documents\/wishlists\/[^/]+:runQuery/;
    await page.route(wishlistRead, (route) => route.abort());
    try {
      await visit(page, '/de/wishlist');
      const failed = page
        .getByRole('alert')
        .filter({ hasText: 'Ihre Wunschliste konnte nicht geladen werden' });
      await failed
        .getByText('Ihre Wunschliste konnte nicht geladen werden. Bitte versuchen Sie es erneut.')
        .waitFor(WAIT);
    } finally {
      await page.unroute(wishlistRead);
    }
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.getByTestId('empty-wishlist').or(items).first().waitFor(WAIT);

    // /track's orders that could not be read (no connection to the API) say so in French.
    const trackRead = '**/api/v1/main/gettrackallitems/**';
    await page.route(trackRead, (route) => route.abort());
    try {
      await visit(page, '/fr/track');
      await page
        .getByRole('alert')
        .filter({ hasText: 'Vos commandes n’ont pas pu être chargées' })
        .getByText('La boutique est injoignable. Vérifiez votre connexion et réessayez.')
        .waitFor(WAIT);
    } finally {
      await page.unroute(trackRead);
    }
  });

  it(
    'asks about cookies in German, with the header’s and footer’s names and the newsletter’s answer in German',
    { timeout: 180_000 },
    async () => {
      // A first visit: no answer about analytics cookies yet, so the banner asks.
      const visitor = await openBrowser({ cookieChoice: null });
      try {
        const { page } = visitor;
        await visit(page, '/de');
        const banner = page.getByRole('region', { name: 'Analyse-Cookies', exact: true });
        await banner.waitFor(WAIT);
        expect(await banner.innerText()).toContain('Dürfen wir Cookies von Google Analytics verwenden');
        expect(await banner.getByRole('link', { name: 'Cookie-Richtlinie' }).getAttribute('href')).toBe(
          '/de/cookie',
        );
        expect(await banner.getByRole('button', { name: 'Analyse akzeptieren' }).count()).toBe(1);
        await expectAccessible(page);
        await banner.getByRole('button', { name: 'Analyse ablehnen' }).click();
        await banner.waitFor({ state: 'detached' });

        // Names only a screen reader hears.
        const header = page.getByRole('banner');
        expect(await header.getByRole('button', { name: 'Kontomenü' }).count()).toBe(1);
        expect(await header.getByRole('link', { name: 'Warenkorb, 0 Artikel' }).count()).toBe(1);
        expect(await header.getByRole('link', { name: 'Wunschliste, 0 Artikel' }).count()).toBe(1);
        const search = page.getByRole('search').getByRole('combobox', { name: 'Produkte suchen' });
        expect(await search.getAttribute('placeholder')).toBe('Designer, Taschen suchen…');
        const footer = page.getByRole('contentinfo');
        await footer.getByRole('list', { name: 'Folgen Sie uns' }).waitFor(WAIT);
        expect(
          await footer.getByRole('link', { name: 'Instagram (öffnet in einem neuen Tab)' }).count(),
        ).toBe(1);
        expect(await footer.getByRole('list', { name: 'Akzeptierte Zahlungsarten' }).count()).toBe(1);

        // The newsletter's answer.
        await footer.getByLabel('E-Mail-Adresse').fill(`newsletter-de-${run}@example.de`);
        await footer.getByRole('button', { name: 'Abonnieren' }).click();
        await footer.getByText(/^Vielen Dank\. Bitte bestätigen Sie Ihre Anmeldung/).waitFor(WAIT);
        await expectAccessible(page);
      } finally {
        await visitor.close();
      }
    },
  );

  it(
    'says on a French cart page what its coupon takes off and why it stopped applying, in French',
    { timeout: 180_000 },
    async () => {
      const { page } = session;
      const product = await productInStock();
      const code = `FR${run}`.toUpperCase();
      const coupon = db().collection(collections.coupons).doc(`languages-${run}`);
      await coupon.set({
        code,
        discount: { kind: 'fixed', amount: 1_500 },
        label: '15',
        minimumGoods: null,
        expiresAt: null,
        maxRedemptions: null,
        redemptions: 0,
        createdAt: Timestamp.now(),
      } satisfies CouponDoc);
      try {
        await visit(page, `/fr/view?id=${product.id}`);
        await page.getByRole('button', { name: 'Ajouter au panier' }).first().click(WAIT);
        // The button's answer in French.
        await page
          .getByTestId('snackbar')
          .filter({ hasText: /Ajouté à votre panier|Déjà dans votre panier/ })
          .first()
          .waitFor(WAIT);

        await visit(page, '/fr/cart');
        await page.getByLabel('Saisissez votre code promo si vous en avez un').fill(code.toLowerCase());
        await page.getByRole('button', { name: 'Vérifier' }).click();
        const status = page.getByTestId('coupon-status');
        await status.waitFor(WAIT);
        // The API's English "€ 15,00 off", said from its discount.
        expect(await status.innerText()).toBe(
          `Code ${code} appliqué : ${formatPrice('fr', 1_500)} de remise`,
        );

        // The coupon now asks more than the cart holds: the API says why by its code and value.
        await coupon.update({ minimumGoods: 10_000_000 });
        await page.reload();
        await status.waitFor(WAIT);
        expect(await status.innerText()).toBe(
          `Le code ${code} ne donne pas de remise pour l’instant : ce code demande une commande d’au moins ${formatPrice('fr', 10_000_000)}`,
        );
        await expectAccessible(page);
        await page.getByRole('button', { name: 'Retirer la remise' }).click();
        await page.getByRole('button', { name: 'Retirer la remise' }).waitFor({ state: 'detached' });
      } finally {
        await coupon.delete();
      }
    },
  );
  it(
    'shows the search page with the account and Designers menus in German, the designers’ index and a mail link’s page in Dutch, and a route’s error page in French',
    { timeout: 180_000 },
    async () => {
      const { page } = session;
      await visit(page, '/de/search?q=tasche');
      await page.getByRole('heading', { level: 1, name: 'Suchergebnisse für „tasche“' }).waitFor(WAIT);
      await page.getByRole('heading', { level: 2, name: /^[\d.]+ Produkte?$/ }).waitFor(WAIT);
      expect(await page.title()).toMatch(/^Suche: tasche/);
      await expectAccessible(page);

      // The account menu's items (a visitor without an account) and the Designers menu's panel.
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Kontomenü' }).click();
      const items = header.getByRole('list', { name: 'Konto' });
      await items.waitFor(WAIT);
      expect(await items.getByRole('link').allInnerTexts()).toEqual(['Anmelden', 'Registrieren', 'Kontakt']);
      await header.getByRole('button', { name: 'Kontomenü' }).click();
      await header.getByRole('button', { name: 'Designer', exact: true }).click();
      await header.getByRole('link', { name: 'Alle Designer von A bis Z' }).waitFor(WAIT);
      await header.getByRole('list', { name: 'Designer' }).getByRole('link').first().waitFor(WAIT);
      await expectAccessible(page);

      await visit(page, '/nl/designers');
      await page.getByRole('navigation', { name: 'Ontwerpers per letter' }).waitFor(WAIT);
      const kinds = page
        .getByRole('main')
        .getByRole('link', { name: /^.+: \d+ (tas|tassen|accessoire|accessoires)$/ });
      await kinds.first().waitFor(WAIT);
      expect(await kinds.first().innerText()).toMatch(/^\d+ (tas|tassen|accessoire|accessoires)$/);
      await expectAccessible(page);

      // A newsletter link the API does not know (404): its page says so in Dutch.
      await visit(page, `/nl/newsletter/unsubscribe?token=${randomBytes(32).toString('hex')}`);
      await page.getByRole('heading', { level: 1, name: 'Uitschrijven voor de nieuwsbrief' }).waitFor(WAIT);
      await page
        .getByRole('alert')
        .getByText('Deze uitschrijflink is niet geldig, of het adres was al uitgeschreven.')
        .waitFor(WAIT);
      expect(await page.getByRole('link', { name: 'Verder winkelen' }).getAttribute('href')).toBe('/nl');
      await expectAccessible(page);

      // A page whose script cannot be downloaded (as after a deploy, or offline): the shop reloads
      // once, then shows the route's error page in the page's language.
      await page.route('**/assets/faq-*.js', (route) => route.abort());
      try {
        // Not visit(): a page that failed never marks itself ready.
        await page.goto(new URL('/fr/faq', page.url()).toString());
        await page.getByRole('heading', { level: 1, name: 'Une erreur est survenue' }).waitFor(WAIT);
        await page
          .getByRole('alert')
          .getByText(/^Cette page n’a pas pu être chargée\. Une nouvelle version de la boutique/)
          .waitFor(WAIT);
        expect(await page.getByRole('button', { name: 'Recharger la page' }).count()).toBe(1);
        expect(await page.title()).toMatch(/^Une erreur est survenue/);
        await expectAccessible(page);
      } finally {
        await page.unroute('**/assets/faq-*.js');
      }
    },
  );
});

import { shopConfig } from '@shop/domain';
import { paths } from '@/config/paths';
import {
  InformationPage,
  InformationSection,
  PointList,
} from '@/features/information/components/information-page';
import { Link } from '@/components/ui/link';
import shop from '@/components/ui/shop.module.css';
import info from '@/features/information/components/information.module.css';

/** Opens the cookie banner again, showing the answer given (features/consent/api/shop-events.ts). */
function askAgain() {
  (window.shopEvents ??= []).push({ name: 'cookie_settings', detail: null });
}

/**
 * /cookie: what the shop stores in the browser. Where analytics is configured, also Google Analytics'
 * cookies, set only with the shopper's consent, and the place to change that answer.
 */
export function Component() {
  return (
    // Its "Change your answer" button needs the page hydrated where the shop has analytics.
    <InformationPage
      english
      textOnly={!__SHOP_ANALYTICS__}
      title="Cookie policy"
      description={
        __SHOP_ANALYTICS__
          ? `${shopConfig.name} stores what the shop needs to work in your browser, and Google Analytics cookies only if you accept them.`
          : `${shopConfig.name} stores only what the shop needs to work in your browser: no advertising or tracking cookies.`
      }
      lead={
        __SHOP_ANALYTICS__
          ? 'We store what the shop needs to work. Analytics cookies are set only if you accept them; we use no advertising cookies.'
          : 'We store only what the shop needs to work. We use no advertising or tracking cookies.'
      }
    >
      <InformationSection title="What your browser keeps for us">
        <PointList
          points={[
            'Your visitor number and, if you sign in, your session (browser storage of our sign-in service, Firebase Authentication). Without it your cart and wishlist would be lost on every page.',
            'The note you write for your order, until you pay.',
            ...(__SHOP_ANALYTICS__ ? ['Your answer about analytics cookies, so we ask only once.'] : []),
            'During checkout our payment provider Stripe may set cookies to prevent fraud.',
          ]}
        />
      </InformationSection>
      {__SHOP_ANALYTICS__ && (
        <InformationSection title="Analytics cookies, only if you accept">
          <p>
            With your consent we use Google Analytics (Firebase Analytics) to count visits and see which pages
            and products are viewed, added to carts and bought, so we can improve the shop. It sets the
            cookies <code>_ga</code> and <code>_ga_…</code> (kept up to 2 years) and sends Google the pages
            and products you view and, for an order, its number, items and amounts, with an anonymous number
            for your browser: never your name, address or e-mail address. Advertising features are off.
            Without your consent nothing is loaded from Google and no such cookie is set.
          </p>
          <p>We ask in a banner at the bottom of the page. You can change your answer at any time:</p>
          <button
            type="button"
            className={`${shop.button} ${shop.outline} ${info.spaced}`}
            onClick={askAgain}
          >
            Change your answer
          </button>
        </InformationSection>
      )}
      <InformationSection title="Removing them">
        <p>
          You can clear them in your browser's settings at any time. You then start as a new visitor with an
          empty cart and wishlist; signing in to your account brings your wishlist and orders back.
        </p>
        <p>
          More about your data: <Link to={paths.privacy.href()}>privacy policy</Link>.
        </p>
      </InformationSection>
    </InformationPage>
  );
}

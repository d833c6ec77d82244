import { shopConfig } from '@shop/domain';
import { fillNodes } from '@/app/i18n/fill-nodes';
import { fill, words } from '@/app/i18n/page-language';
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
  const { cookiePage: text, pages } = words();
  const shopName = shopConfig.name;
  return (
    // Its "Change your answer" button needs the page hydrated where the shop has analytics.
    <InformationPage
      textOnly={!__SHOP_ANALYTICS__}
      title={pages.cookiePolicy}
      description={fill(__SHOP_ANALYTICS__ ? text.descriptionAnalytics : text.description, {
        shop: shopName,
      })}
      lead={__SHOP_ANALYTICS__ ? text.leadAnalytics : text.lead}
    >
      <InformationSection title={text.keepsTitle}>
        <PointList
          points={[
            text.keepsVisitor,
            text.keepsNote,
            ...(__SHOP_ANALYTICS__ ? [text.keepsAnswer] : []),
            text.keepsStripe,
          ]}
        />
      </InformationSection>
      {__SHOP_ANALYTICS__ && (
        <InformationSection title={text.analyticsTitle}>
          <p>{fillNodes(text.analytics, { ga: <code>_ga</code>, gaStream: <code>_ga_…</code> })}</p>
          <p>{text.askedIn}</p>
          <button
            type="button"
            className={`${shop.button} ${shop.outline} ${info.spaced}`}
            onClick={askAgain}
          >
            {text.changeAnswer}
          </button>
        </InformationSection>
      )}
      <InformationSection title={text.removingTitle}>
        <p>{text.removing}</p>
        <p>{fillNodes(text.more, { privacy: <Link to={paths.privacy.href()}>{text.privacyLink}</Link> })}</p>
      </InformationSection>
    </InformationPage>
  );
}

import { DELIVERY_PROMISE_SHORT, POLICY_TEXTS, shopConfig } from '@shop/domain';
import { paths } from '@/config/paths';
import { CompanyDetails } from '@/features/information/components/company-details';
import {
  InformationPage,
  InformationSection,
  PointList,
} from '@/features/information/components/information-page';
import { Link } from '@/components/ui/link';
import info from '@/features/information/components/information.module.css';

/** /about */
export function Component() {
  return (
    <InformationPage
      textOnly
      title="About us"
      description={`${shopConfig.name} is an online shop for designer bags and accessories from the Netherlands, with free shipping within Europe and ${shopConfig.returns.days}-day returns.`}
      lead={`${shopConfig.name} is an online boutique for designer bags and accessories, based in ${__SHOP_IDENTITY__.address.city}, the Netherlands.`}
    >
      <InformationSection title="What we do">
        <p>
          We bring together the bags and accessories of the great fashion houses and of new names: totes,
          shoulder bags and clutches, belts, wallets, scarves, sunglasses and jewellery. Our stock changes
          often, so there is always something new to discover, and the pieces you see are the pieces we can
          ship.
        </p>
        <p>{POLICY_TEXTS.vat} What you see on the product page is what you pay for the item.</p>
      </InformationSection>

      <InformationSection title="Our promises">
        <PointList
          points={[
            'Free shipping within Europe.',
            `${DELIVERY_PROMISE_SHORT} within Europe, with an express courier and tracking.`,
            `A ${shopConfig.returns.days}-day return period and one free exchange per item.`,
            'Secure payment by card, iDEAL or PayPal.',
            `A real person answers your questions, ${shopConfig.hours.label}.`,
          ]}
        />
        <p className={info.spaced}>{POLICY_TEXTS.deliveryTimes}</p>
      </InformationSection>

      <InformationSection title="Find your designer">
        <p>
          Browse <Link to={paths.designers.href()}>all our designers from A to Z</Link>, see what is new in{' '}
          <Link to={paths.newIn.href({ p: 'bags', t: 'all' })}>bags</Link> and{' '}
          <Link to={paths.newIn.href({ p: 'accessories', t: 'all' })}>accessories</Link>, or find a bargain
          among the <Link to={paths.sale.href({ p: 'bags', t: 'all' })}>bags</Link> and{' '}
          <Link to={paths.sale.href({ p: 'accessories', t: 'all' })}>accessories</Link> on sale.
        </p>
      </InformationSection>

      <InformationSection title="Company details">
        <CompanyDetails />
      </InformationSection>
    </InformationPage>
  );
}

import { Text } from '@chakra-ui/react/text';
import { POLICY_TEXTS, shopConfig } from '@shop/domain';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/ui/router-link';
import { CompanyDetails } from '@/features/information/components/company-details';
import {
  InformationPage,
  InformationSection,
  PointList,
} from '@/features/information/components/information-page';

/** /about */
export function Component() {
  return (
    <InformationPage
      title="About us"
      description={`${shopConfig.name} is an online shop for designer bags and accessories from the Netherlands, with free shipping within Europe and ${shopConfig.returns.days}-day returns.`}
      lead={`${shopConfig.name} is an online boutique for designer bags and accessories, based in ${shopConfig.address.city}, the Netherlands.`}
    >
      <InformationSection title="What we do">
        <Text>
          We bring together the bags and accessories of the great fashion houses and of new names: totes,
          shoulder bags and clutches, belts, wallets, scarves, sunglasses and jewellery. Our stock changes
          often, so there is always something new to discover, and the pieces you see are the pieces we can
          ship.
        </Text>
        <Text>
          Every price is in euro and includes {shopConfig.vatRatePercent}% VAT. What you see on the product
          page is what you pay for the item.
        </Text>
      </InformationSection>

      <InformationSection title="Our promises">
        <PointList
          points={[
            'Free shipping within Europe.',
            'Shipping with an express courier, with tracking.',
            `A ${shopConfig.returns.days}-day return period and one free exchange per item.`,
            'Secure payment by card, iDEAL or PayPal.',
            `A real person answers your questions, ${shopConfig.hours.label}.`,
          ]}
        />
        <Text mt="3">{POLICY_TEXTS.deliveryTimes}</Text>
      </InformationSection>

      <InformationSection title="Find your designer">
        <Text>
          Browse <RouterLink to={paths.designers.href()}>all our designers from A to Z</RouterLink>, see what
          is new in <RouterLink to={paths.newIn.href({ p: 'bags', t: 'all' })}>bags</RouterLink> and{' '}
          <RouterLink to={paths.newIn.href({ p: 'accessories', t: 'all' })}>accessories</RouterLink>, or find
          a bargain among the <RouterLink to={paths.sale.href({ p: 'bags', t: 'all' })}>bags</RouterLink> and{' '}
          <RouterLink to={paths.sale.href({ p: 'accessories', t: 'all' })}>accessories</RouterLink> on sale.
        </Text>
      </InformationSection>

      <InformationSection title="Company details">
        <CompanyDetails />
      </InformationSection>
    </InformationPage>
  );
}

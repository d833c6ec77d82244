import { POLICY_TEXTS, shopConfig } from '@shop/domain';
import { paths } from '@/config/paths';
import { InformationPage, InformationSection } from '@/features/information/components/information-page';
import { Link } from '@/components/ui/link';

/** /terms: the general terms and conditions. Figures come from the shop config and its identity (docs/decisions.md rules 24 and 45). */
export function Component() {
  return (
    <InformationPage
      english
      textOnly
      title="Terms and conditions"
      description={`The terms and conditions for buying at ${shopConfig.name}: prices, ordering, payment, delivery, returns and liability.`}
      lead={`These terms apply to every order placed at ${shopConfig.name}.`}
    >
      <InformationSection title="1. Who we are">
        <p>
          {__SHOP_IDENTITY__.legalName}, {__SHOP_IDENTITY__.address.street},{' '}
          {__SHOP_IDENTITY__.address.postcode} {__SHOP_IDENTITY__.address.city},{' '}
          {__SHOP_IDENTITY__.address.countryName}. Chamber of Commerce (KvK) {__SHOP_IDENTITY__.kvkNumber},
          VAT number {__SHOP_IDENTITY__.vatNumber}. E-mail{' '}
          <a href={`mailto:${__SHOP_IDENTITY__.email}`}>{__SHOP_IDENTITY__.email}</a>, phone{' '}
          {__SHOP_IDENTITY__.phone}.
        </p>
      </InformationSection>
      <InformationSection title="2. Prices">
        <p>
          {POLICY_TEXTS.vat} Shipping costs are shown in the cart before you pay. {POLICY_TEXTS.duties}{' '}
          Obvious mistakes in prices do not bind us.
        </p>
      </InformationSection>
      <InformationSection title="3. Your order">
        <p>
          The contract is made when you have paid and we have confirmed your order by e-mail. We may cancel an
          order if an item turns out to be unavailable; we then refund what you paid in full.
        </p>
      </InformationSection>
      <InformationSection title="4. Payment">
        <p>
          You pay in advance by credit card, iDEAL or PayPal (see{' '}
          <Link to={paths.paymentMethods.href()}>payment methods</Link>).
        </p>
      </InformationSection>
      <InformationSection title="5. Delivery">
        <p>
          {POLICY_TEXTS.processing} {POLICY_TEXTS.deliveryTimes} {POLICY_TEXTS.shippingCost} The risk passes
          to you on delivery.
        </p>
      </InformationSection>
      <InformationSection title="6. Right of withdrawal and returns">
        <p>
          You may withdraw from the purchase without giving a reason:{' '}
          {POLICY_TEXTS.returnWindow.toLowerCase()} Follow the{' '}
          <Link to={paths.returnPolicy.href()}>return policy</Link>. {POLICY_TEXTS.refunds}
        </p>
      </InformationSection>
      <InformationSection title="7. Guarantee and liability">
        <p>
          Every item is authentic and as described. You keep your statutory rights if an item does not conform
          to the contract. Our liability is limited to the amount paid for the order, except in case of intent
          or gross negligence.
        </p>
      </InformationSection>
      <InformationSection title="8. Privacy">
        <p>
          We handle your personal data as described in our{' '}
          <Link to={paths.privacy.href()}>privacy policy</Link>.
        </p>
      </InformationSection>
      <InformationSection title="9. Law and disputes">
        <p>
          Dutch law applies. Please contact us first with any complaint; we answer within 14 days. Consumers
          in the EU keep the protection of the law of the country they live in.
        </p>
      </InformationSection>
    </InformationPage>
  );
}

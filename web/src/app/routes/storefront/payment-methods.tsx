import { POLICY_TEXTS, shopConfig } from '@shop/domain';
import { PaymentIcons } from '@/features/navigation/components/payment-icons';
import { InformationPage, InformationSection } from '@/features/information/components/information-page';

/** /paymentdocs: how shoppers can pay (storefront.md section 9). */
export function Component() {
  return (
    <InformationPage
      textOnly
      title="Payment methods"
      description={`Pay at ${shopConfig.name} by credit card, iDEAL or PayPal. All prices in euro including VAT.`}
      lead="Pay safely in euro by credit card, iDEAL or PayPal."
    >
      <PaymentIcons />
      <InformationSection title="Credit card">
        <p>
          We accept {shopConfig.cardBrands.join(', ')}. Your card details go straight to our payment provider
          and never reach our servers. Your bank may ask you to confirm the payment in its app (3-D Secure).
        </p>
      </InformationSection>
      <InformationSection title="iDEAL">
        <p>
          For shoppers with a Dutch bank account (Netherlands only): choose your bank and confirm the payment
          in your banking app. You then return to the shop automatically.
        </p>
      </InformationSection>
      <InformationSection title="PayPal">
        <p>Pay with your PayPal account balance or the cards linked to it.</p>
      </InformationSection>
      <InformationSection title="Prices and charges">
        <p>
          {POLICY_TEXTS.vat} You pay the total shown in your cart at checkout; we charge no payment fees. Your
          order is confirmed once the payment has been received.
        </p>
      </InformationSection>
    </InformationPage>
  );
}

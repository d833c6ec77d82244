import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_COUNTRY, walletCustomerDetails, type WalletPayer } from '@shop/domain';
import button from '@/components/ui/button.module.css';
import { paths } from '@/config/paths';
import { quoteExpress, startExpressPayment } from '../api/express-checkout';
import { runTestPayment } from '../api/run-test-payment';
import { buyNowFailureText, type ExpressPartProps } from './express-part';
import styles from './express-checkout-slot.module.css';

/** What the test wallet hands over, as a phone's wallet would: a payer in Amsterdam. */
const TEST_PAYER: WalletPayer = {
  name: 'Wallet Tester',
  email: 'wallet.tester@example.nl',
  phone: '+31 6 1234 5678',
  line1: 'Keizersgracht 1',
  line2: '',
  city: 'Amsterdam',
  state: '',
  postalCode: '1015 AA',
  country: DEFAULT_COUNTRY,
};

/**
 * The local stack's stand-in for the wallets (Stripe's Express Checkout Element cannot render without
 * Stripe): one button that plays a wallet sheet's steps against the real server path: the quote for
 * the wallet's address, the order at the amount the "sheet" showed, then the test payment provider's
 * signed success to the webhook (docs/decisions.md rule 5), and on to the thank-you page.
 */
export default function ExpressTestWallet({ source, onMessage }: ExpressPartProps) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function buyNow() {
    setBusy(true);
    onMessage(null);
    try {
      const quote = await quoteExpress(source, TEST_PAYER.country);
      const charge = await startExpressPayment(
        source,
        'google_pay',
        quote.amount,
        walletCustomerDetails(TEST_PAYER),
      );
      await runTestPayment(charge.orderId, 'succeeded', 'card');
      navigate(`${paths.thankYou.href()}?order=${encodeURIComponent(charge.orderId)}`);
    } catch (error) {
      onMessage(buyNowFailureText(error));
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={`${button.button} ${button.lg} ${button.outline} ${styles.wide}`}
      onClick={() => void buyNow()}
      disabled={busy}
    >
      {busy ? 'Paying with the test wallet…' : 'Buy now with the test wallet'}
    </button>
  );
}

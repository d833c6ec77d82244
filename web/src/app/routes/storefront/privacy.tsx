import {
  CHECKOUT_REMINDER_DELAY_HOURS,
  CHECKOUT_REMINDER_RETENTION_DAYS,
  CONTACT_MESSAGE_RETENTION_DAYS,
  IDLE_VISITOR_RETENTION_DAYS,
  MAIL_RETENTION_DAYS,
  NOTIFY_ME_CONFIRM_HOURS,
  NOTIFY_ME_EXPIRY_DAYS,
  retentionPeriod,
  ORDER_PERSONAL_DATA_RETENTION_YEARS,
  RETURN_REQUEST_RETENTION_DAYS,
  shopConfig,
  UNPAID_ORDER_RETENTION_DAYS,
  WISHLIST_ALERT_NEWS_DAYS,
} from '@shop/domain';
import { paths } from '@/config/paths';
import {
  InformationPage,
  InformationSection,
  PointList,
} from '@/features/information/components/information-page';
import { Link } from '@/components/ui/link';
import info from '@/features/information/components/information.module.css';

/** /privacy: what personal data the shop keeps, why, and the shopper's rights (GDPR). */
export function Component() {
  return (
    <InformationPage
      english
      textOnly
      title="Privacy policy"
      description={`How ${shopConfig.name} handles your personal data: what we keep, why, for how long, and your rights.`}
      lead={`${__SHOP_IDENTITY__.legalName} is responsible for the personal data described here.`}
    >
      <InformationSection title="What we keep and why">
        <PointList
          points={[
            'A visitor number your browser receives on your first visit, so your cart and wishlist stay yours.',
            'Your order: name, address, e-mail address, phone number (optional), the items and the payment status, to deliver it and for our accounts.',
            'Your account, if you make one: name, e-mail address and a securely stored password.',
            'Your e-mail address when you join the newsletter, to send it to you.',
            'Your e-mail address when you ask "Notify me" for a sold-out item, with the item, the size, when you asked, that you agreed and where: to e-mail you once when it is back. A new address is asked to confirm first.',
            'If you switch on wishlist alerts (an account with a confirmed address): that you agreed, when and where, and which saved pieces went on sale or came back since our last e-mail, to send you at most one e-mail a day about them.',
            `If you tick the reminder box at the checkout: your e-mail address, first name and the pieces of that order, with when you agreed, to send you one reminder ${CHECKOUT_REMINDER_DELAY_HOURS} hours later if the order is still unpaid, your cart unchanged and the pieces in stock.`,
            'Messages from the contact form and return requests, to answer and handle them.',
          ]}
        />
        <p className={info.spaced}>
          We use your data only for these purposes and never sell it. Card details go straight to our payment
          provider and never reach us.
        </p>
      </InformationSection>
      <InformationSection title="Who processes it for us">
        <p>
          Our shop runs on Google Firebase (hosting, database, sign-in) in the European Union. Payments are
          handled by Stripe and PayPal. They process data only on our instructions.
        </p>
        {__SHOP_ANALYTICS__ && (
          <p>
            Only if you accept analytics cookies, Google Analytics measures which pages and products are
            viewed and bought, without advertising features (see the{' '}
            <Link to={paths.cookiePolicy.href()}>cookie policy</Link>).
          </p>
        )}
      </InformationSection>
      <InformationSection title="How long we keep it">
        <PointList
          points={[
            `Orders: the figures for ${ORDER_PERSONAL_DATA_RETENTION_YEARS} years after the end of the year of the order, as Dutch tax law requires. After that we remove your name, address, e-mail address and phone number from them; only the country stays, with the amounts.`,
            `Invoices and credit notes: kept as they were issued, with the name and address printed on them, for at least ${ORDER_PERSONAL_DATA_RETENTION_YEARS} years after the end of the year they were issued in, as Dutch tax law requires. Deleting your account does not change or remove them.`,
            `An order that is never paid: deleted ${UNPAID_ORDER_RETENTION_DAYS} days after it was placed.`,
            `The cart and wishlist of a visit without an account: deleted once they have not changed for ${IDLE_VISITOR_RETENTION_DAYS} days. Those of an account stay until you delete the account.`,
            `Your account, its address book, cart and wishlist: until you delete your account.`,
            `Contact messages: ${retentionPeriod(CONTACT_MESSAGE_RETENTION_DAYS)} after you sent them. Return requests: ${retentionPeriod(RETURN_REQUEST_RETENTION_DAYS)} after you made them.`,
            `Newsletter addresses: until you unsubscribe.`,
            `"Notify me" requests: until we have e-mailed you that the item is back, you unsubscribe, or ${NOTIFY_ME_EXPIRY_DAYS} days have passed, whichever comes first. An address that was never confirmed is sent nothing but the confirmation (its link works ${NOTIFY_ME_CONFIRM_HOURS} hours) and is forgotten with its requests. Your data download lists them, and deleting your account deletes them.`,
            `Wishlist alerts: until you switch them off (on the wishlist, in your account, or with the link in every alert) or delete your account; news we did not get to send is dropped after ${WISHLIST_ALERT_NEWS_DAYS} days.`,
            `A checkout's reminder: ${retentionPeriod(CHECKOUT_REMINDER_RETENTION_DAYS)} after the checkout, or until you unsubscribe (the link in the reminder) or delete your account; none is kept without your tick. Your data download lists it and your wishlist alerts.`,
            `The e-mails we send you: ${MAIL_RETENTION_DAYS} days, to look into one that did not arrive.`,
          ]}
        />
      </InformationSection>
      <InformationSection title="Your rights">
        <p>
          You may see, correct or delete your data, object to its use and take it with you. Write to{' '}
          <a href={`mailto:${__SHOP_IDENTITY__.email}`}>{__SHOP_IDENTITY__.email}</a>. You can also complain
          to the Dutch data protection authority, the Autoriteit Persoonsgegevens.
        </p>
        <p>
          Read about what your browser stores in our <Link to={paths.cookiePolicy.href()}>cookie policy</Link>
          .
        </p>
      </InformationSection>
    </InformationPage>
  );
}

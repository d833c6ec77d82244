import {
  CHECKOUT_REMINDER_DELAY_HOURS,
  CHECKOUT_REMINDER_RETENTION_DAYS,
  CONTACT_MESSAGE_RETENTION_DAYS,
  IDLE_VISITOR_RETENTION_DAYS,
  MAIL_RETENTION_DAYS,
  NOTIFY_ME_CONFIRM_HOURS,
  NOTIFY_ME_EXPIRY_DAYS,
  ORDER_PERSONAL_DATA_RETENTION_YEARS,
  RETURN_REQUEST_RETENTION_DAYS,
  shopConfig,
  UNPAID_ORDER_RETENTION_DAYS,
  WISHLIST_ALERT_NEWS_DAYS,
} from '@shop/domain';
import { fillNodes } from '@/app/i18n/fill-nodes';
import { fill, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import {
  InformationPage,
  InformationSection,
  PointList,
} from '@/features/information/components/information-page';
import { Link } from '@/components/ui/link';
import info from '@/features/information/components/information.module.css';

/** A retention period in the page's language: "30 days", "2 years" (retentionPeriod's English). */
function period(days: number): string {
  const text = words().privacyPage;
  if (days % 365 === 0) return days === 365 ? text.yearOne : fill(text.years, { count: days / 365 });
  return days === 1 ? text.dayOne : fill(text.days, { count: days });
}

/** /privacy: what personal data the shop keeps, why, and the shopper's rights (GDPR), in the page's language. */
export function Component() {
  const { privacyPage: text, pages } = words();
  const years = ORDER_PERSONAL_DATA_RETENTION_YEARS;
  const cookieLink = <Link to={paths.cookiePolicy.href()}>{text.cookieLink}</Link>;
  return (
    <InformationPage
      textOnly
      title={pages.privacy}
      description={fill(text.description, { shop: shopConfig.name })}
      lead={fill(text.lead, { company: __SHOP_IDENTITY__.legalName })}
    >
      <InformationSection title={text.keepTitle}>
        <PointList
          points={[
            text.keepVisitor,
            text.keepOrder,
            text.keepAccount,
            text.keepNewsletter,
            text.keepNotify,
            text.keepAlerts,
            fill(text.keepReminder, { hours: CHECKOUT_REMINDER_DELAY_HOURS }),
            text.keepMessages,
          ]}
        />
        <p className={info.spaced}>{text.useOnly}</p>
      </InformationSection>
      <InformationSection title={text.processorsTitle}>
        <p>{text.processors}</p>
        {__SHOP_ANALYTICS__ && <p>{fillNodes(text.analytics, { cookies: cookieLink })}</p>}
      </InformationSection>
      <InformationSection title={text.periodTitle}>
        <PointList
          points={[
            fill(text.periodOrders, { years }),
            fill(text.periodInvoices, { years }),
            fill(text.periodUnpaid, { days: UNPAID_ORDER_RETENTION_DAYS }),
            fill(text.periodVisitor, { days: IDLE_VISITOR_RETENTION_DAYS }),
            text.periodAccount,
            fill(text.periodMessages, {
              contact: period(CONTACT_MESSAGE_RETENTION_DAYS),
              returns: period(RETURN_REQUEST_RETENTION_DAYS),
            }),
            text.periodNewsletter,
            fill(text.periodNotify, { days: NOTIFY_ME_EXPIRY_DAYS, hours: NOTIFY_ME_CONFIRM_HOURS }),
            fill(text.periodAlerts, { days: WISHLIST_ALERT_NEWS_DAYS }),
            fill(text.periodReminder, { period: period(CHECKOUT_REMINDER_RETENTION_DAYS) }),
            fill(text.periodMails, { days: MAIL_RETENTION_DAYS }),
          ]}
        />
      </InformationSection>
      <InformationSection title={text.rightsTitle}>
        <p>
          {fillNodes(text.rights, {
            email: <a href={`mailto:${__SHOP_IDENTITY__.email}`}>{__SHOP_IDENTITY__.email}</a>,
          })}
        </p>
        <p>{fillNodes(text.cookies, { cookies: cookieLink })}</p>
      </InformationSection>
    </InformationPage>
  );
}

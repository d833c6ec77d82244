import { Fragment, type ReactNode } from 'react';
import { words } from '@/app/i18n/page-language';
import { shopHours } from '../page-words';
import styles from './information.module.css';

/**
 * Who and where the shop is, from the shop config and its identity (docs/decisions.md rules 24 and
 * 45): address, contact, hours, numbers, labelled in the page's language; the legal identity is
 * printed as it is (rule 79).
 */
export function CompanyDetails() {
  const { information: text, footer } = words();
  const rows: [string, ReactNode][] = [
    [
      text.address,
      <>
        {__SHOP_IDENTITY__.legalName}
        <br />
        {__SHOP_IDENTITY__.address.street}
        <br />
        {__SHOP_IDENTITY__.address.postcode} {__SHOP_IDENTITY__.address.city},{' '}
        {__SHOP_IDENTITY__.address.countryName}
      </>,
    ],
    [text.email, <a href={`mailto:${__SHOP_IDENTITY__.email}`}>{__SHOP_IDENTITY__.email}</a>],
    [text.phone, <a href={`tel:${__SHOP_IDENTITY__.phone.replace(/\s/g, '')}`}>{__SHOP_IDENTITY__.phone}</a>],
    [text.openingHours, shopHours()],
    [footer.chamberOfCommerce, __SHOP_IDENTITY__.kvkNumber],
    [footer.vatNumber, __SHOP_IDENTITY__.vatNumber],
  ];
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

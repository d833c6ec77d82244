import { Fragment, type ReactNode } from 'react';
import { shopConfig } from '@shop/domain';
import styles from './information.module.css';

/** Who and where the shop is, from the shop config and its identity (docs/decisions.md rules 24 and 45): address, contact, hours, numbers. */
export function CompanyDetails() {
  const rows: [string, ReactNode][] = [
    [
      'Address',
      <>
        {__SHOP_IDENTITY__.legalName}
        <br />
        {__SHOP_IDENTITY__.address.street}
        <br />
        {__SHOP_IDENTITY__.address.postcode} {__SHOP_IDENTITY__.address.city},{' '}
        {__SHOP_IDENTITY__.address.countryName}
      </>,
    ],
    ['E-mail', <a href={`mailto:${__SHOP_IDENTITY__.email}`}>{__SHOP_IDENTITY__.email}</a>],
    ['Phone', <a href={`tel:${__SHOP_IDENTITY__.phone.replace(/\s/g, '')}`}>{__SHOP_IDENTITY__.phone}</a>],
    ['Opening hours', shopConfig.hours.label],
    ['KvK (Chamber of Commerce)', __SHOP_IDENTITY__.kvkNumber],
    ['VAT number', __SHOP_IDENTITY__.vatNumber],
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

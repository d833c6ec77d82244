import { Fragment, type ReactNode } from 'react';
import { shopConfig } from '@shop/domain';
import { shopIdentity } from '@/config/shop-identity';
import styles from './information.module.css';

/** Who and where the shop is, from the shop config and its identity (docs/decisions.md rules 24 and 26): address, contact, hours, numbers. */
export function CompanyDetails() {
  const { address } = shopIdentity;
  const rows: [string, ReactNode][] = [
    [
      'Address',
      <>
        {shopIdentity.legalName}
        <br />
        {address.street}
        <br />
        {address.postcode} {address.city}, {address.countryName}
      </>,
    ],
    ['E-mail', <a href={`mailto:${shopIdentity.email}`}>{shopIdentity.email}</a>],
    ['Phone', <a href={`tel:${shopIdentity.phone.replace(/\s/g, '')}`}>{shopIdentity.phone}</a>],
    ['Opening hours', shopConfig.hours.label],
    ['KvK (Chamber of Commerce)', shopIdentity.kvkNumber],
    ['VAT number', shopIdentity.vatNumber],
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

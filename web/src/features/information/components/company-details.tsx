import { Fragment, type ReactNode } from 'react';
import { shopConfig } from '@shop/domain';
import styles from './information.module.css';

/** Who and where the shop is, from the shop config (docs/decisions.md rule 24): address, contact, hours, numbers. */
export function CompanyDetails() {
  const { address } = shopConfig;
  const rows: [string, ReactNode][] = [
    [
      'Address',
      <>
        {shopConfig.legalName}
        <br />
        {address.street}
        <br />
        {address.postcode} {address.city}, {address.countryName}
      </>,
    ],
    ['E-mail', <a href={`mailto:${shopConfig.email}`}>{shopConfig.email}</a>],
    ['Phone', <a href={`tel:${shopConfig.phone.replace(/\s/g, '')}`}>{shopConfig.phone}</a>],
    ['Opening hours', shopConfig.hours.label],
    ['KvK (Chamber of Commerce)', shopConfig.kvkNumber],
    ['VAT number', shopConfig.vatNumber],
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

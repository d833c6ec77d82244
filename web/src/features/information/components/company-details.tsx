import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import { shopConfig } from '@shop/domain';

/** Who and where the shop is, from the shop config (decisions rule 24): address, contact, hours, numbers. */
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
    ['E-mail', <chakra.a href={`mailto:${shopConfig.email}`}>{shopConfig.email}</chakra.a>],
    ['Phone', <chakra.a href={`tel:${shopConfig.phone.replace(/\s/g, '')}`}>{shopConfig.phone}</chakra.a>],
    ['Opening hours', shopConfig.hours.label],
    ['KvK (Chamber of Commerce)', shopConfig.kvkNumber],
    ['VAT number', shopConfig.vatNumber],
  ];
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
      columnGap="6"
      rowGap="2"
    >
      {rows.map(([term, value]) => (
        <chakra.div key={term} display="contents">
          <chakra.dt fontWeight="semibold">{term}</chakra.dt>
          <chakra.dd mb={{ base: '2', sm: '0' }}>{value}</chakra.dd>
        </chakra.div>
      ))}
    </chakra.dl>
  );
}

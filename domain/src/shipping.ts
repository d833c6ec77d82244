import { normaliseCountryCode, isCountryCode } from './countries';
import { DomainError } from './errors';
import { assertCents, type Cents } from './money';
import { shopConfig } from './shop-config';

const FREE_SHIPPING = new Set<string>(shopConfig.shipping.freeShippingCountries);

/**
 * Shipping cost for an order (docs/decisions.md rule 10), from the config:
 * - free to Europe (EU, EEA, Switzerland, UK);
 * - elsewhere free from € 400 of goods, otherwise € 25.
 *
 * `goods` is the value of the goods BEFORE any coupon discount: the delivery page promises free
 * shipping "above 400 euro" of goods, and a coupon should not make the shopper pay shipping they
 * were just told was free. An empty cart (goods 0) ships nothing and costs nothing.
 */
export function shippingCost(countryCode: string, goods: Cents): Cents {
  assertCents(goods, 'Goods');
  const country = assertShippingCountry(countryCode);
  if (goods === 0 || FREE_SHIPPING.has(country)) return 0;
  return goods >= shopConfig.shipping.freeFromGoods ? 0 : shopConfig.shipping.flatRate;
}

function assertShippingCountry(countryCode: string): string {
  const country = normaliseCountryCode(countryCode);
  if (!isCountryCode(country)) {
    throw new DomainError(
      'invalid-country',
      `"${countryCode}" is not a country we know (use an ISO code such as NL)`,
    );
  }
  return country;
}

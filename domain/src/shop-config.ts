import type { CountryCode } from './countries';
import { DEFAULT_COUNTRY, EU_COUNTRY_CODES, EUROPE_COUNTRY_CODES } from './country-codes';
import type { Cents } from './money';

/**
 * Everything about the shop that a page, an e-mail or a rule quotes besides its identity (shop-identity.ts):
 * contact hours, policy figures, shipping, limits and UI timings (docs/decisions.md rules 10 and 24).
 * Pages read these values instead of repeating them, so changing a figure here changes it everywhere.
 */
export const shopConfig = {
  /** The shop's brand, as its logo and page titles show it (the company is ShopIdentity.legalName). */
  name: 'Maison Borsa',

  hours: {
    days: 'Monday to Sunday',
    opens: '10:00',
    closes: '18:00',
    timeZone: 'Europe/Amsterdam',
    /** As the contact page and footer print it. */
    label: '7 days a week, 10:00 to 18:00 (CET)',
  },

  vatRatePercent: 21,
  /**
   * The shop's VAT scheme for EU orders (docs/decisions.md rule 36): 'oss' once its cross-border EU
   * sales pass EUR 10,000 a year (each EU country's own rate, declared in the One-Stop-Shop return),
   * 'domestic' below that (Dutch VAT on every EU order). Orders store the scheme they were charged under.
   */
  vatScheme: 'oss' as 'oss' | 'domestic',
  /** Where the shop is registered for VAT: its rate is charged under the domestic scheme. */
  vatHomeCountry: 'NL' as CountryCode,

  returns: {
    /** Days after delivery within which an item can be returned. */
    days: 14,
    /** Working days until the return confirmation e-mail. */
    confirmationWorkingDays: 3,
    /** Working days until the refund; refunds are paid on Fridays. */
    refundWorkingDays: 10,
    refundWeekday: 'Friday',
    cardRefundWorkingDays: 5,
    paypalRefundWorkingDays: '2-3',
    freeExchangesPerItem: 1,
  },

  // The delivery promise and its dates: delivery.ts (docs/decisions.md rule 52).

  shipping: {
    /** Shipping is free to these countries whatever the order value (rule 10). */
    freeShippingCountries: EUROPE_COUNTRY_CODES as readonly CountryCode[],
    /** Orders shipped here are charged with VAT; elsewhere without (rule 9). */
    vatCountries: EU_COUNTRY_CODES as readonly CountryCode[],
    /** Elsewhere: free from this value of goods (before any coupon discount) ... */
    freeFromGoods: 40_000 as Cents,
    /** ... otherwise this flat rate. The shipping page's 35 euro is outdated (rule 10). */
    flatRate: 2_500 as Cents,
  },

  defaultCountry: DEFAULT_COUNTRY,

  pageSizes: {
    storefront: 12,
    adminStore: 8,
    supplier: 100,
  },

  cart: {
    /** The most items (sum of quantities) one cart may hold (rule 12). */
    maxItems: 10_000,
    /** Every add puts exactly one item in the cart; the quantity is changed in the cart. */
    quantityPerAdd: 1,
  },

  /** How long a snackbar or toast stays up, in milliseconds. */
  snackbarMs: {
    cart: 4_000,
    wishlist: 4_000,
    coupon: 6_000,
    signIn: 6_000,
    register: 6_000,
    adminToast: 4_000,
    upload: 4_000,
  },

  /** Listing price slider bounds, in euros (they travel in URLs in euros, rule 6). */
  priceSlider: { minEuros: 100, maxEuros: 5_000 },

  /** Sale discount slider, in percent. */
  discountSlider: { min: 10, max: 100 },

  /** Custom products take exactly this many images (admin.md section 9). */
  customProductImages: 4,
  /** Largest image an admin may upload (docs/decisions.md rule 16). */
  // A camera's file; the image pipeline reads sources up to the same size (docs/decisions.md rule 40).
  maxImageBytes: 20 * 1024 * 1024,

  /** Card brands shown on the checkout and in the footer (payment methods: PAYMENT_METHODS). */
  cardBrands: ['Visa', 'Mastercard', 'Discover', 'American Express'] as const,
} as const;

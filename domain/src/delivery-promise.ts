/**
 * The shop's one delivery promise (docs/decisions.md rule 52). The spec promised "delivery within 24
 * hours" in one place and "processed within 48 hours, 3-5 working days within Europe" in others; the
 * shop promises what a courier from the Netherlands can keep, and every page, the thank-you page and
 * the mails say it from here:
 *
 * - every order leaves the warehouse within DISPATCH_WORKING_DAYS working days (Monday to Friday);
 * - it arrives within the destination's working days, counted from the day it was placed: Europe
 *   (EU, EEA, Switzerland, United Kingdom) and the USA 3-5, the rest of the world 3-7.
 */

/** Working days (Monday to Friday) within which an order leaves the warehouse. */
export const DISPATCH_WORKING_DAYS = 2;

/** Where a parcel goes, as far as the delivery time is concerned. */
export type DeliveryRegion = 'europe' | 'usa' | 'world';

/** Working days from the order's day to its delivery, per region: [earliest, latest]. */
export const DELIVERY_WORKING_DAYS: Readonly<Record<DeliveryRegion, readonly [number, number]>> = {
  europe: [3, 5],
  usa: [3, 5],
  world: [3, 7],
};

/** The working days a region's parcels take, as the pages write them: "3-5". */
export const workingDaysRange = (region: DeliveryRegion): string => DELIVERY_WORKING_DAYS[region].join('-');

/**
 * The promise in the words every page, the thank-you page and the mails use. A module of its own,
 * without the date arithmetic of delivery.ts: the header's promo bar is on every page's first load.
 */
export const DELIVERY_PROMISE = {
  dispatch: `Every order leaves our warehouse in the Netherlands within ${DISPATCH_WORKING_DAYS} working days (Monday to Friday).`,
  times:
    `Delivery takes ${workingDaysRange('europe')} working days within Europe and to the USA, ` +
    `and ${workingDaysRange('world')} working days to the rest of the world, counted from the day you order.`,
} as const;

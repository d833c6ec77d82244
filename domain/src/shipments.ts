import { z } from 'zod';
import { decideAdminStatusChange } from './admin-orders';
import type { OrderStatus, PaymentStatus } from './catalogue';
import type { StoreShipment } from './checkout';
import type { CustomerDetails, OrderShipment } from './documents';
import { documentIdSchema } from './schemas';

/**
 * Shipping an order with a carrier's tracking number (POST fulfilorder): the carriers the shop
 * sends with, their tracking links, and which orders may be shipped.
 */

/** Where the shopper follows a parcel: the carrier's own tracking page for the number. */
type TrackingLink = (
  trackingNumber: string,
  destination: Pick<CustomerDetails, 'postcode' | 'country'>,
) => string;

const enc = encodeURIComponent;

/** The carriers the shop ships with, by name as the admin picks it and the shopper reads it. */
export const CARRIERS = {
  PostNL: (number, { postcode, country }) =>
    // PostNL's page needs the destination's country and postcode with the barcode.
    `https://jouw.postnl.nl/track-and-trace/${enc(number)}-${enc(country)}-${enc(postcode.replace(/\s+/g, '').toUpperCase())}`,
  DHL: (number) =>
    `https://www.dhl.com/nl-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=${enc(number)}`,
  DPD: (number) => `https://tracking.dpd.de/status/en_US/parcel/${enc(number)}`,
  UPS: (number) => `https://www.ups.com/track?loc=en_NL&tracknum=${enc(number)}`,
  GLS: (number) => `https://gls-group.com/NL/en/parcel-tracking?match=${enc(number)}`,
  FedEx: (number) => `https://www.fedex.com/fedextrack/?trknbr=${enc(number)}`,
} as const satisfies Record<string, TrackingLink>;

export type Carrier = keyof typeof CARRIERS;
export const CARRIER_NAMES = Object.keys(CARRIERS) as Carrier[];

/** The carrier's tracking page for a parcel to this address. */
export function trackingUrl(
  carrier: Carrier,
  trackingNumber: string,
  destination: Pick<CustomerDetails, 'postcode' | 'country'>,
): string {
  return CARRIERS[carrier](trackingNumber, destination);
}

export function toStoreShipment(shipment: OrderShipment | undefined): StoreShipment | null {
  if (!shipment) return null;
  const { shippedAt, ...fields } = shipment;
  return { ...fields, shippedAt: new Date(shippedAt.toMillis()).toISOString() };
}

const TRACKING_NUMBER_MAX = 40;

/**
 * POST fulfilorder `{ orderId, carrier, trackingNumber }`. Tracking numbers are letters and digits
 * (spaces the admin typed from a label are dropped); a carrier outside CARRIERS is refused.
 */
export const adminFulfilOrderBodySchema = z.object({
  orderId: documentIdSchema,
  carrier: z.enum(CARRIER_NAMES as [Carrier, ...Carrier[]], {
    error: `carrier must be one of: ${CARRIER_NAMES.join(', ')}`,
  }),
  trackingNumber: z
    .string({ error: 'trackingNumber must be the number on the parcel label' })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, 'trackingNumber is required')
        .max(TRACKING_NUMBER_MAX, `trackingNumber can be at most ${TRACKING_NUMBER_MAX} characters`)
        .regex(/^[A-Z0-9-]+$/, 'trackingNumber can hold letters, digits and hyphens only'),
    ),
});
export type AdminFulfilOrderParsed = z.infer<typeof adminFulfilOrderBodySchema>;

export type FulfilDecision = { ok: true; changed: boolean } | { ok: false; message: string };

/**
 * Whether an order may be shipped: paid (rule 17), not refunded or cancelled, and not delivered yet.
 * Shipping an order already Out for Delivery again corrects its carrier or number (and mails the
 * shopper the new one); the same carrier and number again changes nothing.
 */
export function decideFulfil(
  order: {
    payment: PaymentStatus;
    status: OrderStatus;
    shipment?: Pick<OrderShipment, 'carrier' | 'trackingNumber'>;
  },
  carrier: Carrier,
  trackingNumber: string,
): FulfilDecision {
  const status = decideAdminStatusChange(order, 'Out for Delivery');
  if (!status.ok) return status;
  if (order.status === 'Order Completed') {
    return { ok: false, message: 'This order was delivered already, so it cannot be shipped again.' };
  }
  const same = order.shipment?.carrier === carrier && order.shipment.trackingNumber === trackingNumber;
  return { ok: true, changed: !(same && order.status === 'Out for Delivery') };
}

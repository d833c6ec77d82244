import { describe, expect, it } from 'vitest';
import { adminFulfilOrderBodySchema, CARRIER_NAMES, decideFulfil, trackingUrl } from '../src/index';

describe('trackingUrl', () => {
  it("links every carrier's own tracking page for the number", () => {
    const to = { postcode: '1015 aa', country: 'NL' as const };
    expect(trackingUrl('PostNL', '3SABC123', to)).toBe(
      'https://jouw.postnl.nl/track-and-trace/3SABC123-NL-1015AA',
    );
    expect(trackingUrl('UPS', '1Z999', to)).toBe('https://www.ups.com/track?loc=en_NL&tracknum=1Z999');
    for (const carrier of CARRIER_NAMES) {
      expect(new URL(trackingUrl(carrier, 'AB12', to)).protocol).toBe('https:');
      expect(trackingUrl(carrier, 'AB12', to)).toContain('AB12');
    }
  });
});

describe('adminFulfilOrderBodySchema', () => {
  it('takes a known carrier and a number as printed on the label', () => {
    expect(
      adminFulfilOrderBodySchema.parse({ orderId: 'o', carrier: 'DHL', trackingNumber: ' jjd 00 1 ' }),
    ).toEqual({
      orderId: 'o',
      carrier: 'DHL',
      trackingNumber: 'JJD001',
    });
    for (const body of [
      { orderId: 'o', carrier: 'dhl', trackingNumber: 'A1' },
      { orderId: 'o', carrier: 'DHL', trackingNumber: '' },
      { orderId: 'o', carrier: 'DHL', trackingNumber: 'A/1' },
      { orderId: 'o', carrier: 'DHL', trackingNumber: 'A'.repeat(41) },
    ]) {
      expect(adminFulfilOrderBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

describe('decideFulfil', () => {
  const paid = { payment: 'Paid', status: 'Order Received' } as const;

  it('ships a paid order and a partly refunded one', () => {
    expect(decideFulfil(paid, 'DPD', '1')).toEqual({ ok: true, changed: true });
    expect(decideFulfil({ ...paid, payment: 'Partly refunded' }, 'DPD', '1')).toEqual({
      ok: true,
      changed: true,
    });
  });

  it('changes nothing for the same shipment again, and corrects another number', () => {
    const shipped = {
      payment: 'Paid',
      status: 'Out for Delivery',
      shipment: { carrier: 'DPD', trackingNumber: '1' },
    } as const;
    expect(decideFulfil(shipped, 'DPD', '1')).toEqual({ ok: true, changed: false });
    expect(decideFulfil(shipped, 'DPD', '2')).toEqual({ ok: true, changed: true });
  });

  it('refuses unpaid, cancelled, refunded and delivered orders', () => {
    expect(decideFulfil({ payment: 'Pending', status: 'Pending payment' }, 'DPD', '1').ok).toBe(false);
    expect(decideFulfil({ payment: 'Refund due', status: 'Cancelled' }, 'DPD', '1').ok).toBe(false);
    expect(decideFulfil({ payment: 'Refunded', status: 'Order Received' }, 'DPD', '1').ok).toBe(false);
    expect(decideFulfil({ payment: 'Paid', status: 'Order Completed' }, 'DPD', '1')).toEqual({
      ok: false,
      message: 'This order was delivered already, so it cannot be shipped again.',
    });
  });
});

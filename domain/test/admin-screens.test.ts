// The owner's screens in the shop's words: one date format, the refund's last step, and lists
// that keep their filters in the address (docs/decisions.md rules 60, 61, 63).
import { describe, expect, it } from 'vitest';
import {
  adminBackLink,
  adminDate,
  adminDateError,
  adminPeriod,
  adminDateTime,
  auditListParams,
  auditListView,
  formatEuroFigure,
  ordersListParams,
  ordersListView,
  REFUND_SECOND_ASK_ABOVE,
  refundButtonLabel,
  refundNeedsSecondAsk,
  refundSecondAsk,
  returnsListParams,
  returnsListView,
  storeListParams,
  storeListView,
} from '../src';

describe('the admin date format', () => {
  it('writes days and moments in the shop time zone as 2026-11-28 and 2026-11-28 14:05', () => {
    // 23:30 UTC on 27 November is 00:30 on the 28th in Amsterdam.
    expect(adminDate('2026-11-27T23:30:00Z')).toBe('2026-11-28');
    expect(adminDate(new Date('2026-07-01T12:00:00Z'))).toBe('2026-07-01');
    expect(adminDateTime('2026-11-28T13:05:00Z')).toBe('2026-11-28 14:05');
    expect(adminDateTime('2026-07-01T12:00:00Z')).toBe('2026-07-01 14:00');
  });

  it('takes dates typed in the same form, and says what is wrong with others', () => {
    expect(adminDateError('2026-11-28', 'From')).toBeNull();
    expect(adminDateError(' 2026-02-28 ', 'From')).toBeNull();
    expect(adminDateError('11/28/2026', 'From')).toBe(
      'From: type the date as year-month-day, like 2026-11-28',
    );
    expect(adminDateError('2026-02-30', 'To')).toBe('To: 2026-02-30 is not a date that exists');
  });

  it('reads a typed period as the API will, or says what is wrong with it', () => {
    expect(adminPeriod({ from: ' 2026-11-01', to: '2026-11-28 ' })).toEqual({
      period: { from: '2026-11-01', to: '2026-11-28' },
    });
    expect(adminPeriod({ from: '1/11/2026', to: '2026-02-30' })).toEqual({
      error: 'From: type the date as year-month-day, like 2026-11-28',
    });
    expect(adminPeriod({ from: '2026-11-01', to: '2026-02-30' })).toEqual({
      error: 'To: 2026-02-30 is not a date that exists',
    });
    expect(adminPeriod({ from: '2026-11-28', to: '2026-11-01' })).toEqual({
      error: 'From must be on or before To',
    });
    expect(adminPeriod({ from: '2020-01-01', to: '2026-11-28' })).toEqual({
      error: expect.stringMatching(/^A period can be at most \d+ days$/),
    });
  });
});

describe('the refund dialog', () => {
  it('says the amount on its button and asks once more above the threshold', () => {
    expect(refundButtonLabel(710_500)).toBe('Refund € 7.105,00');
    expect(refundNeedsSecondAsk(REFUND_SECOND_ASK_ABOVE)).toBe(false);
    expect(refundNeedsSecondAsk(REFUND_SECOND_ASK_ABOVE + 1)).toBe(true);
    expect(refundNeedsSecondAsk(7_105)).toBe(false);
    expect(refundSecondAsk(710_500, 'MB-2026-000356')).toBe(
      'Send € 7.105,00 back to the customer of order MB-2026-000356? A refund cannot be undone.',
    );
  });
});

describe('the lists keep their filters in the address', () => {
  it('All Orders: reads and writes the filter, payment, search and the to-ship view', () => {
    const view = ordersListView(new URLSearchParams('show=incomplete&payment=Paid&by=customer&q=sanne'));
    expect(view).toEqual({
      filter: 'incomplete',
      payment: 'Paid',
      search: { field: 'customer', text: 'sanne' },
      toShip: false,
    });
    expect(ordersListParams(view).toString()).toBe('show=incomplete&payment=Paid&by=customer&q=sanne');
    expect(ordersListView(new URLSearchParams(''))).toEqual({
      filter: 'all',
      payment: null,
      search: null,
      toShip: false,
    });
    // What names nothing the list knows is ignored.
    expect(ordersListView(new URLSearchParams('show=odd&payment=Free'))).toMatchObject({
      filter: 'all',
      payment: null,
    });
    expect(ordersListParams({ ...view, toShip: true }).toString()).toBe('toship=1&by=customer&q=sanne');
  });

  it('Returns and the audit log: the same, with the open returns filter', () => {
    const returns = returnsListView(new URLSearchParams('state=open&q=MB-2026-000123'));
    expect(returns).toEqual({ state: 'open', search: 'MB-2026-000123' });
    expect(returnsListParams(returns).toString()).toBe('state=open&q=MB-2026-000123');
    expect(returnsListView(new URLSearchParams('state=Lost'))).toEqual({ state: null, search: '' });
    const audit = auditListView(new URLSearchParams('who=sanne&target=MB-2026-000356&from=2026-11-01'));
    expect(audit).toEqual({ who: 'sanne', action: '', target: 'MB-2026-000356', from: '2026-11-01', to: '' });
    expect(auditListParams(audit).toString()).toBe('who=sanne&target=MB-2026-000356&from=2026-11-01');
  });

  it('the main store: gender and page, or a search', () => {
    expect(storeListView(new URLSearchParams('gender=f&page=3'))).toEqual({
      gender: 'F',
      search: '',
      page: 2,
    });
    expect(storeListParams({ gender: 'F', search: '', page: 2 }).toString()).toBe('gender=F&page=3');
    expect(storeListParams({ gender: 'M', search: ' kelly ', page: 4 }).toString()).toBe('q=kelly');
    expect(storeListView(new URLSearchParams('gender=X&page=-1'))).toEqual({
      gender: 'ALL',
      search: '',
      page: 0,
    });
  });

  it("Order Details' back link returns to the list it came from, and only to an admin list", () => {
    expect(adminBackLink(null)).toEqual({ href: '/adminmainstoreorders', label: 'Back to all orders' });
    expect(adminBackLink('/adminmainstoreorders?by=customer&q=sanne')).toEqual({
      href: '/adminmainstoreorders?by=customer&q=sanne',
      label: 'Back to all orders',
    });
    expect(adminBackLink('/adminreturns?state=open')).toEqual({
      href: '/adminreturns?state=open',
      label: 'Back to return requests',
    });
    expect(adminBackLink('https://evil.example/adminmainstoreorders')).toEqual({
      href: '/adminmainstoreorders',
      label: 'Back to all orders',
    });
    expect(adminBackLink('//evil.example')).toMatchObject({ href: '/adminmainstoreorders' });
  });
});

describe('formatEuroFigure', () => {
  it('writes an amount as formatEuro does, without the sign the heading carries', () => {
    expect(formatEuroFigure(1_234_567)).toBe('12.345,67');
    expect(formatEuroFigure(-1_250)).toBe('-12,50');
  });
});

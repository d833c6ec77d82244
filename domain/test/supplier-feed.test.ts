import { describe, expect, it } from 'vitest';
import {
  describeFeedProblems,
  searchTermsFor,
  supplierFeedSchema,
  toSupplierFeedItem,
  type SupplierItem,
  type WithId,
} from '../src/index';

const fields: Omit<WithId<SupplierItem>, 'searchTerms'> = {
  id: 'sup-000007',
  sku: 'GU2BG777BRN',
  title: 'GUCCI Jackie 1961 shoulder bag',
  description: 'Calfskin, piston closure',
  brand: 'GUCCI',
  listPrice: 225_062,
  images: ['https://img.example/jackie/1.jpg', '/demo-images/shoulder-bag-brown-angle.svg'],
  parentCategory: 'BAGS',
  category: 'SHOULDER BAG',
  madeIn: 'Italy',
  gender: 'F',
  colour: 'BROWN',
  condition: 'New with tags',
  variants: [
    {
      code: 'GU2BG777BRN-UNI',
      size: 'UNI',
      sizeType: 'UNI',
      quantity: 4,
      retailPrice: 390_050,
      discount: 10,
      ean: '8050000000777',
    },
  ],
  storeProductId: null,
};
const item: WithId<SupplierItem> = { ...fields, searchTerms: searchTermsFor(fields) };

describe('supplier feed', () => {
  it('round-trips a supplier item through the feed format (euros in the feed, cents stored)', () => {
    const feedItem = toSupplierFeedItem(item);
    expect(feedItem.ListPrice).toBe(2250.62);
    expect(feedItem.Variants[0]!.RetailPrice).toBe(3900.5);
    const parsed = supplierFeedSchema.parse({ items: [feedItem] });
    const { storeProductId: _unused, ...stored } = item;
    expect(parsed.items).toEqual([stored]);
  });

  it('normalises the supplier’s spelling of vocabularies', () => {
    const feedItem = {
      ...toSupplierFeedItem(item),
      Brand: ' gucci ',
      ParentCategory: 'bags',
      Category: 'shoulder  bag',
      Gender: 'f',
      Color: 'brown',
    };
    const [parsed] = supplierFeedSchema.parse({ items: [feedItem] }).items;
    expect(parsed).toMatchObject({
      brand: 'GUCCI',
      parentCategory: 'BAGS',
      category: 'SHOULDER BAG',
      gender: 'F',
      colour: 'BROWN',
    });
  });

  it('refuses a malformed feed and says where, in one sentence', () => {
    const good = toSupplierFeedItem(item);
    const result = supplierFeedSchema.safeParse({
      items: [
        good,
        { ...good, _id: 'sup-2', ListPrice: 'cheap' },
        { ...good, _id: 'sup-3', Variants: [{ ...good.Variants[0]!, Quantity: -1 }] },
        { ...good, _id: 'sup-4', ParentCategory: 'HATS' },
        { ...good, _id: 'sup-5', Images: [] },
      ],
    });
    expect(result.success).toBe(false);
    expect(describeFeedProblems(result.error!)).toBe(
      'The supplier feed is malformed, nothing was changed: items.1.ListPrice: ListPrice must be a number of euros; ' +
        'items.2.Variants.0.Quantity: Quantity cannot be negative; ' +
        'items.3.ParentCategory: ParentCategory must be one of BAGS, ACCESSORIES, CLOTHING, SHOES (and 1 more problem)',
    );
  });

  it('refuses two items with one _id', () => {
    const good = toSupplierFeedItem(item);
    const result = supplierFeedSchema.safeParse({ items: [good, { ...good, Sku: 'OTHER' }] });
    expect(result.success).toBe(false);
    expect(describeFeedProblems(result.error!)).toBe(
      'The supplier feed is malformed, nothing was changed: items.1._id: _id sup-000007 appears more than once',
    );
  });

  it('refuses something that is not a feed at all', () => {
    const result = supplierFeedSchema.safeParse([1, 2, 3]);
    expect(result.success).toBe(false);
    expect(describeFeedProblems(result.error!)).toBe(
      'The supplier feed is malformed, nothing was changed: The feed must be a JSON object',
    );
  });
});

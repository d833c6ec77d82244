import { describe, it, expect } from 'vitest';
import {
  asksForCollection,
  LISTING_PAGE_SIZE,
  activeListingFilters,
  formatEuro,
  defaultListingQuery,
  listingCategories,
  pageCount,
  parseListingParams,
  priceBoundsCents,
  resetListingFilters,
  serialiseListingQuery,
  updateListingQuery,
  type ListingQuery,
} from '../src/index';
import { en } from '../src/dictionaries/en';

const bagsDefault: ListingQuery = {
  parent: 'BAGS',
  type: 'ALL',
  brand: [],
  colour: [],
  category: [],
  size: [],
  minPrice: 100,
  maxPrice: 5000,
  sort: 0,
  page: 1,
  discountMin: 10,
  discountMax: 100,
};

// The chips' words on an English page.
const ENGLISH = {
  optionLabel: (value: string) =>
    (en.colours as Record<string, string>)[value] ??
    (en.categories as Record<string, string>)[value] ??
    value,
  formatPrice: formatEuro,
};

describe('parseListingParams', () => {
  it('needs p and fills in every default', () => {
    expect(parseListingParams('p=bags')).toEqual({ ok: true, query: bagsDefault });
    expect(parseListingParams('?p=BAGS&t=all&b=all')).toEqual({ ok: true, query: bagsDefault });
    expect(parseListingParams({ p: 'Bags', t: undefined })).toEqual({ ok: true, query: bagsDefault });
    expect(defaultListingQuery('BAGS')).toEqual(bagsDefault);
  });

  it('upper-cases t, b and the filters and reads every parameter', () => {
    const params = new URLSearchParams({
      p: 'accessories',
      t: 'card holder',
      b: 'bottega  veneta',
      color: 'black',
      category: 'wallet',
      size: 'm',
      minPrice: '200',
      maxPrice: '900',
      sort: '-1',
      page: '3',
      discountMin: '20',
      discountMax: '50',
    });
    expect(parseListingParams(params)).toEqual({
      ok: true,
      query: {
        parent: 'ACCESSORIES',
        type: 'CARD HOLDER',
        brand: ['BOTTEGA VENETA'],
        colour: ['BLACK'],
        category: ['WALLET'],
        size: ['M'],
        minPrice: 200,
        maxPrice: 900,
        sort: -1,
        page: 3,
        discountMin: 20,
        discountMax: 50,
      },
    });
  });

  it('explains a missing or wrong p', () => {
    expect(parseListingParams('t=tote')).toEqual({
      ok: false,
      errors: [{ param: 'p', message: 'The listing needs p=bags or p=accessories' }],
    });
    expect(parseListingParams('p=shoes')).toEqual({
      ok: false,
      errors: [{ param: 'p', message: 'We sell bags and accessories; "shoes" is neither' }],
    });
  });

  it('lists every bad parameter by name', () => {
    const result = parseListingParams(
      'p=bags&t=wallet&colour=teal&size=M&minPrice=50&sort=3&page=0&discountMin=60&discountMax=40',
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { param: 't', message: '"WALLET" is not a type of bags' },
        {
          param: 'colour',
          message: expect.stringMatching(/^"TEAL" is not one of the colours \(BLUE, BROWN/),
        },
        { param: 'size', message: '"M" is not a size of bags' },
        { param: 'minPrice', message: 'minPrice must be a whole number from 100 to 5000 euro, got "50"' },
        { param: 'sort', message: 'sort must be a whole number from -1 to 2, got "3"' },
        { param: 'page', message: 'page must be a whole number of 1 or more, got "0"' },
        { param: 'discountMin', message: 'The smallest discount cannot be above the largest discount' },
      ],
    });
    expect(parseListingParams('p=bags&minPrice=900&maxPrice=200')).toEqual({
      ok: false,
      errors: [{ param: 'minPrice', message: 'The lowest price cannot be above the highest price' }],
    });
  });
});

describe('several values per facet', () => {
  it('reads a repeated parameter as several values, sorted and once each; one value reads as before', () => {
    const parsed = parseListingParams('p=bags&b=prada&b=Gucci&b=PRADA&colour=black&colour=all');
    expect(parsed).toEqual({
      ok: true,
      query: { ...bagsDefault, brand: ['GUCCI', 'PRADA'], colour: ['BLACK'] },
    });
    expect(parseListingParams({ p: 'bags', b: ['prada', 'gucci'], colour: 'Black' })).toEqual(parsed);
    expect(parseListingParams('p=bags&b=prada')).toEqual({
      ok: true,
      query: { ...bagsDefault, brand: ['PRADA'] },
    });
  });

  it('names each bad value', () => {
    expect(parseListingParams('p=bags&colour=black&colour=teal')).toEqual({
      ok: false,
      errors: [{ param: 'colour', message: expect.stringMatching(/^"TEAL" is not one of the colours/) }],
    });
  });
});

describe('asksForCollection', () => {
  it('is the landing of an address without a collection, not of one that names an unknown one', () => {
    expect(asksForCollection('')).toBe(true);
    expect(asksForCollection('t=all&p=%20')).toBe(true);
    expect(asksForCollection('p=bags&t=all')).toBe(false);
    expect(asksForCollection('p=shoes')).toBe(false);
  });
});

describe('serialiseListingQuery', () => {
  it('leaves defaults out', () => {
    expect(serialiseListingQuery(bagsDefault).toString()).toBe('p=bags');
    expect(serialiseListingQuery({ ...bagsDefault, colour: ['BLACK'], page: 2 }).toString()).toBe(
      'p=bags&colour=BLACK&page=2',
    );
    expect(serialiseListingQuery({ ...bagsDefault, brand: ['GUCCI', 'PRADA'] }).toString()).toBe(
      'p=bags&b=GUCCI&b=PRADA',
    );
  });

  it('round-trips through the URL', () => {
    const queries: ListingQuery[] = [
      bagsDefault,
      { ...bagsDefault, type: 'SHOULDER BAG', brand: ["TOD'S"], colour: ['WHITE/BLUE'], sort: 2, page: 4 },
      { ...bagsDefault, brand: ['GUCCI', 'PRADA'], colour: ['BLACK', 'PINK'] },
      {
        parent: 'ACCESSORIES',
        type: 'ALL',
        brand: ['A-COLD-WALL*'],
        colour: ['LIGHT BLUE'],
        category: ['BELT'],
        size: ['100'],
        minPrice: 150,
        maxPrice: 4000,
        sort: 1,
        page: 2,
        discountMin: 30,
        discountMax: 90,
      },
    ];
    for (const query of queries) {
      const url = `/products?${serialiseListingQuery(query).toString()}`;
      expect(parseListingParams(new URL(url, 'https://shop.example').searchParams)).toEqual({
        ok: true,
        query,
      });
    }
  });
});

describe('filter changes', () => {
  it('go back to page 1 unless the page is what changes', () => {
    const onPage3 = { ...bagsDefault, page: 3 };
    expect(updateListingQuery(onPage3, { colour: ['RED'] })).toEqual({
      ...bagsDefault,
      colour: ['RED'],
      page: 1,
    });
    expect(updateListingQuery(onPage3, { page: 4 })).toEqual({ ...bagsDefault, page: 4 });
  });

  it('reset keeps bags/accessories and the menu type, clears the rest', () => {
    const filtered = {
      ...bagsDefault,
      type: 'TOTE',
      brand: ['GUCCI'],
      colour: ['RED'],
      minPrice: 300,
      sort: 1 as const,
      page: 2,
    };
    expect(resetListingFilters(filtered)).toEqual({ ...bagsDefault, type: 'TOTE' });
  });

  it('shows chips for the active filters', () => {
    const query = { ...bagsDefault, colour: ['RED'], brand: ['GUCCI', 'PRADA'], minPrice: 300, page: 2 };
    expect(activeListingFilters(query, ENGLISH).map(({ kind, label }) => ({ kind, label }))).toEqual([
      { kind: 'colour', label: 'Red' },
      { kind: 'brand', label: 'GUCCI' },
      { kind: 'brand', label: 'PRADA' },
      { kind: 'price', label: '€ 300,00 – € 5.000,00' },
    ]);
    // Each chip removes its own value only, and goes back to page 1.
    const [, gucci, , price] = activeListingFilters(query, ENGLISH);
    expect(gucci!.remove(query)).toEqual({ ...query, brand: ['PRADA'], page: 1 });
    expect(price!.remove(query)).toEqual({ ...query, minPrice: 100, page: 1 });
    // From the query as it is when pressed: a colour chosen since the chips were drawn stays.
    const since = { ...query, colour: ['BLACK', 'RED'] };
    expect(gucci!.remove(since)).toEqual({ ...since, brand: ['PRADA'], page: 1 });
  });
});

describe('what the API filters on', () => {
  it('the left category wins over the menu type', () => {
    expect(listingCategories({ ...bagsDefault, type: 'TOTE' })).toEqual(['TOTE']);
    expect(listingCategories({ ...bagsDefault, type: 'TOTE', category: ['CLUTCH', 'TOTE'] })).toEqual([
      'CLUTCH',
      'TOTE',
    ]);
    expect(listingCategories(bagsDefault)).toEqual([]);
  });

  it('price bounds in cents, open at the slider ends', () => {
    expect(priceBoundsCents(bagsDefault)).toEqual({ min: null, max: null });
    expect(priceBoundsCents({ ...bagsDefault, minPrice: 200, maxPrice: 900 })).toEqual({
      min: 20000,
      max: 90000,
    });
  });

  it('pages of 12', () => {
    expect(LISTING_PAGE_SIZE).toBe(12);
    expect([pageCount(0), pageCount(1), pageCount(12), pageCount(13), pageCount(25)]).toEqual([
      0, 1, 1, 2, 3,
    ]);
    expect(pageCount(17, 8)).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import {
  COLOURS,
  categoriesFor,
  chosenFacetValues,
  countFacets,
  decodeFacetEntry,
  defaultListingQuery,
  encodeFacetEntry,
  facetEntriesOf,
  facetEntryOf,
  facetOptions,
  FACET_NAMES,
  filterCombinations,
  MAX_FILTER_COMBINATIONS,
  listingFacetSummaryFor,
  listingQueryFilterKeys,
  priceBoundsCents,
  sizesFor,
  toggleFacetValue,
  updateListingQuery,
  withFacetCount,
  type FacetName,
  type ListingQuery,
  type StoreProduct,
  type WithId,
} from '../src/index';
import { createStoreProduct } from './factories';

/**
 * A small catalogue whose facets overlap: the counts must be what the listing's own query would
 * answer for each value, which `answered` computes the way Firestore does (filterKeys holding any of
 * the query's keys, the paidPrice range).
 */
const catalogue: WithId<StoreProduct>[] = [
  ['TOTE', 'PRADA', 'BLACK', 19_000, null],
  ['TOTE', 'PRADA', 'PINK', 25_000, 6_000],
  ['TOTE', 'GUCCI', 'BLACK', 160_000, null],
  ['CLUTCH', 'GUCCI', 'BEIGE', 90_000, null],
  ['CLUTCH', 'SAINT LAURENT', 'GREEN', 120_000, null],
  ['SHOULDER BAG', 'SAINT LAURENT', 'BURGUNDY', 140_000, null],
  ['SHOULDER BAG', 'SAINT LAURENT', 'BROWN', 80_000, null],
].map(([category, brand, colour, displayPrice, salePrice], index) =>
  createStoreProduct({
    id: `p${index}`,
    parentCategory: 'BAGS',
    category: category as string,
    brand: brand as string,
    colour: colour as string,
    displayPrice: displayPrice as number,
    salePrice: salePrice as number | null,
    paidPrice: (salePrice ?? displayPrice) as number,
    sizesInStock: ['UNI'],
    online: true,
  }),
);

const entries = catalogue.map((product) => facetEntryOf('products', product)!);

/** What the listing query returns for `query`, product by product, as Firestore evaluates it. */
function answered(query: ListingQuery): number {
  const keys = listingQueryFilterKeys(query);
  const { min, max } = priceBoundsCents(query);
  return catalogue.filter(
    (product) =>
      product.filterKeys.some((key) => keys.includes(key)) &&
      (min === null || product.paidPrice! >= min) &&
      (max === null || product.paidPrice! <= max),
  ).length;
}

/** The query with only `value` chosen in `facet`: what a facet count stands for. */
function withOnly(query: ListingQuery, facet: FacetName, value: string): ListingQuery {
  return updateListingQuery(
    query,
    facet === 'category' ? { category: [value], type: 'ALL' } : { [facet]: [value] },
  );
}

const bags = defaultListingQuery('BAGS');

describe('facet counts from the facet summary', () => {
  it('count every value, the facet own choice left out, the other facets and the price range applied', () => {
    const queries: ListingQuery[] = [
      bags,
      updateListingQuery(bags, { colour: ['BLACK'] }),
      updateListingQuery(bags, { brand: ['SAINT LAURENT'] }),
      updateListingQuery(bags, { brand: ['GUCCI', 'PRADA'], colour: ['BLACK', 'PINK'] }),
      updateListingQuery(defaultListingQuery('BAGS', 'TOTE'), { maxPrice: 300 }),
      updateListingQuery(bags, { minPrice: 900, category: ['CLUTCH', 'SHOULDER BAG'] }),
    ];
    for (const query of queries) {
      const { counts, total } = countFacets(entries, 'products', query);
      expect(total).toBe(answered(query));
      for (const facet of FACET_NAMES) {
        const values =
          facet === 'brand'
            ? ['PRADA', 'GUCCI', 'SAINT LAURENT']
            : facet === 'category'
              ? categoriesFor('BAGS')
              : facet === 'colour'
                ? COLOURS
                : sizesFor('BAGS');
        for (const value of values) {
          expect(counts[facet].get(value) ?? 0, `${JSON.stringify(query)} ${facet} ${value}`).toBe(
            answered(withOnly(query, facet, value)),
          );
        }
      }
    }
  });

  it('count every colour and designer with one chosen (the miscounts shoppers saw)', () => {
    const black = countFacets(entries, 'products', updateListingQuery(bags, { colour: ['BLACK'] }));
    // Black chosen: its own facet still counts every colour, and each designer counts its black bags.
    expect(black.counts.colour.get('PINK')).toBe(1);
    expect(black.counts.colour.get('BEIGE')).toBe(1);
    expect(black.counts.brand.get('PRADA')).toBe(1);
    expect(black.counts.brand.get('GUCCI')).toBe(1);
    expect(black.counts.brand.get('SAINT LAURENT')).toBeUndefined();
    const saintLaurent = countFacets(
      entries,
      'products',
      updateListingQuery(bags, { brand: ['SAINT LAURENT'] }),
    );
    expect(Object.fromEntries(saintLaurent.counts.colour)).toEqual({ GREEN: 1, BURGUNDY: 1, BROWN: 1 });
  });

  it('filter on the price paid: a bag on sale from 250 to 60 counts under 100', () => {
    const cheap = countFacets(entries, 'products', updateListingQuery(bags, { maxPrice: 150 }));
    expect(cheap.total).toBe(1);
    expect(cheap.counts.colour.get('PINK')).toBe(1);
  });

  it('keep only what shoppers can see, at the price the source sorts on', () => {
    const offline = createStoreProduct({ online: false });
    expect(facetEntryOf('products', offline)).toBeNull();
    const product = catalogue[1]!;
    expect(facetEntryOf('products', product)).toMatchObject({ price: 6_000, discountPercent: null });
    expect(facetEntryOf('products', { ...product, paidPrice: undefined })?.price).toBe(6_000);
  });

  it('round-trip an entry through its short line', () => {
    const entry = {
      category: 'BELT',
      brand: "TOD'S",
      colour: 'WHITE/BLUE',
      sizesInStock: ['85', '95'],
      price: 19_000,
      discountPercent: 30,
    };
    expect(encodeFacetEntry(entry)).toBe("BELT|TOD'S|WHITE/BLUE|85,95|19000|30");
    expect(decodeFacetEntry(encodeFacetEntry(entry))).toEqual(entry);
    expect(decodeFacetEntry(encodeFacetEntry({ ...entry, sizesInStock: [], discountPercent: null }))).toEqual(
      {
        ...entry,
        sizesInStock: [],
        discountPercent: null,
      },
    );
    expect(facetEntriesOf({ entries: { a: encodeFacetEntry(entry) } })).toEqual([entry]);
    expect(facetEntriesOf(null)).toEqual([]);
  });

  it('read the summary of the source the listing reads', () => {
    expect(listingFacetSummaryFor('products', bags)).toBe('products-BAGS');
    expect(listingFacetSummaryFor('products', updateListingQuery(bags, { sort: 2 }))).toBe(
      'recommended-BAGS',
    );
    expect(listingFacetSummaryFor('sale', defaultListingQuery('ACCESSORIES'))).toBe('sale-ACCESSORIES');
  });
});

describe('facet options as shown', () => {
  it('offer every value with its count, those with none disabled, the chosen ones never', () => {
    const query = updateListingQuery(bags, { colour: ['BLACK'] });
    const { counts } = countFacets(entries, 'products', query);
    const options = facetOptions(query, 'colour', ['BLACK', 'PINK', 'RED'], counts.colour);
    expect(options).toEqual([
      { value: 'BLACK', chosen: true, count: 2, disabled: false },
      { value: 'PINK', chosen: false, count: 1, disabled: false },
      { value: 'RED', chosen: false, count: 0, disabled: true },
    ]);
    // Unknown counts (still loading): nothing is disabled on a guess.
    expect(facetOptions(query, 'colour', ['RED'], null)).toEqual([
      { value: 'RED', chosen: false, count: undefined, disabled: false },
    ]);
  });

  it('disable a value that would ask for more combinations than one query can', () => {
    expect(filterCombinations({ ...bags, brand: ['A', 'B'], colour: ['BLACK', 'RED', 'PINK'] })).toBe(6);
    expect(MAX_FILTER_COMBINATIONS).toBe(30);
    // 6 designers x 5 colours is 30 combinations, Firestore's most: a sixth colour would be 36.
    const many = updateListingQuery(bags, {
      brand: ['A', 'B', 'C', 'D', 'E', 'F'],
      colour: ['BLACK', 'PINK', 'RED', 'BLUE', 'GREEN'],
    });
    const [option] = facetOptions(many, 'colour', ['BROWN'], new Map([['BROWN', 4]]));
    expect(option).toMatchObject({ count: 4, disabled: true });
  });

  it('toggle a value in and out; a category replaces the menu type', () => {
    const tote = defaultListingQuery('BAGS', 'TOTE');
    expect(chosenFacetValues(tote, 'category')).toEqual(['TOTE']);
    const both = toggleFacetValue(tote, 'category', 'CLUTCH');
    expect(both).toMatchObject({ type: 'ALL', category: ['CLUTCH', 'TOTE'] });
    expect(toggleFacetValue(both, 'category', 'TOTE')).toMatchObject({ category: ['CLUTCH'] });
    expect(toggleFacetValue(updateListingQuery(bags, { page: 3 }), 'brand', 'GUCCI')).toMatchObject({
      brand: ['GUCCI'],
      page: 1,
    });
  });

  it('print the count beside the label once it is known', () => {
    expect(withFacetCount('Black', 12)).toBe('Black (12)');
    expect(withFacetCount('Black', 0)).toBe('Black (0)');
    expect(withFacetCount('Black', undefined)).toBe('Black');
  });
});

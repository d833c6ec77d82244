import { describe, expect, it } from 'vitest';
import declared from '../../firestore.indexes.json';
import {
  ALL,
  COLOURS,
  SORT_CODES,
  categoriesFor,
  chosenFacetValue,
  defaultListingQuery,
  facetCountPlans,
  listingFilterKey,
  listingQueryPlan,
  offersFacetValue,
  sizesFor,
  updateListingQuery,
  withFacetCount,
  withoutLimit,
  type ListingPage,
} from '../src/index';
import { servingIndex, type CompositeIndex } from './firestore-index-rules';

const indexes = declared.indexes as CompositeIndex[];
const BRANDS = ['GUCCI', 'PRADA', 'SAINT LAURENT'];

describe('facet count plans', () => {
  const bags = updateListingQuery(defaultListingQuery('BAGS', 'TOTE'), {
    colour: 'BLACK',
    minPrice: 300,
    maxPrice: 900,
  });

  it('count every value of every facet but the chosen ones, in the order the filters show them', () => {
    const plans = facetCountPlans('products', bags, BRANDS);
    const facets = [...new Set(plans.map((plan) => plan.facet))];
    expect(facets).toEqual(['category', 'colour', 'brand', 'size']);
    expect(plans.filter((plan) => plan.facet === 'category').map((plan) => plan.value)).toEqual(
      categoriesFor('BAGS').filter((category) => category !== 'TOTE'),
    );
    expect(plans.filter((plan) => plan.facet === 'colour')).toHaveLength(COLOURS.length - 1);
    expect(plans.filter((plan) => plan.facet === 'brand').map((plan) => plan.value)).toEqual(BRANDS);
    expect(plans.filter((plan) => plan.facet === 'size').map((plan) => plan.value)).toEqual(sizesFor('BAGS'));
  });

  it('are the listing query with one filter key swapped: same ranges, sort and collection, no limit', () => {
    const listing = withoutLimit(listingQueryPlan('products', bags));
    for (const { facet, value, plan } of facetCountPlans('products', bags, BRANDS)) {
      expect(plan.limit).toBeNull();
      expect({ ...plan, arrayContains: null }).toEqual({ ...listing, arrayContains: null });
      const filter = {
        parent: 'BAGS' as const,
        category: facet === 'category' ? value : 'TOTE',
        brand: facet === 'brand' ? value : null,
        colour: facet === 'colour' ? value : 'BLACK',
        size: facet === 'size' ? value : null,
      };
      expect(plan.arrayContains?.value).toBe(listingFilterKey(filter));
    }
  });

  it('are each served by a declared composite index, on every page and sort (production enforces it)', () => {
    const pages: ListingPage[] = ['products', 'newIn', 'sale'];
    for (const page of pages) {
      for (const sort of Object.values(SORT_CODES)) {
        const query = updateListingQuery(bags, { sort, discountMin: 30 });
        for (const { plan } of facetCountPlans(page, query, BRANDS)) {
          expect(servingIndex(indexes, plan), JSON.stringify(plan)).not.toBeNull();
        }
      }
    }
  });

  it('know the value a query has chosen: the category wins over the menu type', () => {
    expect(chosenFacetValue(bags, 'category')).toBe('TOTE');
    expect(chosenFacetValue(updateListingQuery(bags, { category: 'CLUTCH' }), 'category')).toBe('CLUTCH');
    expect(chosenFacetValue(bags, 'brand')).toBe(ALL);
    expect(chosenFacetValue(bags, 'colour')).toBe('BLACK');
  });
});

describe('facet values as shown', () => {
  it('print the count beside the label once it is known', () => {
    expect(withFacetCount('Black', 12)).toBe('Black (12)');
    expect(withFacetCount('Black', 0)).toBe('Black (0)');
    expect(withFacetCount('Black', undefined)).toBe('Black');
  });

  it('leave out values without results, but never the chosen one nor one whose count is unknown', () => {
    expect(offersFacetValue(3, false)).toBe(true);
    expect(offersFacetValue(0, false)).toBe(false);
    expect(offersFacetValue(0, true)).toBe(true);
    expect(offersFacetValue(undefined, false)).toBe(true);
  });
});

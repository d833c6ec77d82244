import { categoriesFor, COLOURS, sizesFor } from './catalogue';
import { ALL, listingCategory, updateListingQuery, type ListingQuery } from './listing';
import { listingQueryPlan, withoutLimit, type ListingPage, type QueryPlan } from './listing-query';

/**
 * Facet counts: beside each value of a listing filter, how many products the listing would show with
 * that value chosen and every other filter as it is (docs/decisions.md rule 48). Each count is the
 * listing's own query with one filter key swapped, counted by a count() aggregation: the same shape
 * as the listing's query, so the same composite index serves it, and nothing reads the catalogue.
 */

/** The filters that show counts. The sliders (price, discount) do not: a range has no values to count. */
export type FacetName = 'category' | 'colour' | 'brand' | 'size';

export interface FacetCountPlan {
  facet: FacetName;
  value: string;
  /** The listing's count query with this value chosen (no limit). */
  plan: QueryPlan;
}

/** What choosing `value` in `facet` changes (a category replaces the menu's type, as the filter does). */
export function facetPatch(facet: FacetName, value: string): Partial<Omit<ListingQuery, 'parent'>> {
  if (facet === 'category') return { category: value, type: ALL };
  return { [facet]: value };
}

/** The value a query has chosen in a facet (ALL: none). */
export function chosenFacetValue(query: ListingQuery, facet: FacetName): string {
  return facet === 'category' ? (listingCategory(query) ?? ALL) : query[facet];
}

/**
 * The values a facet offers on this listing: categories, colours and sizes of the parent; designers
 * are the ones given (the designers with products of this kind, from the `designers` summary).
 */
export function facetValues(
  query: ListingQuery,
  facet: FacetName,
  brands: readonly string[],
): readonly string[] {
  switch (facet) {
    case 'category':
      return categoriesFor(query.parent);
    case 'colour':
      return COLOURS;
    case 'size':
      return sizesFor(query.parent);
    case 'brand':
      return brands;
  }
}

/**
 * The count queries of every value of every facet, in the order the filters show them. A value
 * already chosen is the listing's own total and needs no query of its own: it is left out.
 */
export function facetCountPlans(
  page: ListingPage,
  query: ListingQuery,
  brands: readonly string[],
): FacetCountPlan[] {
  const facets: FacetName[] = ['category', 'colour', 'brand', 'size'];
  return facets.flatMap((facet) =>
    facetValues(query, facet, brands)
      .filter((value) => value !== chosenFacetValue(query, facet))
      .map((value) => ({
        facet,
        value,
        plan: withoutLimit(listingQueryPlan(page, updateListingQuery(query, facetPatch(facet, value)))),
      })),
  );
}

/** A count shown beside a filter value: "Black (12)". */
export function withFacetCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}

/**
 * Whether a value is offered: values without results are left out, except the one chosen (the
 * shopper must see what is set) and while the counts are unknown (nothing is hidden on a guess).
 */
export function offersFacetValue(count: number | undefined, chosen: boolean): boolean {
  return chosen || count === undefined || count > 0;
}

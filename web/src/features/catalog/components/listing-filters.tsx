import { lazy, Suspense, useCallback } from 'react';
import { Box } from '@chakra-ui/react/box';
import {
  ALL,
  colourLabel,
  COLOURS,
  FILTER_ALL_LABELS,
  formatEuro,
  categoriesFor,
  listingCategory,
  shopConfig,
  sizesFor,
  type ListingPage,
  type ListingQuery,
} from '@shop/domain';
import { RangeFilter } from './range-filter';
import { asWritten, DesignerSelect, SelectFilter } from './select-filter';

// The designer options come from Firestore (the designers with products of this kind): their code
// loads with that read, after the page has rendered; until then the select offers the one chosen.
const DesignerFilter = lazy(() =>
  import('./designer-filter').then((module) => ({ default: module.DesignerFilter })),
);

type Patch = Partial<Omit<ListingQuery, 'parent'>>;

// Whole euros, written as every price is (€ 5.000,00).
const euros = (value: number) => formatEuro(value * 100);
const percent = (value: number) => `${value} %`;

/**
 * The listing's left filters (storefront.md section 2): price slider, category, colour, designer and
 * size, and on the Sale page the discount slider. Every change goes back to page 1.
 */
export function ListingFilters({
  page,
  query,
  onChange,
}: {
  page: ListingPage;
  query: ListingQuery;
  onChange: (patch: Patch) => void;
}) {
  const { priceSlider, discountSlider } = shopConfig;

  const setPrice = useCallback(
    ([minPrice, maxPrice]: readonly [number, number]) => onChange({ minPrice, maxPrice }),
    [onChange],
  );
  const setDiscount = useCallback(
    ([discountMin, discountMax]: readonly [number, number]) => onChange({ discountMin, discountMax }),
    [onChange],
  );

  return (
    <Box display="flex" flexDirection="column" gap="5">
      <RangeFilter
        legend="Price"
        min={priceSlider.minEuros}
        max={priceSlider.maxEuros}
        step={50}
        value={[query.minPrice, query.maxPrice]}
        format={euros}
        onCommit={setPrice}
      />
      {page === 'sale' && (
        <RangeFilter
          legend="Discount"
          min={discountSlider.min}
          max={discountSlider.max}
          step={5}
          value={[query.discountMin, query.discountMax]}
          format={percent}
          onCommit={setDiscount}
        />
      )}
      <SelectFilter
        label="Category"
        value={listingCategory(query) ?? ALL}
        allLabel={FILTER_ALL_LABELS.category}
        options={categoriesFor(query.parent)}
        // The category replaces the menu's type: "All categories" really shows them all.
        onChange={(category) => onChange({ category, type: ALL })}
      />
      <SelectFilter
        label="Colour"
        value={query.colour}
        allLabel={FILTER_ALL_LABELS.colour}
        options={COLOURS}
        labelOf={colourLabel}
        onChange={(colour) => onChange({ colour })}
      />
      <Suspense
        fallback={
          <DesignerSelect value={query.brand} brands={[]} onChange={(brand) => onChange({ brand })} />
        }
      >
        <DesignerFilter parent={query.parent} value={query.brand} onChange={(brand) => onChange({ brand })} />
      </Suspense>
      <SelectFilter
        label="Size"
        value={query.size}
        allLabel={FILTER_ALL_LABELS.size}
        options={sizesFor(query.parent)}
        labelOf={asWritten}
        onChange={(size) => onChange({ size })}
      />
    </Box>
  );
}

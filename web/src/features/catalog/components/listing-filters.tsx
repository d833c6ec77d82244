import { useCallback } from 'react';
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
import { useFacetCounts } from '../api/get-facet-counts';
import { useDesignerBrands } from '../api/use-designer-brands';
import { RangeFilter } from './range-filter';
import { asWritten, DesignerSelect, SelectFilter } from './select-filter';

type Patch = Partial<Omit<ListingQuery, 'parent'>>;

// Whole euros, written as every price is (€ 5.000,00).
const euros = (value: number) => formatEuro(value * 100);
const percent = (value: number) => `${value} %`;

/**
 * The listing's filters (storefront.md section 2): price slider, category, colour, designer and
 * size, and on the Sale page the discount slider. Every change goes back to page 1. Category,
 * colour, designer and size say how many products each value would show, and leave out values
 * without any (docs/decisions.md rule 48). `total`: the listing's total, once known.
 */
export function ListingFilters({
  page,
  query,
  total,
  onChange,
}: {
  page: ListingPage;
  query: ListingQuery;
  total: number | undefined;
  onChange: (patch: Patch) => void;
}) {
  const { priceSlider, discountSlider } = shopConfig;
  const brands = useDesignerBrands(query.parent);
  const counts = useFacetCounts(page, query, brands, total !== undefined);

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
        counts={counts.category}
        total={total}
        // The category replaces the menu's type: "All categories" really shows them all.
        onChange={(category) => onChange({ category, type: ALL })}
      />
      <SelectFilter
        label="Colour"
        value={query.colour}
        allLabel={FILTER_ALL_LABELS.colour}
        options={COLOURS}
        labelOf={colourLabel}
        counts={counts.colour}
        total={total}
        onChange={(colour) => onChange({ colour })}
      />
      <DesignerSelect
        value={query.brand}
        brands={brands}
        counts={counts.brand}
        total={total}
        onChange={(brand) => onChange({ brand })}
      />
      <SelectFilter
        label="Size"
        value={query.size}
        allLabel={FILTER_ALL_LABELS.size}
        options={sizesFor(query.parent)}
        labelOf={asWritten}
        counts={counts.size}
        total={total}
        onChange={(size) => onChange({ size })}
      />
    </Box>
  );
}

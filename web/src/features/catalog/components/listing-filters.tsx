import { useCallback } from 'react';
import { Box } from '@chakra-ui/react/box';
import {
  facetOptions,
  facetValues,
  shopConfig,
  toggleFacetValue,
  updateListingQuery,
  type FacetName,
  type ListingPage,
  type ListingQuery,
} from '@shop/domain';
import { formatPrice, words } from '@/app/i18n/page-language';
import { useFacetCounts } from '../api/get-facet-counts';
import { useDesignerBrands } from '../api/use-designer-brands';
import { optionLabel } from './option-label';
import { RangeFilter } from './range-filter';
import { asWritten, FacetFilter } from './select-filter';

// Whole euros, written as every price on the page is (€ 5.000,00; 5 000,00 €).
const euros = (value: number) => formatPrice(value * 100);
const percent = (value: number) => `${value} %`;

type FiltersWords = ReturnType<typeof words>['filters'];

const FACETS: readonly {
  facet: FacetName;
  legend: (texts: FiltersWords) => string;
  labelOf?: (value: string) => string;
}[] = [
  { facet: 'category', legend: (texts) => texts.category },
  // Colours in the page's words (option-label.ts), as the listing's heading names them.
  { facet: 'colour', legend: (texts) => texts.colour, labelOf: optionLabel },
  { facet: 'brand', legend: (texts) => texts.designer, labelOf: asWritten },
  { facet: 'size', legend: (texts) => texts.size, labelOf: asWritten },
];

/**
 * The listing's filters (storefront.md section 2): price slider, category, colour, designer and
 * size, and on the Sale page the discount slider. Every change goes back to page 1. Each facet is a
 * group of checkboxes; each value says how many products it would show with the other filters as
 * they are, and one that would show none is disabled (docs/decisions.md rule 73).
 */
export function ListingFilters({
  page,
  query,
  onUpdate,
}: {
  page: ListingPage;
  query: ListingQuery;
  /** A change made from the listing's address as it is. */
  onUpdate: (next: (current: ListingQuery) => ListingQuery) => void;
}) {
  const { priceSlider, discountSlider } = shopConfig;
  const brands = useDesignerBrands(query.parent);
  const counts = useFacetCounts(page, query);
  const texts = words().filters;

  const setPrice = useCallback(
    ([minPrice, maxPrice]: readonly [number, number]) =>
      onUpdate((current) => updateListingQuery(current, { minPrice, maxPrice })),
    [onUpdate],
  );
  const setDiscount = useCallback(
    ([discountMin, discountMax]: readonly [number, number]) =>
      onUpdate((current) => updateListingQuery(current, { discountMin, discountMax })),
    [onUpdate],
  );

  return (
    <Box display="flex" flexDirection="column" gap="5">
      <RangeFilter
        legend={texts.price}
        min={priceSlider.minEuros}
        max={priceSlider.maxEuros}
        step={50}
        value={[query.minPrice, query.maxPrice]}
        format={euros}
        onCommit={setPrice}
      />
      {page === 'sale' && (
        <RangeFilter
          legend={texts.discount}
          min={discountSlider.min}
          max={discountSlider.max}
          step={5}
          value={[query.discountMin, query.discountMax]}
          format={percent}
          onCommit={setDiscount}
        />
      )}
      {FACETS.map(({ facet, legend, labelOf }) => {
        const values = facetValues(query, facet, brands);
        // A chosen designer stays an option while the list loads or when it does not name it.
        const offered = facet === 'brand' ? [...new Set([...query.brand, ...values])] : values;
        return (
          <FacetFilter
            key={facet}
            legend={legend(texts)}
            options={facetOptions(query, facet, offered, counts?.[facet] ?? null)}
            labelOf={labelOf}
            long={facet === 'brand'}
            onToggle={(value) => onUpdate((current) => toggleFacetValue(current, facet, value))}
          />
        );
      })}
    </Box>
  );
}

import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import {
  activeListingFilters,
  asksForCollection,
  effectiveSort,
  isSortCode,
  listingCategories,
  listingSortOptions,
  pageCount,
  parseListingParams,
  resetListingFilters,
  serialiseListingQuery,
  shopConfig,
  SORT_CODES,
  updateListingQuery,
  type ListingFilterChip,
  type SortCode,
  type ListingPage as ListingPageName,
  type ListingQuery,
} from '@shop/domain';
import { fill, formatNumber, formatPrice, loadWordGroup, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { CloseIcon } from '@/components/ui/icons';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { lazyWithChakra } from '@/components/ui/lazy-chakra';
import shop from '@/components/ui/shop.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMediaQuery, WIDE_SCREEN } from '@/hooks/use-media-query';
import { useListing } from '../api/get-listing';
import { ListingPager } from './listing-pager';
import { ProductGrid } from './product-grid';
import styles from './listing.module.css';
import { optionLabel } from './option-label';

// The phone's filter drawer loads when first opened: nothing of it is on the listing's first paint.
// An address that names nothing is rare: the not-found page and its words (a group of their own,
// word-groups.ts) load only then, and the page waits for both.
const ListingNotFound = lazy(() =>
  Promise.all([import('@/components/not-found/not-found-page'), loadWordGroup('not-found')]).then(
    ([module]) => ({ default: module.ListingNotFound }),
  ),
);
const FilterDrawer = lazy(() =>
  import('./filter-drawer').then((module) => ({ default: module.FilterDrawer })),
);

// The filter controls: on a wide screen at once, on a phone when the shopper opens them. They still
// render Chakra components and bring its context along (lazy-chakra.tsx).
const ListingFilters = lazyWithChakra(() =>
  import('./listing-filters').then((module) => module.ListingFilters),
);

type Patch = Partial<Omit<ListingQuery, 'parent'>>;

/** A sort option's name in the page's language. */
function sortLabel(code: SortCode): string {
  const { listing } = words();
  const labels: Record<SortCode, string> = {
    [SORT_CODES.showAll]: listing.sortShowAll,
    [SORT_CODES.recommended]: listing.sortRecommended,
    [SORT_CODES.priceDesc]: listing.sortPriceDesc,
    [SORT_CODES.priceAsc]: listing.sortPriceAsc,
  };
  return labels[code];
}

/** The page's name in the page's language (docs/decisions.md rule 79). */
const pageName = (page: ListingPageName): string => words().listing[page];

/**
 * "Tote", "Bags by PRADA", "Tote and Clutch by GUCCI and PRADA", "New In · Accessories": what the page
 * lists, as its heading says it.
 */
function listingTitle(page: ListingPageName, query: ListingQuery): string {
  const { listing, categories: names } = words();
  const and = ` ${listing.and} `;
  const categories = listingCategories(query);
  const what = categories.length > 0 ? categories.map(optionLabel).join(and) : names[query.parent];
  const byBrand = query.brand.length === 0 ? what : fill(listing.by, { what, brands: query.brand.join(and) });
  return page === 'products' ? byBrand : `${pageName(page)} · ${byBrand}`;
}

/**
 * New In and Sale list bags or accessories: links to the other, so a shared URL says which (the type
 * filter belongs to one of them, so switching starts from all types). A page without a collection
 * (`parent` null) offers both.
 */
function ParentSwitch({ page, parent }: { page: ListingPageName; parent: ListingQuery['parent'] | null }) {
  const path = { products: paths.products, newIn: paths.newIn, sale: paths.sale }[page];
  const { categories, listing } = words();
  const options = [
    { p: 'bags', label: categories.BAGS, parent: 'BAGS' },
    { p: 'accessories', label: categories.ACCESSORIES, parent: 'ACCESSORIES' },
  ] as const;
  return (
    <nav
      aria-label={fill(listing.bagsOrAccessories, { page: pageName(page) })}
      className={styles.parentSwitch}
    >
      {options.map((option) => (
        <Link
          key={option.p}
          to={path.href({ p: option.p, t: 'all' })}
          aria-current={parent === option.parent ? 'page' : undefined}
          className={`${shop.button} ${shop.outline}`}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * /products, /newin and /sale (storefront.md section 2). The URL holds the whole filter state
 * (domain listing.ts), so a listing can be shared, reloaded and navigated back to; an address
 * without a collection asks for one, and an unusable URL is the not-found page.
 */
export function ListingPage({ page }: { page: ListingPageName }) {
  const [searchParams] = useSearchParams();
  const parsed = useMemo(() => parseListingParams(searchParams), [searchParams]);
  if (parsed.ok) return <Listing page={page} query={parsed.query} />;
  if (asksForCollection(searchParams)) return <CollectionChoice page={page} />;
  // An address the shop cannot show is a page that does not exist (storefrontPage answers it 404).
  return <ListingNotFound params={parsed.errors.map((error) => error.param)} />;
}

/** /sale, /newin or /products without p: the page's name and its two collections. */
function CollectionChoice({ page }: { page: ListingPageName }) {
  const name = pageName(page);
  useDocumentTitle(name, fill(words().meta.pageDescription, { title: name, shop: shopConfig.name }));
  return (
    <div className={`${shop.container} ${styles.notice}`}>
      <h1 className={`${shop.pageTitle} ${styles.title}`}>{name}</h1>
      <ParentSwitch page={page} parent={null} />
    </div>
  );
}

/** A change to the listing's query, made from its address as it is when the change is made. */
type OnUpdate = (next: (current: ListingQuery) => ListingQuery) => void;

/**
 * The listing's filters: a column on a wide screen; on a phone a button that opens them in a
 * drawer, whose code and the filters' reads load when it is first opened and stay (closed) after.
 */
function FiltersPanel({
  page,
  query,
  total,
  chipCount,
  onUpdate,
  onReset,
}: {
  page: ListingPageName;
  query: ListingQuery;
  total: number | null;
  chipCount: number;
  onUpdate: OnUpdate;
  onReset: () => void;
}) {
  const { listing } = words();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const wideScreen = useMediaQuery(WIDE_SCREEN);
  const filtersId = useId();
  const filtersButtonRef = useRef<HTMLButtonElement>(null);
  const closeFilters = useCallback(() => {
    setFiltersOpen(false);
    filtersButtonRef.current?.focus();
  }, []);
  const filters = (
    <Suspense fallback={<LoadingState label={listing.loadingFilters} />}>
      <ListingFilters page={page} query={query} onUpdate={onUpdate} />
    </Suspense>
  );

  return (
    <aside
      // On a phone the heading is the drawer's, which loads when first opened.
      aria-labelledby={wideScreen ? `${filtersId}h` : undefined}
      aria-label={wideScreen ? undefined : listing.filters}
      className={styles.filters}
    >
      {wideScreen ? (
        <>
          <h2 id={`${filtersId}h`} className={styles.filtersTitle}>
            {listing.filters}
          </h2>
          {filters}
        </>
      ) : (
        <>
          <button
            ref={filtersButtonRef}
            type="button"
            className={`${shop.button} ${shop.outline} ${styles.filtersToggle}`}
            aria-haspopup="dialog"
            onClick={() => {
              setDrawerUsed(true);
              setFiltersOpen(true);
            }}
          >
            {chipCount > 0 ? fill(listing.filtersCount, { count: chipCount }) : listing.filters}
          </button>
          {drawerUsed && (
            <Suspense fallback={null}>
              <FilterDrawer
                open={filtersOpen}
                onClose={closeFilters}
                headingId={`${filtersId}h`}
                results={total}
                onReset={onReset}
              >
                {filters}
              </FilterDrawer>
            </Suspense>
          )}
        </>
      )}
    </aside>
  );
}

/** The sort choice above the results. */
function SortChoice({
  page,
  query,
  onChange,
}: {
  page: ListingPageName;
  query: ListingQuery;
  onChange: (patch: Patch) => void;
}) {
  const { listing } = words();
  const sortId = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={sortId} className={styles.label}>
        {listing.sortBy}
      </label>
      <select
        id={sortId}
        value={effectiveSort(page, query.sort)}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          const sort = Number(event.target.value);
          if (isSortCode(sort)) onChange({ sort });
        }}
        className={styles.select}
      >
        {listingSortOptions(page).map((code) => (
          <option key={code} value={code}>
            {sortLabel(code)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The chosen filters as removable chips, with the reset beside them. */
function FilterChips({
  chips,
  onUpdate,
  resetButton,
}: {
  chips: ListingFilterChip[];
  onUpdate: OnUpdate;
  resetButton: ReactNode;
}) {
  const { listing } = words();
  return (
    <ul className={styles.chips} aria-label={listing.activeFilters}>
      {chips.map((chip) => (
        <li key={`${chip.kind} ${chip.label}`}>
          <button
            type="button"
            className={`${shop.button} ${styles.chip}`}
            aria-label={fill(listing.removeFilter, { label: chip.label })}
            onClick={() => onUpdate(chip.remove)}
          >
            {chip.label}
            <CloseIcon size={16} />
          </button>
        </li>
      ))}
      <li>{resetButton}</li>
    </ul>
  );
}

function Listing({ page, query }: { page: ListingPageName; query: ListingQuery }) {
  const [, setSearchParams] = useSearchParams();
  const { listing } = words();
  const title = listingTitle(page, query);
  useDocumentTitle(title, fill(words().meta.listingDescription, { title, shop: shopConfig.name }));
  const state = useListing(page, query);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const pagerUsed = useRef(false);
  const total = state.status === 'success' ? state.total : undefined;

  // The router renders a new address in a transition: a change made before it has (a second tap on
  // a slow phone) starts from the address as it is, not as last rendered, so the first one stays.
  const update = useCallback<OnUpdate>(
    (next) => {
      const address = parseListingParams(new URLSearchParams(window.location.search));
      setSearchParams(serialiseListingQuery(next(address.ok ? address.query : query)));
    },
    [query, setSearchParams],
  );
  const change = useCallback(
    (patch: Patch) => update((current) => updateListingQuery(current, patch)),
    [update],
  );
  const reset = () => update(resetListingFilters);
  const hrefOf = (n: number) => `?${serialiseListingQuery({ ...query, page: n })}`;
  const chips = activeListingFilters(query, { optionLabel, formatPrice }).filter(
    (chip) => page === 'sale' || chip.kind !== 'discount',
  );
  const resetButton = (
    <button type="button" className={shop.button} onClick={reset}>
      {listing.resetFilters}
    </button>
  );

  // After a pager link, continue at the top of the results, as a new page would.
  useEffect(() => {
    if (!pagerUsed.current) return;
    pagerUsed.current = false;
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [query.page]);

  return (
    <div className={`${shop.container} ${styles.page}`}>
      <h1 className={`${shop.pageTitle} ${styles.title}`}>{title}</h1>
      {page !== 'products' && <ParentSwitch page={page} parent={query.parent} />}
      <div className={styles.columns}>
        <FiltersPanel
          page={page}
          query={query}
          total={total ?? null}
          chipCount={chips.length}
          onUpdate={update}
          onReset={reset}
        />

        <div className={styles.results}>
          <div className={styles.resultsBar}>
            {/* A live region: screen readers hear the new total after each change. */}
            <div role="status">
              <h2 ref={resultsRef} tabIndex={-1} className={styles.total}>
                {state.status === 'success'
                  ? fill(state.total === 1 ? listing.productCountOne : listing.productCountOther, {
                      count: formatNumber(state.total),
                    })
                  : listing.products}
              </h2>
            </div>
            <SortChoice page={page} query={query} onChange={change} />
          </div>

          {chips.length > 0 && <FilterChips chips={chips} onUpdate={update} resetButton={resetButton} />}

          {state.status === 'loading' && <LoadingState label={listing.loading} />}
          {state.status === 'error' && (
            <ErrorState title={listing.failed} message={words().page.productsFailed} />
          )}
          {state.status === 'success' &&
            (state.products.length > 0 ? (
              <ProductGrid products={state.products} />
            ) : (
              <div className={styles.empty}>
                <p>{state.total > 0 ? fill(listing.noPage, { page: query.page }) : listing.noMatch}</p>
                {state.total > 0 ? (
                  <Link to={hrefOf(1)} className={shop.link}>
                    {listing.firstPage}
                  </Link>
                ) : (
                  resetButton
                )}
              </div>
            ))}
          {state.status === 'success' && (
            <ListingPager
              current={query.page}
              count={pageCount(state.total)}
              hrefOf={hrefOf}
              onNavigate={() => {
                pagerUsed.current = true;
              }}
            />
          )}
        </div>
      </div>
    </div>
  );
}

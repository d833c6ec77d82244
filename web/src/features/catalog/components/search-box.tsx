import { lazy, Suspense } from 'react';
import { words } from '@/app/i18n/page-language';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { SearchIcon } from '@/components/ui/icons';
import iconButton from '@/components/ui/icon-button.module.css';
import { useMediaQuery } from '@/hooks/use-media-query';
import styles from './search-box.module.css';

/** Chakra's `xl` breakpoint: from here the header has room for the search form. */
const WIDEST_SCREEN = '(min-width: 80em)';

/**
 * The search form with its suggestions, off every page's first load: a phone's header never shows
 * it, and a wide screen's asks for it as the header first renders there (on hydration, a page the
 * server rendered for a phone), showing the search link until it is in.
 */
const SearchForm = lazy(() => import('./search-form').then(({ SearchForm }) => ({ default: SearchForm })));

/**
 * The header's search (beyond the spec): the form on wide screens, a link to the search page on
 * narrow ones where the header has no room for it.
 */
export function HeaderSearch() {
  const widest = useMediaQuery(WIDEST_SCREEN);
  const link = (
    <Link
      className={`${iconButton.iconButton} ${styles.headerLink}`}
      to={paths.search.href()}
      aria-label={words().header.searchProducts}
    >
      <SearchIcon />
    </Link>
  );
  return widest ? (
    <Suspense fallback={link}>
      <div className={styles.headerForm}>
        <SearchForm />
      </div>
    </Suspense>
  ) : (
    link
  );
}

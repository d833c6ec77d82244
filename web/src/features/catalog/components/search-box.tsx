import { useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SearchIcon } from '@/components/ui/icons';
import iconButton from '@/components/ui/icon-button.module.css';
import shop from '@/components/ui/shop.module.css';
import { useMediaQuery } from '@/hooks/use-media-query';
import styles from './search-box.module.css';

/** Chakra's `xl` breakpoint: from here the header has room for the search form. */
const WIDEST_SCREEN = '(min-width: 80em)';

/**
 * The search form: designer, product or category words, results as a listing on /search. `initial`
 * fills it in (the results page shows what was searched for).
 */
export function SearchForm({ initial = '', autoFocus = false }: { initial?: string; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(paths.search.href(String(new FormData(event.currentTarget).get('q') ?? '').trim()));
  }

  return (
    <form role="search" onSubmit={submit} className={styles.form}>
      <label htmlFor={inputId} className={shop.srOnly}>
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        defaultValue={initial}
        placeholder="Search designers, bags…"
        autoComplete="off"
        autoFocus={autoFocus}
        className={styles.input}
      />
      <button type="submit" aria-label="Search" className={styles.submit}>
        <SearchIcon size={18} />
      </button>
    </form>
  );
}

/**
 * The header's search (beyond the spec): the form on wide screens, a link to the search page on
 * narrow ones where the header has no room for it.
 */
export function HeaderSearch() {
  const widest = useMediaQuery(WIDEST_SCREEN);
  return widest ? (
    <div className={styles.headerForm}>
      <SearchForm />
    </div>
  ) : (
    <Link
      className={`${iconButton.iconButton} ${styles.headerLink}`}
      to={paths.search.href()}
      aria-label="Search products"
    >
      <SearchIcon />
    </Link>
  );
}

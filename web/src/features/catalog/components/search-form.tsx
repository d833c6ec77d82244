import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { fill, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { SearchIcon } from '@/components/ui/icons';
import shop from '@/components/ui/shop.module.css';
import type { SuggestionOption } from '../api/search-suggestions';
import styles from './search-box.module.css';

/** The suggestions module, loaded on the search box's first use (not on the page's first paint). */
const loadSuggestions = () => import('../api/search-suggestions');

/**
 * Suggestions for `text` (from two letters on, domain searchSuggestions): designers, categories,
 * product words. Empty until the module and the vocabulary are in. No domain import here: the
 * search rules load with the suggestions module, not with every page's header.
 */
function useSuggestions(text: string, active: boolean): SuggestionOption[] {
  const [found, setFound] = useState<{ text: string; options: SuggestionOption[] } | null>(null);
  const asked = active && text.trim() !== '';
  useEffect(() => {
    if (!asked) return;
    let current = true;
    loadSuggestions()
      .then(({ suggestionsFor }) => suggestionsFor(text))
      .then(
        (options) => {
          if (current) setFound({ text, options });
        },
        (error: unknown) => console.error('Search suggestions failed', error),
      );
    return () => {
      current = false;
    };
  }, [text, asked]);
  return asked && found?.text === text ? found.options : [];
}

/**
 * The search form: designer, product or category words, results as a listing on /search. `initial`
 * fills it in (the results page shows what was searched for). From two letters it suggests
 * designers, categories and product words: arrow keys move through them, Enter opens one, Escape
 * closes them (the ARIA combobox pattern).
 */
export function SearchForm({ initial = '', autoFocus = false }: { initial?: string; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const options = useSuggestions(text, open);
  const expanded = open && options.length > 0;
  const active = expanded && activeIndex >= 0 ? options[activeIndex] : undefined;
  const closeTimer = useRef<number | undefined>(undefined);
  const { header } = words();

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function go(href: string) {
    setOpen(false);
    setActiveIndex(-1);
    navigate(href);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (active) go(active.href);
    else go(paths.search.href(text.trim()));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const last = options.length - 1;
      setActiveIndex((index) =>
        event.key === 'ArrowDown' ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1,
      );
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  }

  return (
    <form role="search" onSubmit={submit} className={styles.form}>
      <label htmlFor={inputId} className={shop.srOnly}>
        {header.searchProducts}
      </label>
      <div className={styles.field}>
        <input
          id={inputId}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={active ? `${listId}-${active.id}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => {
            window.clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          // Later, so a click on a suggestion lands before the list closes.
          onBlur={() => {
            closeTimer.current = window.setTimeout(() => setOpen(false), 150);
          }}
          onKeyDown={onKeyDown}
          placeholder={header.searchPlaceholder}
          autoComplete="off"
          autoFocus={autoFocus}
          className={styles.input}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={header.suggestions}
          className={styles.suggestions}
          hidden={!expanded}
        >
          {expanded &&
            options.map((option, index) => (
              <li
                key={option.id}
                id={`${listId}-${option.id}`}
                role="option"
                aria-selected={index === activeIndex}
                className={styles.suggestion}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(option.href)}
              >
                <span>{option.label}</span>
                <span className={styles.kind}>{option.kind}</span>
              </li>
            ))}
        </ul>
      </div>
      <button type="submit" aria-label={header.search} className={styles.submit}>
        <SearchIcon size={18} />
      </button>
      <span role="status" className={shop.srOnly}>
        {expanded
          ? fill(options.length === 1 ? header.suggestionOne : header.suggestionOther, {
              count: options.length,
            })
          : ''}
      </span>
    </form>
  );
}

import { LANGUAGE_NAMES, LANGUAGES, pathInLanguage } from '@shop/domain';
import { useLocation } from 'react-router-dom';
import { rememberLanguage } from './language-choice';
import { pageLanguage, words } from './page-language';
import styles from './language-switcher.module.css';

/**
 * The four languages, each a link to this page (its path and query) in that language
 * (docs/decisions.md rule 79): a whole page load, which the server renders in the new language. In
 * the header and the footer. The router's location is under the language's prefix (its basename).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const current = pageLanguage();
  return (
    <nav aria-label={words().language.switcherLabel} className={`${styles.switcher} ${className ?? ''}`}>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={pathInLanguage(language, pathname + search)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              title={LANGUAGE_NAMES[language]}
              onClick={() => rememberLanguage(language)}
            >
              <span aria-hidden="true">{language.toUpperCase()}</span>
              <span className={styles.name}>{LANGUAGE_NAMES[language]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { pathInLanguage, type Dictionary, type Language } from '@shop/domain';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loadLateWords } from 'virtual:page-words/late';
import { rememberLanguage } from './language-choice';
import { pageLanguage } from './page-language';
import styles from './language-suggestion.module.css';

/**
 * The line offering this page in `language` (language-suggestion.tsx decides whether to): in that
 * language's words, its `offer` group (word-groups.ts), which loads with this module, after the page.
 */
export function LanguageOffer({ language }: { language: Language }) {
  const { pathname, search } = useLocation();
  const [words, setWords] = useState<Dictionary['languageSuggestion'] | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    let current = true;
    loadLateWords(language, 'offer').then(
      ({ languageSuggestion }) => current && languageSuggestion && setWords(languageSuggestion),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);

  if (!words || dismissed) return null;
  return (
    <aside className={styles.suggestion} lang={language} aria-label={words.label}>
      <p>
        {words.suggestion}{' '}
        <a
          href={pathInLanguage(language, pathname + search)}
          hrefLang={language}
          onClick={() => rememberLanguage(language)}
        >
          {words.suggestionLink}
        </a>
      </p>
      <button
        type="button"
        onClick={() => {
          rememberLanguage(pageLanguage());
          setDismissed(true);
        }}
      >
        {words.dismiss}
      </button>
    </aside>
  );
}

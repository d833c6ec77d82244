import { pathInLanguage, preferredLanguage, type Dictionary, type Language } from '@shop/domain';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loadWords } from 'virtual:page-words';
import { rememberedLanguage, rememberLanguage } from './language-choice';
import { pageLanguage } from './page-language';
import { SHELL_WORDS } from './word-groups';
import styles from './language-suggestion.module.css';

/**
 * A first visit whose browser asks for another of the shop's languages (`navigator.languages`, the
 * list it sends as Accept-Language) is offered this page in it, in one line in that language at
 * the foot of the screen; never redirected (docs/decisions.md rule 79). Once the shopper has chosen (the switcher,
 * this line's link or its "No, thank you"), it is not offered again. The browser's alone: never in
 * the server's HTML, and its words load only when there is something to offer.
 */
export function LanguageSuggestion() {
  const { pathname, search } = useLocation();
  const [offer, setOffer] = useState<{ language: Language; words: Dictionary['language'] } | null>(null);

  useEffect(() => {
    if (rememberedLanguage() !== null) return;
    const asked = preferredLanguage(navigator.languages ?? [navigator.language]);
    if (asked === null || asked === pageLanguage()) return;
    let current = true;
    void loadWords(asked, SHELL_WORDS).then(({ language }) => {
      if (current && language) setOffer({ language: asked, words: language });
    });
    return () => {
      current = false;
    };
  }, []);

  if (!offer) return null;
  const { language, words } = offer;
  return (
    <aside className={styles.suggestion} lang={language} aria-label={words.switcherLabel}>
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
          setOffer(null);
        }}
      >
        {words.dismiss}
      </button>
    </aside>
  );
}

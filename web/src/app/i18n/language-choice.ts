/**
 * The shopper's choice of language, remembered on this device (docs/decisions.md rule 79): set by
 * the switcher and by the first visit's suggestion (followed or dismissed), after which the
 * suggestion is not offered again. Never a redirect: the address decides the page's language.
 */
import { isLanguage, type Language } from '@shop/domain';

const STORAGE_KEY = 'maison-borsa.language';

/** The language the shopper chose on this device, or null. */
export function rememberedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage blocked: nothing remembered.
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts as long as the page.
  }
}

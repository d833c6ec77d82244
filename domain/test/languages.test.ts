import { describe, expect, it } from 'vitest';
import {
  languageAlternates,
  languageOfPath,
  languagePrefix,
  pathInLanguage,
  preferredLanguage,
} from '../src/index';

describe('the languages’ addresses (docs/decisions.md rule 79)', () => {
  it('reads the language from the prefix, and the spec’s path under it', () => {
    expect(languageOfPath('/nl/products')).toEqual({ language: 'nl', path: '/products' });
    expect(languageOfPath('/de/view')).toEqual({ language: 'de', path: '/view' });
    expect(languageOfPath('/fr')).toEqual({ language: 'fr', path: '/' });
    expect(languageOfPath('/fr/')).toEqual({ language: 'fr', path: '/' });
    expect(languageOfPath('/products')).toEqual({ language: 'en', path: '/products' });
    // No other prefix is a language: the address finds no page (the English not-found page).
    expect(languageOfPath('/es/products')).toEqual({ language: 'en', path: '/es/products' });
    expect(languageOfPath('/en/products')).toEqual({ language: 'en', path: '/en/products' });
    expect(languageOfPath('/nlx')).toEqual({ language: 'en', path: '/nlx' });
  });

  it('writes a path at each language’s address, query and all', () => {
    expect(pathInLanguage('nl', '/products?p=bags&t=all')).toBe('/nl/products?p=bags&t=all');
    expect(pathInLanguage('en', '/products?p=bags')).toBe('/products?p=bags');
    expect(pathInLanguage('fr', '/')).toBe('/fr');
    expect(pathInLanguage('de', '/?x=1')).toBe('/de?x=1');
    expect(languagePrefix('en')).toBe('');
  });

  it('names a page’s versions for search engines: each language and x-default, the English', () => {
    expect(languageAlternates('/products?p=bags')).toEqual([
      { hreflang: 'en', path: '/products?p=bags' },
      { hreflang: 'nl', path: '/nl/products?p=bags' },
      { hreflang: 'de', path: '/de/products?p=bags' },
      { hreflang: 'fr', path: '/fr/products?p=bags' },
      { hreflang: 'x-default', path: '/products?p=bags' },
    ]);
    expect(languageAlternates('/').map((version) => version.path)).toEqual(['/', '/nl', '/de', '/fr', '/']);
  });

  it('finds the shop language a browser asks for first, by weight', () => {
    expect(preferredLanguage('nl-BE,nl;q=0.9,en;q=0.8')).toBe('nl');
    expect(preferredLanguage('es-ES,es;q=0.9,fr;q=0.5,de;q=0.7')).toBe('de');
    expect(preferredLanguage(['fr-FR', 'en-GB'])).toBe('fr');
    expect(preferredLanguage('es, it;q=0.5')).toBeNull();
    expect(preferredLanguage('de;q=0, en')).toBe('en');
    expect(preferredLanguage('')).toBeNull();
  });
});

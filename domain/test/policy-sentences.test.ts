import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  loadDictionary,
  openingHours,
  POLICY_TEXTS,
  policySentences,
  shopConfig,
} from '../src/index';

describe('the policies’ sentences in every language (docs/decisions.md rule 79)', () => {
  it('are POLICY_TEXTS word for word in English', async () => {
    expect(policySentences('en', await loadDictionary('en'))).toEqual(POLICY_TEXTS);
  });

  for (const language of LANGUAGES.filter((language) => language !== 'en')) {
    it(`${language}: quotes the same figures in its own words, with no {name} left unfilled`, async () => {
      const sentences = policySentences(language, await loadDictionary(language));
      for (const key of Object.keys(POLICY_TEXTS) as (keyof typeof POLICY_TEXTS)[]) {
        expect(sentences[key], key).not.toMatch(/[{}]/);
        expect(sentences[key], key).not.toBe(POLICY_TEXTS[key]);
        const figures = (text: string) => text.match(/\d+(?:-\d+)?/g) ?? [];
        expect(figures(sentences[key]), key).toEqual(figures(POLICY_TEXTS[key]));
      }
    });
  }

  it('writes the opening hours as the shop config does in English, with its hours in every language', async () => {
    expect(openingHours(await loadDictionary('en'))).toBe(shopConfig.hours.label);
    for (const language of LANGUAGES) {
      const hours = openingHours(await loadDictionary(language));
      expect(hours).toContain(shopConfig.hours.opens);
      expect(hours).toContain(shopConfig.hours.closes);
    }
  });

  it('names the refund weekday in the language', async () => {
    expect(policySentences('nl', await loadDictionary('nl')).refunds).toContain('op vrijdag');
    expect(policySentences('de', await loadDictionary('de')).refunds).toContain('am Freitag');
    expect(policySentences('fr', await loadDictionary('fr')).refunds).toContain('le vendredi');
  });
});

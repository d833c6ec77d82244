import { describe, expect, it } from 'vitest';
import { translationProblems } from './translations';
import { LANGUAGES, mailWords, orderLanguage } from '../src/index';

describe("an order's mail and document words: every language says everything English says (docs/decisions.md rule 79)", () => {
  for (const language of LANGUAGES) {
    it(`${language}: has every key, no other, each a non-empty text filling the English one's {names}`, () => {
      const { extraKeys, problems } = translationProblems(mailWords('en'), mailWords(language));
      expect(extraKeys, 'keys English does not have').toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  it('translates them: the invoice and the confirmation differ from English outside English', () => {
    expect(mailWords('fr').invoice.invoiceTitle).toBe('Facture');
    expect(mailWords('de').confirmation.thanks).toBe('Vielen Dank für Ihre Bestellung.');
    expect(mailWords('nl').money.totalPaid).toBe('Totaal betaald');
  });

  it("takes an order's own language, English for an order without one or with another", () => {
    expect(orderLanguage({ language: 'fr' })).toBe('fr');
    expect(orderLanguage({})).toBe('en');
    expect(orderLanguage({ language: 'es' })).toBe('en');
  });
});

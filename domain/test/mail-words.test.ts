import { describe, expect, it } from 'vitest';
import { LANGUAGES, mailWords, orderLanguage } from '../src/index';

type Tree = { [key: string]: string | Tree };

/** Every text by its dotted key ("confirmation.subject"). */
function texts(tree: Tree, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (value !== null && typeof value === 'object')
      for (const entry of texts(value, path)) found.set(...entry);
    else found.set(path, value);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const english = texts(mailWords('en') as unknown as Tree);

describe("an order's mail and document words: every language says everything English says (docs/decisions.md rule 79)", () => {
  for (const language of LANGUAGES) {
    it(`${language}: has every key, no other, each a non-empty text filling the English one's {names}`, () => {
      const own = texts(mailWords(language) as unknown as Tree);
      expect(
        [...own.keys()].filter((key) => !english.has(key)),
        'keys English does not have',
      ).toEqual([]);
      const problems: string[] = [];
      for (const [key, englishText] of english) {
        const text = own.get(key);
        if (typeof text !== 'string' || text.trim() === '') problems.push(`${key}: missing or empty`);
        else if (placeholders(text).join() !== placeholders(String(englishText)).join())
          problems.push(
            `${key}: fills {${placeholders(text).join(', ')}}, English {${placeholders(String(englishText)).join(', ')}}`,
          );
      }
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

import { describe, expect, it } from 'vitest';
import {
  ACCESSORY_TYPES,
  BAG_TYPES,
  COLOURS,
  fillText,
  LANGUAGES,
  loadDictionary,
  ORDER_STATUSES,
  PARENT_CATEGORIES,
  type Dictionary,
} from '../src/index';

type Tree = { [key: string]: string | Tree };

/** Every text of a dictionary by its dotted key ("listing.sortBy"). */
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

const dictionaries = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (language) => [language, await loadDictionary(language)] as const)),
) as Record<(typeof LANGUAGES)[number], Dictionary>;
const english = texts(dictionaries.en as unknown as Tree);

describe('the dictionaries: every language says everything English says (docs/decisions.md rule 79)', () => {
  it('names every category, colour and order status of the catalogue in English', () => {
    const named = (group: Record<string, string>) => Object.keys(group).sort();
    expect(named(dictionaries.en.categories)).toEqual(
      [...PARENT_CATEGORIES, ...BAG_TYPES, ...ACCESSORY_TYPES].sort(),
    );
    expect(named(dictionaries.en.colours)).toEqual([...COLOURS].sort());
    expect(named(dictionaries.en.orderStatuses)).toEqual([...ORDER_STATUSES].sort());
  });

  for (const language of LANGUAGES) {
    it(`${language}: has every key, no other, each a non-empty text filling the English one's {names}`, () => {
      const own = texts(dictionaries[language] as unknown as Tree);
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

  it('translates what a shopper reads most: the categories differ from English outside English', () => {
    expect(dictionaries.nl.categories.BAGS).toBe('Tassen');
    expect(dictionaries.de.categories.BAGS).toBe('Taschen');
    expect(dictionaries.fr.categories.BAGS).toBe('Sacs');
    expect(dictionaries.de.sizes.oneSize).toBe('Einheitsgröße');
  });

  it('fills a text’s {names} and leaves an unknown one as written', () => {
    expect(fillText(dictionaries.nl.delivery.short, { europe: '3-5' })).toBe('Levering in 3-5 werkdagen');
    expect(fillText('{count} of {total}', { count: 2 })).toBe('2 of {total}');
    expect(fillText('{constructor}', {})).toBe('{constructor}');
  });
});

import { describe, expect, it } from 'vitest';
import {
  canonicalWord,
  applyToSearchVocabulary,
  buildSearchVocabulary,
  correctSearchWord,
  decodeSearchVocabulary,
  editDistance,
  encodeSearchVocabulary,
  expandSearchText,
  mergeSearchReads,
  rankSearchResults,
  searchReadOrder,
  resolveSearchWords,
  searchLexicon,
  searchQueryPlan,
  searchQueryWords,
  searchTermsToCount,
  searchSuggestions,
  searchTermsFor,
  searchWords,
  SEARCH_WORD_MAX_LENGTH,
  singularWord,
  type SearchableItem,
} from '../src/index';

/**
 * A fixed catalogue for relevance: each query below has the product it must show first. Listed in
 * the listing's default order (in stock first, then newest), as the search's query returns them.
 */
interface Fixture extends SearchableItem {
  id: string;
  inStock: boolean;
}

const item = (
  id: string,
  brand: string,
  title: string,
  parentCategory: 'BAGS' | 'ACCESSORIES',
  category: string,
  colour: string,
  inStock = true,
): Fixture => ({ id, brand, title, parentCategory, category, colour, gender: 'F', inStock, sku: id });

const CATALOGUE: Fixture[] = [
  item('p01', 'PRADA', 'Galleria Saffiano leather tote', 'BAGS', 'TOTE', 'BLACK'),
  item('p02', 'GUCCI', 'Jackie 1961 small shoulder bag', 'BAGS', 'SHOULDER BAG', 'BROWN'),
  item('p03', 'CHLOE', 'Woody canvas tote', 'BAGS', 'TOTE', 'BEIGE'),
  item('p04', 'SAINT LAURENT', 'Kate chain clutch', 'BAGS', 'CLUTCH', 'BLACK'),
  item('p05', 'DOLCE & GABBANA', 'Sicily handbag', 'BAGS', 'HANDBAG', 'RED'),
  item('p06', 'GUCCI', 'GG Marmont wallet', 'ACCESSORIES', 'WALLET', 'BLACK'),
  item('p07', 'FENDI', 'Baguette shoulder bag', 'BAGS', 'SHOULDER BAG', 'PINK'),
  item('p08', 'PRADA', 'Re-Nylon shoulder bag', 'BAGS', 'SHOULDER BAG', 'BLACK'),
  item('p09', 'BOTTEGA VENETA', 'Arco tote bag', 'BAGS', 'TOTE', 'GREEN'),
  item('p10', 'SEE BY CHLOE', 'Joan card holder', 'ACCESSORIES', 'CARD HOLDER', 'BROWN'),
  item('p11', 'LOEWE', 'Gucci-inspired shopper', 'BAGS', 'TOTE', 'BROWN'),
  item('p12', 'GUCCI', 'Ophidia small tote', 'BAGS', 'TOTE', 'BROWN', false),
  item('p13', 'MULBERRY', 'Bayswater purse', 'ACCESSORIES', 'WALLET', 'BLACK'),
  item('p14', 'BALENCIAGA', 'Hourglass belt bag', 'BAGS', 'BELT BAG', 'WHITE'),
];

const TERMS = new Map(CATALOGUE.map((product) => [product.id, searchTermsFor(product)]));
const LEXICON = searchLexicon(
  buildSearchVocabulary(
    CATALOGUE.map((product) => ({ ...product, parentCategory: product.parentCategory!, online: true })),
  ),
);

/**
 * The search as the storefront runs it (search-products.ts): the rarest word's products, ranked by
 * every word; when none has every word, the other words' products too.
 */
function search(text: string): { ids: string[]; everyWord: string[] } {
  const count = (term: string) => CATALOGUE.filter((p) => TERMS.get(p.id)!.includes(term)).length;
  const words = resolveSearchWords(searchQueryWords(text, LEXICON), count);
  const present = words
    .map((word) => ({ term: word.term, count: count(word.term) }))
    .filter((w) => w.count > 0);
  if (present.length === 0) return { ids: [], everyWord: [] };
  const read = (term: string) => CATALOGUE.filter((p) => TERMS.get(p.id)!.includes(term));
  const [rarest, ...fallbacks] = searchReadOrder(present);
  let ranked = rankSearchResults(read(rarest!), words);
  if (!ranked.some((result) => result.matchesEveryWord) && fallbacks.length > 0) {
    ranked = rankSearchResults(
      mergeSearchReads([read(rarest!), ...fallbacks.map(read)], (p) => p.id),
      words,
    );
  }
  return {
    ids: ranked.map((result) => result.item.id),
    everyWord: ranked.filter((result) => result.matchesEveryWord).map((result) => result.item.id),
  };
}

describe('search words', () => {
  it('are lower-case and accent-free; apostrophes do not split a word', () => {
    expect(searchWords('  Bottega   VÉNETA ')).toEqual(['bottega', 'veneta']);
    expect(searchWords("TOD'S")).toEqual(['tods']);
  });

  it('take singular and plural alike', () => {
    for (const [plural, singular] of [
      ['bags', 'bag'],
      ['totes', 'tote'],
      ['watches', 'watch'],
      ['glasses', 'glass'],
      ['accessories', 'accessory'],
      ['cases', 'case'],
    ]) {
      expect(singularWord(plural!)).toBe(singularWord(singular!));
    }
    expect(singularWord('boss')).toBe('boss');
  });

  it('expand designer aliases and the shop’s phrases, and leave out stop words', () => {
    expect(expandSearchText('YSL bags')).toEqual(['saint', 'laurent', 'bags']);
    expect(expandSearchText('D&G')).toEqual(['dolce', 'gabbana']);
    expect(expandSearchText('d & g purse')).toEqual(['dolce', 'gabbana', 'purse']);
    expect(expandSearchText('Dolce and Gabbana')).toEqual(['dolce', 'gabbana']);
    expect(expandSearchText('bum bag for men')).toEqual(['belt', 'bag', 'men']);
  });

  it('are at most 8, and leave out runs longer than SEARCH_WORD_MAX_LENGTH (Firestore cannot query them)', () => {
    expect(searchQueryWords('aa bb cc dd ee ff gg hh ii jj')).toHaveLength(8);
    expect(searchQueryWords(' ,; ')).toEqual([]);
    const long = 'x'.repeat(SEARCH_WORD_MAX_LENGTH);
    expect(
      searchQueryWords(`tote ${long} ${'y'.repeat(SEARCH_WORD_MAX_LENGTH + 1)}`).map((w) => w.term),
    ).toEqual(['tote', long]);
  });

  it('map synonyms to the shop’s word', () => {
    expect(searchQueryWords('purses shoppers').map((word) => word.term)).toEqual(['bag', 'tote']);
  });
});

describe('searchTermsFor', () => {
  const terms = searchTermsFor({
    brand: 'CHLOÉ',
    title: 'Woody Tote — Chloé canvas',
    parentCategory: 'BAGS',
    category: 'TOTE',
    colour: 'LIGHT BLUE',
    gender: 'F',
    sku: 'WT-1234',
  });

  it('hold each word, singular, with its starts from three letters', () => {
    expect(terms).toEqual(
      expect.arrayContaining(['chloe', 'chl', 'chlo', 'woody', 'woo', 'tote', 'tot', 'canvas']),
    );
    expect(terms).toEqual(expect.arrayContaining(['bag', 'bags', 'light', 'blue', 'woman']));
    expect(terms).not.toContain('ch');
  });

  it('hold the sku whole and by its words', () => {
    expect(terms).toEqual(expect.arrayContaining(['wt-1234', 'wt', '1234']));
  });

  it('meet the query words of what shoppers type', () => {
    for (const typed of [
      'bags',
      'totes',
      'tote',
      'chl',
      'Chloé',
      'CHLOE',
      'blue',
      'women',
      'ladies',
      'shopper',
    ]) {
      expect(
        searchQueryWords(typed).every((word) => terms.includes(word.term)),
        typed,
      ).toBe(true);
    }
  });
});

describe('typo correction', () => {
  it('counts a swap of two letters as one typo', () => {
    expect(editDistance('gcuci', 'gucci', 2)).toBe(1);
    expect(editDistance('prda', 'prada', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('corrects one typo from five letters and two from nine, to the catalogue’s words', () => {
    expect(correctSearchWord('guci', LEXICON)).toBe('gucci');
    expect(correctSearchWord('prda', LEXICON)).toBe('prada');
    expect(correctSearchWord('gucic', LEXICON)).toBe('gucci');
    expect(correctSearchWord('balenciagga', LEXICON)).toBe('balenciaga');
    expect(correctSearchWord('balensiaja', LEXICON)).toBe('balenciaga');
    expect(correctSearchWord('galeria', LEXICON)).toBe('galleria');
  });

  it('leaves known words, word starts, short words and numbers alone', () => {
    expect(correctSearchWord('gucci', LEXICON)).toBeNull();
    expect(correctSearchWord('guc', LEXICON)).toBeNull();
    expect(correctSearchWord('galler', LEXICON)).toBeNull();
    expect(correctSearchWord('bga', LEXICON)).toBeNull();
    expect(correctSearchWord('1962', LEXICON)).toBeNull();
    expect(correctSearchWord('zzzzzz', LEXICON)).toBeNull();
  });

  it('corrects a word only when it finds nothing as typed and its correction finds something', () => {
    const words = searchQueryWords('guci bags', LEXICON);
    expect(words).toEqual([
      { typed: 'guci', term: 'guci', correction: 'gucci', corrected: false },
      { typed: 'bags', term: 'bag', correction: null, corrected: false },
    ]);
    expect(searchTermsToCount(words)).toEqual(['guci', 'gucci', 'bag']);
    const counts: Record<string, number> = { gucci: 3, bag: 11 };
    expect(resolveSearchWords(words, (term) => counts[term] ?? 0)).toEqual([
      { typed: 'guci', term: 'gucci', correction: 'gucci', corrected: true },
      { typed: 'bags', term: 'bag', correction: null, corrected: false },
    ]);
    // A word some product has (a model name the lexicon does not know yet) stays as typed.
    expect(resolveSearchWords(words, () => 1)[0]).toMatchObject({ term: 'guci', corrected: false });
  });
});

describe('search relevance on a fixed catalogue', () => {
  const firsts: [string, string][] = [
    ['gucci', 'p02'],
    ['guc', 'p02'],
    ['guci', 'p02'],
    ['prda', 'p01'],
    ['chloe', 'p03'],
    ['Chloé', 'p03'],
    ['ysl', 'p04'],
    ['d&g', 'p05'],
    ['dolce gabbana', 'p05'],
    ['gucci bags', 'p02'],
    ['shoulder bags', 'p02'],
    ['totes', 'p01'],
    ['shopper', 'p01'],
    ['prada shoulder bag', 'p08'],
    ['black tote', 'p01'],
    ['purse', 'p02'],
    ['mulberry purses', 'p13'],
    ['galeria', 'p01'],
    ['fendi baguette', 'p07'],
    ['P13', 'p13'],
  ];

  it.each(firsts)('"%s" shows %s first', (text, first) => {
    expect(search(text).ids[0]).toBe(first);
  });

  it('puts the designer typed (in part or misspelt) first: its products before titles that name it', () => {
    for (const text of ['gucci', 'guc', 'guci']) {
      const { ids } = search(text);
      expect(ids.slice(0, 3).sort()).toEqual(['p02', 'p06', 'p12']);
      expect(ids).toContain('p11');
      expect(ids.indexOf('p11')).toBeGreaterThan(2);
    }
  });

  it('puts what can be bought before what is sold out', () => {
    const { ids } = search('gucci');
    expect(ids.indexOf('p12')).toBe(2);
  });

  it('shows the products matching every word before those matching some', () => {
    const { ids, everyWord } = search('gucci bags');
    expect(everyWord.sort()).toEqual(['p02', 'p11', 'p12']);
    // Gucci's bags (designer and type), then the bag that names Gucci in its title, then Gucci's wallet.
    expect(ids).toEqual(['p02', 'p12', 'p11', 'p06']);
  });

  it('ranks a product matching every word first: "Prada tote" is the Prada tote, then the fallbacks', () => {
    const { ids, everyWord } = search('Prada tote');
    expect(everyWord).toEqual(['p01']);
    expect(ids[0]).toBe('p01');
  });

  it("still shows each word's products when none has every word, the designer's first", () => {
    // No Mulberry tote: Mulberry's purse, then the totes, none of them claimed to match both words.
    const { ids, everyWord } = search('mulberry tote');
    expect(everyWord).toEqual([]);
    expect(ids[0]).toBe('p13');
    expect(ids.slice(1).sort()).toEqual(['p01', 'p03', 'p09', 'p11', 'p12']);
    expect(
      searchReadOrder([
        { term: 'tote', count: 5 },
        { term: 'mulberry', count: 1 },
      ]),
    ).toEqual(['mulberry', 'tote']);
    expect(
      mergeSearchReads(
        [
          [{ id: 'a' }, { id: 'b' }],
          [{ id: 'b' }, { id: 'c' }],
        ],
        (x) => x.id,
      ),
    ).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
  });

  it('finds bags of every type by "bags", and shoulder bags by their two words', () => {
    // Eleven bags and the purse (a synonym).
    expect(search('bags').everyWord).toHaveLength(12);
    expect(search('shoulder bags').everyWord.sort()).toEqual(['p02', 'p07', 'p08']);
  });
});

describe('Dutch, German and French words (docs/decisions.md rule 79)', () => {
  it.each(['tas', 'tassen', 'Tasche', 'Taschen', 'tasche', 'sac', 'sacs'])(
    '"%s" finds every bag, as "bags" does',
    (text) => {
      expect(search(text).everyWord.sort()).toEqual(search('bags').everyWord.sort());
      expect(search(text).everyWord).toHaveLength(12);
    },
  );

  it('finds a type and a colour by their names: handbags, shoulder bags, black totes', () => {
    expect(search('sac à main').everyWord).toEqual(['p05']);
    expect(search('Handtasche').everyWord).toEqual(['p05']);
    expect(search('schoudertas').everyWord.sort()).toEqual(['p02', 'p07', 'p08']);
    expect(search('schwarze tasche').everyWord.sort()).toEqual(['p01', 'p04', 'p08', 'p13']);
    expect(search('zwarte tassen').everyWord.sort()).toEqual(['p01', 'p04', 'p08', 'p13']);
    expect(search('cabas noir').everyWord).toEqual(['p01']);
    expect(search('portefeuille').everyWord.sort()).toEqual(['p06', 'p13']);
  });

  it('corrects a typo in them as in an English word', () => {
    expect(search('taschn').everyWord).toHaveLength(12);
    expect(search('tassn').everyWord).toHaveLength(12);
    expect(correctSearchWord('schwarz', LEXICON)).toBeNull();
    expect(correctSearchWord('schwartz', LEXICON)).toBe('black');
  });

  it('leaves English searches as they were', () => {
    expect(search('totes').ids[0]).toBe('p01');
    expect(search('purse').ids[0]).toBe('p02');
    expect(expandSearchText('rose gold bag')).toEqual(['rose', 'gold', 'bag']);
  });

  it('suggests the categories of their English', () => {
    const vocabulary = buildSearchVocabulary(
      CATALOGUE.map((product) => ({ ...product, parentCategory: product.parentCategory!, online: true })),
    );
    expect(searchSuggestions('cabas', vocabulary, LEXICON).categories.map((c) => c.category)).toEqual([
      'TOTE',
    ]);
  });
});

describe('searchQueryPlan', () => {
  it('queries one term in the online products’ searchTerms, in the listing’s default order, at most SEARCH_SCAN_LIMIT', () => {
    expect(searchQueryPlan('gucci')).toEqual({
      collection: 'products',
      equal: [{ field: 'online', value: true }],
      arrayContains: { field: 'searchTerms', value: 'gucci' },
      ranges: [],
      orderBy: [
        { field: 'inStock', direction: 'desc' },
        { field: 'createdAt', direction: 'desc' },
      ],
      limit: 240,
    });
  });
});

describe('search vocabulary', () => {
  const tote = {
    brand: 'PRADA',
    title: 'Galleria tote',
    parentCategory: 'BAGS',
    category: 'TOTE',
    online: true,
  };

  it('counts designers, categories and title words, and forgets what no product has any more', () => {
    const one = applyToSearchVocabulary(buildSearchVocabulary([]), null, tote)!;
    expect(one).toEqual({
      designers: { PRADA: 1 },
      categories: { 'BAGS|TOTE': 1 },
      words: { galleria: 1, tote: 1 },
    });
    const renamed = applyToSearchVocabulary(one, tote, { ...tote, title: 'Cleo tote' })!;
    expect(renamed.words).toEqual({ cleo: 1, tote: 1 });
    expect(applyToSearchVocabulary(renamed, { ...tote, title: 'Cleo tote' }, null)).toEqual({
      designers: {},
      categories: {},
      words: {},
    });
  });

  it('holds the products online only: taking one offline removes its words, as deleting it does', () => {
    const draft = { ...tote, title: 'Cleo tote', online: false };
    const vocabulary = buildSearchVocabulary([tote, draft]);
    expect(vocabulary).toEqual(buildSearchVocabulary([tote]));

    const offline = applyToSearchVocabulary(vocabulary, tote, { ...tote, online: false })!;
    expect(offline).toEqual({ designers: {}, categories: {}, words: {} });
    expect(applyToSearchVocabulary(offline, { ...tote, online: false }, tote)).toEqual(vocabulary);
    // An offline product renamed, added or deleted leaves the vocabulary as it was.
    expect(applyToSearchVocabulary(vocabulary, draft, { ...draft, title: 'Kate tote' })).toBeNull();
    expect(applyToSearchVocabulary(vocabulary, null, draft)).toBeNull();
    expect(applyToSearchVocabulary(vocabulary, draft, null)).toBeNull();
  });

  it('is not rewritten when a change leaves its words as they were', () => {
    expect(applyToSearchVocabulary(buildSearchVocabulary([tote]), tote, { ...tote })).toBeNull();
  });

  it('is stored as one string and read back; an unreadable one is empty', () => {
    const vocabulary = buildSearchVocabulary([tote]);
    expect(decodeSearchVocabulary(encodeSearchVocabulary(vocabulary))).toEqual(vocabulary);
    expect(decodeSearchVocabulary('{not json')).toEqual({ designers: {}, categories: {}, words: {} });
    expect(decodeSearchVocabulary(undefined)).toEqual({ designers: {}, categories: {}, words: {} });
  });
});

describe('searchSuggestions', () => {
  const vocabulary = buildSearchVocabulary(
    CATALOGUE.map((product) => ({ ...product, parentCategory: product.parentCategory!, online: true })),
  );
  const suggest = (text: string) => searchSuggestions(text, vocabulary, LEXICON);

  it('suggests nothing before two letters', () => {
    expect(suggest('g')).toEqual({ designers: [], categories: [], words: [] });
  });

  it('suggests designers from two letters, most products first', () => {
    expect(suggest('gu').designers).toEqual([{ brand: 'GUCCI', products: 3 }]);
    expect(suggest('ch').designers.map((d) => d.brand)).toEqual(['CHLOE', 'SEE BY CHLOE']);
  });

  it('suggests designers by alias and despite a typo', () => {
    expect(suggest('ysl').designers.map((d) => d.brand)).toEqual(['SAINT LAURENT']);
    expect(suggest('guci').designers.map((d) => d.brand)).toEqual(['GUCCI']);
    expect(suggest('prda').designers.map((d) => d.brand)).toEqual(['PRADA']);
  });

  it('suggests categories and product words', () => {
    expect(suggest('tot').categories).toEqual([{ parentCategory: 'BAGS', category: 'TOTE', products: 5 }]);
    expect(suggest('totes').categories.map((c) => c.category)).toEqual(['TOTE']);
    expect(suggest('galle').words).toEqual([{ word: 'galleria', products: 1 }]);
  });
});

describe('words that are also names of JavaScript object properties', () => {
  it('are searched as words, never as the properties of the synonym table', () => {
    expect(canonicalWord('constructor')).toBe('constructor');
    expect(canonicalWord('tostring')).toBe('tostring');
    expect(canonicalWord('__proto__')).toBe('__proto__');
  });
});

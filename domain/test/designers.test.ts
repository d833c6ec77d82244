import { describe, expect, it } from 'vitest';
import {
  DESIGNER_INDEX_LETTERS,
  designerCountChanges,
  designerCounts,
  designerIndex,
  designerInitial,
  designerListingParent,
  hasStoreProducts,
  toStoreDesigner,
} from '../src/index';

const designer = (brand: string, bags = 1, accessories = 0) => ({ brand, bags, accessories });

describe('designerInitial', () => {
  it.each([
    ['PRADA', 'P'],
    ['a.p.c.', 'A'],
    ['ÉTUDES', 'E'],
    ['  ZANELLATO', 'Z'],
    ['N°21', 'N'],
    ['3.1 PHILLIP LIM', '#'],
    ['*STAR', '#'],
    ['', '#'],
  ])('%s is filed under %s', (brand, letter) => {
    expect(designerInitial(brand)).toBe(letter);
  });
});

describe('designerIndex', () => {
  it('groups by letter in A-Z then # order, sorts each section and leaves out empty designers', () => {
    const index = designerIndex([
      designer('PRADA'),
      designer('3.1 PHILLIP LIM'),
      designer('ACNE STUDIOS'),
      designer('A.P.C.'),
      designer('PATOU', 0, 2),
      designer('GONE', 0, 0),
      designer('ÉTUDES'),
    ]);

    expect(index).toEqual([
      { letter: 'A', designers: [designer('A.P.C.'), designer('ACNE STUDIOS')] },
      { letter: 'E', designers: [designer('ÉTUDES')] },
      { letter: 'P', designers: [designer('PATOU', 0, 2), designer('PRADA')] },
      { letter: '#', designers: [designer('3.1 PHILLIP LIM')] },
    ]);
  });

  it('is empty without designers', () => {
    expect(designerIndex([])).toEqual([]);
  });

  it('has a section letter for every letter of the alphabet and #', () => {
    expect(DESIGNER_INDEX_LETTERS).toHaveLength(27);
    expect(DESIGNER_INDEX_LETTERS.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ#');
  });
});

describe('designerListingParent', () => {
  it('opens the bags listing (the spec) unless the brand only has accessories in the store', () => {
    expect(designerListingParent({ bags: 3, accessories: 5 })).toBe('BAGS');
    expect(designerListingParent({ bags: 1, accessories: 0 })).toBe('BAGS');
    expect(designerListingParent({ bags: 0, accessories: 2 })).toBe('ACCESSORIES');
    expect(designerListingParent({ bags: 0, accessories: 0 })).toBe('BAGS');
  });
});

describe('hasStoreProducts and toStoreDesigner', () => {
  it('keeps a designer with bags or accessories and names it by its document id', () => {
    expect(hasStoreProducts({ bags: 0, accessories: 1 })).toBe(true);
    expect(hasStoreProducts({ bags: 0, accessories: 0 })).toBe(false);
    expect(
      toStoreDesigner({ id: 'dolce-gabbana', brand: 'DOLCE & GABBANA', bags: 2, accessories: 1 }),
    ).toEqual({
      key: 'dolce-gabbana',
      brand: 'DOLCE & GABBANA',
      bags: 2,
      accessories: 1,
    });
  });
});

describe('designerCountChanges', () => {
  const bag = { brand: 'PRADA', parentCategory: 'BAGS' as const, online: true };

  it('counts a product added online, and takes one deleted off its brand', () => {
    expect(designerCountChanges(null, bag)).toEqual([{ brand: 'PRADA', parentCategory: 'BAGS', delta: 1 }]);
    expect(designerCountChanges(bag, null)).toEqual([{ brand: 'PRADA', parentCategory: 'BAGS', delta: -1 }]);
  });

  it('counts only what shoppers see: offline takes it off its brand, back online puts it back', () => {
    const offline = { ...bag, online: false };
    expect(designerCountChanges(bag, offline)).toEqual([
      { brand: 'PRADA', parentCategory: 'BAGS', delta: -1 },
    ]);
    expect(designerCountChanges(offline, bag)).toEqual([
      { brand: 'PRADA', parentCategory: 'BAGS', delta: 1 },
    ]);
    // An offline product changes no count, whatever happens to it.
    expect(designerCountChanges(offline, { ...offline, brand: 'GUCCI' })).toEqual([]);
    expect(designerCountChanges(offline, null)).toEqual([]);
    expect(designerCountChanges(null, offline)).toEqual([]);
  });

  it('moves a product whose brand changes from one designer to the other, and leaves an edit alone', () => {
    expect(designerCountChanges(bag, { ...bag, brand: 'GUCCI' })).toEqual([
      { brand: 'PRADA', parentCategory: 'BAGS', delta: -1 },
      { brand: 'GUCCI', parentCategory: 'BAGS', delta: 1 },
    ]);
    expect(designerCountChanges(bag, { ...bag })).toEqual([]);
  });
});

describe('designerCounts', () => {
  it('counts each brand’s online bags and accessories, sorted by brand, and leaves out brands with nothing online', () => {
    expect(
      designerCounts([
        { brand: 'PRADA', parentCategory: 'BAGS', online: true },
        { brand: 'PRADA', parentCategory: 'ACCESSORIES', online: true },
        { brand: 'PRADA', parentCategory: 'BAGS', online: false },
        { brand: 'A.P.C.', parentCategory: 'BAGS', online: true },
        { brand: 'GUCCI', parentCategory: 'ACCESSORIES', online: false },
      ]),
    ).toEqual([
      { id: 'a-p-c', brand: 'A.P.C.', bags: 1, accessories: 0 },
      { id: 'prada', brand: 'PRADA', bags: 1, accessories: 1 },
    ]);
  });
});

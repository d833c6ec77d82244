import { describe, expect, it } from 'vitest';
import {
  adminEditStoreProductBodySchema,
  curatedEntryFields,
  editedStoreProductFields,
  LISTING_CARD_FIELDS,
  productInLanguage,
  productText,
  productTranslationsSchema,
  rankSearchResults,
  searchQueryWords,
  searchTermsFor,
  supplierRefresh,
  toListingEntry,
  toStoreListingProduct,
  translatedTitles,
} from '../src/index';
import { createStoreProduct } from './factories';

// docs/decisions.md rule 83: the admin's translations of a product's title and description.

const bag = createStoreProduct({
  title: 'PRADA Re-Edition shoulder bag',
  description: 'Nylon, silver hardware',
  translations: {
    nl: { title: 'PRADA Re-Edition schoudertas' },
    de: { description: 'Nylon, silberne Beschläge' },
  },
});

describe('productText', () => {
  it('gives the translation in the page language, marked with that language', () => {
    expect(productText(bag, 'title', 'nl')).toEqual({ text: 'PRADA Re-Edition schoudertas', lang: 'nl' });
    expect(productText(bag, 'description', 'de')).toEqual({ text: 'Nylon, silberne Beschläge', lang: 'de' });
  });

  it('falls back on the English, marked English, for each text on its own', () => {
    expect(productText(bag, 'description', 'nl')).toEqual({ text: 'Nylon, silver hardware', lang: 'en' });
    expect(productText(bag, 'title', 'de')).toEqual({ text: 'PRADA Re-Edition shoulder bag', lang: 'en' });
    expect(productText(bag, 'title', 'fr')).toEqual({ text: 'PRADA Re-Edition shoulder bag', lang: 'en' });
  });

  it('shows the English on an English page and for a product never translated', () => {
    expect(productText(bag, 'title', 'en')).toEqual({ text: 'PRADA Re-Edition shoulder bag', lang: 'en' });
    const plain = createStoreProduct({ title: 'Tote' });
    expect(productText(plain, 'title', 'fr')).toEqual({ text: 'Tote', lang: 'en' });
  });

  it('ignores an empty translation', () => {
    expect(productText({ title: 'Tote', translations: { fr: { title: '' } } }, 'title', 'fr')).toEqual({
      text: 'Tote',
      lang: 'en',
    });
  });
});

describe('productInLanguage', () => {
  it('replaces the title and description with what the page shows, leaving the rest', () => {
    const dutch = productInLanguage(bag, 'nl');
    expect(dutch.title).toBe('PRADA Re-Edition schoudertas');
    expect(dutch.description).toBe('Nylon, silver hardware');
    expect(dutch.sku).toBe(bag.sku);
    expect(productInLanguage(bag, 'en').title).toBe(bag.title);
  });
});

describe('the translations in a store product edit', () => {
  const edit = (translations: unknown) =>
    adminEditStoreProductBodySchema.safeParse({
      productId: bag.id,
      title: bag.title,
      price: '990',
      brand: 'PRADA',
      category: 'SHOULDER BAG',
      gender: 'F',
      madeIn: 'Italy',
      translations,
    });

  it('keeps what was typed, trimmed, and leaves out empty texts and languages', () => {
    const parsed = productTranslationsSchema.parse({
      nl: { title: '  Schoudertas ', description: '' },
      de: { title: '', description: '' },
      fr: { description: 'Nylon' },
    });
    expect(parsed).toEqual({ nl: { title: 'Schoudertas' }, fr: { description: 'Nylon' } });
  });

  it('refuses a text over the English limits, naming the language', () => {
    const long = edit({ nl: { title: 'x'.repeat(201) } });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]).toMatchObject({
      path: ['translations', 'nl', 'title'],
      message: 'Title in Dutch can be at most 200 characters',
    });
    const longDescription = edit({ fr: { description: 'x'.repeat(5001) } });
    expect(longDescription.error?.issues[0]?.message).toBe(
      'Description in French can be at most 5000 characters',
    );
    expect(edit({ fr: { description: 'x'.repeat(5000) } }).success).toBe(true);
  });

  it('refuses a language the shop does not have and texts that are not text', () => {
    expect(edit({ es: { title: 'Bolso' } }).success).toBe(false);
    expect(edit({ de: { title: 42 } }).error?.issues[0]?.message).toBe('Title in German must be text');
    expect(edit('Tasche').success).toBe(false);
  });

  it('replaces the translations when sent and keeps them when left out', () => {
    const sent = edit({ de: { title: 'Schultertasche' } });
    expect(editedStoreProductFields(bag, sent.data!, bag.images).translations).toEqual({
      de: { title: 'Schultertasche' },
    });
    const cleared = edit({});
    expect(editedStoreProductFields(bag, cleared.data!, bag.images).translations).toEqual({});
    const omitted = edit(undefined);
    expect(editedStoreProductFields(bag, omitted.data!, bag.images)).not.toHaveProperty('translations');
  });
});

describe('the translated titles on list copies and cards', () => {
  it('copies the titles, not the descriptions', () => {
    expect(translatedTitles(bag.translations!)).toEqual({ nl: { title: 'PRADA Re-Edition schoudertas' } });
    expect(toListingEntry(bag).translations).toEqual({ nl: { title: 'PRADA Re-Edition schoudertas' } });
    expect(curatedEntryFields(bag).translations).toEqual({ nl: { title: 'PRADA Re-Edition schoudertas' } });
  });

  it('gives a copy of a product with translations removed an empty map, and a never translated one none', () => {
    expect(toListingEntry({ ...bag, translations: {} }).translations).toEqual({});
    expect(toListingEntry(createStoreProduct())).not.toHaveProperty('translations');
  });

  it('reads the translated titles on a listing, never the descriptions', () => {
    expect(LISTING_CARD_FIELDS).toEqual(
      expect.arrayContaining(['translations.nl.title', 'translations.de.title', 'translations.fr.title']),
    );
    expect(LISTING_CARD_FIELDS.some((field) => field.includes('description'))).toBe(false);
    const card = toStoreListingProduct('newIn', bag.id, {
      ...toListingEntry(bag),
      hidden: false,
      addedAt: bag.createdAt,
    });
    expect(productText(card, 'title', 'nl')).toEqual({ text: 'PRADA Re-Edition schoudertas', lang: 'nl' });
  });
});

describe('searching a translated title', () => {
  const dutch = createStoreProduct({
    title: 'Ophidia tote',
    translations: { nl: { title: 'Ophidia boodschappentas' } },
  });

  it("indexes the translated titles' words beside the English", () => {
    const terms = searchTermsFor(dutch);
    expect(terms).toContain('boodschappentas');
    expect(terms).toContain('ophidia');
    expect(searchTermsFor({ ...dutch, translations: undefined })).not.toContain('boodschappentas');
  });

  it('an edit writes the search terms of the translations it saves, or of those it keeps', () => {
    const edit = (translations?: unknown) =>
      adminEditStoreProductBodySchema.parse({
        productId: dutch.id,
        title: dutch.title,
        price: '280',
        brand: dutch.brand,
        category: dutch.category,
        gender: dutch.gender,
        madeIn: dutch.madeIn,
        ...(translations !== undefined && { translations }),
      });
    expect(editedStoreProductFields(dutch, edit(), dutch.images).searchTerms).toContain('boodschappentas');
    const german = editedStoreProductFields(dutch, edit({ de: { title: 'Einkaufstasche' } }), dutch.images);
    expect(german.searchTerms).toContain('einkaufstasche');
    expect(german.searchTerms).not.toContain('boodschappentas');
  });

  it('keeps them through the supplier sync, which never changes the translations', () => {
    const item = {
      sku: dutch.sku,
      title: 'GUCCI Ophidia tote, new season',
      description: 'Other words from the feed',
      brand: dutch.brand,
      listPrice: dutch.listPrice,
      images: dutch.images,
      parentCategory: 'BAGS' as const,
      category: dutch.category,
      madeIn: dutch.madeIn,
      gender: dutch.gender,
      colour: 'BLACK',
      condition: dutch.condition,
      variants: dutch.variants,
      searchTerms: [],
    };
    const refreshed = supplierRefresh(dutch, item, true)!;
    expect(refreshed.searchTerms).toContain('boodschappentas');
    expect(refreshed.searchTerms).toContain('black');
    expect(refreshed).not.toHaveProperty('translations');
  });

  it('ranks a card found by a translated word as matching it in its title', () => {
    const card = toStoreListingProduct('products', dutch.id, dutch);
    const [found] = rankSearchResults([card], searchQueryWords('boodschappentas'));
    expect(found).toMatchObject({ matchesEveryWord: true, match: { title: 1 } });
  });
});

import { describe, expect, it } from 'vitest';
import { de } from '../src/dictionaries/de';
import { en } from '../src/dictionaries/en';
import {
  DELIVERY_AND_RETURN,
  editorsNote,
  formatEuro,
  formatPrice,
  pickRelatedProducts,
  policySentences,
  POLICY_TEXTS,
  presetSize,
  productFullName,
  productPageDescription,
  productStructuredData,
  relatedProductKeys,
  showsGender,
  sizeChoice,
  sizeLabel,
  sizeOptions,
  splitBrandFromTitle,
  titleAfterBrand,
  toStoreProductDetails,
  unitsLeftToMention,
} from '../src/index';
import { createStoreProduct } from './factories';

describe('editorsNote', () => {
  it('splits the description at its commas into trimmed points starting with a capital', () => {
    expect(editorsNote('Smooth leather,  gold-tone hardware , Colour black,,Made in Italy')).toEqual([
      'Smooth leather',
      'Gold-tone hardware',
      'Colour black',
      'Made in Italy',
    ]);
  });

  it('keeps a decimal comma between digits', () => {
    expect(editorsNote('Width 25,5 cm, height 18 cm,3 pockets')).toEqual([
      'Width 25,5 cm',
      'Height 18 cm',
      '3 pockets',
    ]);
  });

  it('gives no points for an empty description', () => {
    expect(editorsNote('  ')).toEqual([]);
  });
});

describe('sizeChoice', () => {
  it('asks for a size only when several are in stock (rule 14)', () => {
    expect(sizeChoice({ sizesInStock: ['S', 'M', 'L'], inStock: true })).toEqual({
      kind: 'choose',
      sizes: ['S', 'M', 'L'],
    });
    expect(sizeChoice({ sizesInStock: ['UNI'], inStock: true })).toEqual({ kind: 'single', size: 'UNI' });
    expect(sizeChoice({ sizesInStock: [], inStock: false })).toEqual({ kind: 'sold-out' });
  });
});

describe('sizeOptions', () => {
  const variant = (size: string, quantity: number) => ({
    code: `V-${size}`,
    size,
    sizeType: 'INT',
    quantity,
    retailPrice: 30000,
    discount: 0,
    ean: '',
  });

  it('offers every size of a sized product, in size order, the sold-out ones marked (rule 74)', () => {
    const product = createStoreProduct({
      parentCategory: 'ACCESSORIES',
      variants: [variant('L', 2), variant('S', 0), variant('M', 1)],
    });
    expect(sizeOptions(product)).toEqual([
      { size: 'S', label: 'S', inStock: false },
      { size: 'M', label: 'M', inStock: true },
      { size: 'L', label: 'L', inStock: true },
    ]);
    expect(presetSize(sizeOptions(product))).toBeNull();
  });

  it('shows the one size in stock chosen, with the others still offered as sold out', () => {
    const options = sizeOptions(createStoreProduct({ variants: [variant('S', 1), variant('M', 0)] }));
    expect(options.map((option) => option.inStock)).toEqual([true, false]);
    expect(presetSize(options)).toBe('S');
  });

  it('orders belt sizes by their centimetres and adds up a size listed twice', () => {
    const options = sizeOptions(
      createStoreProduct({ variants: [variant('95', 0), variant('85', 0), variant('85', 1)] }),
    );
    expect(options).toEqual([
      { size: '85', label: '85', inStock: true },
      { size: '95', label: '95', inStock: false },
    ]);
  });

  it('marks every size sold out on a product that is not in stock', () => {
    const options = sizeOptions(createStoreProduct({ inStock: false, variants: [variant('S', 1)] }));
    expect(options).toEqual([{ size: 'S', label: 'S', inStock: false }]);
    expect(presetSize(options)).toBeNull();
  });

  it('asks nothing of a one-size product', () => {
    expect(sizeOptions(createStoreProduct())).toEqual([]);
  });

  it('names the supplier\'s UNI "One size"', () => {
    expect(sizeLabel('UNI')).toBe('One size');
    expect(sizeLabel('M')).toBe('M');
  });
});

describe('toStoreProductDetails', () => {
  it('hands out what shoppers may see, with ISO timestamps and without the internal fields', () => {
    const product = createStoreProduct();
    const details = toStoreProductDetails(product, null);

    expect(details).not.toHaveProperty('searchTerms');
    expect(details).not.toHaveProperty('filterKeys');
    expect(details).not.toHaveProperty('supplierItemId');
    expect(details).toMatchObject({
      id: 'prod-1',
      sku: 'GG-658574',
      brand: 'GUCCI',
      displayPrice: 28000,
      sizesInStock: ['UNI'],
      createdAt: '2025-01-01T10:00:00.000Z',
      updatedAt: '2025-01-02T10:00:00.000Z',
      sale: null,
    });
    expect(JSON.parse(JSON.stringify(details))).toEqual(details);
  });

  it('carries the sale while the product is on the visible Sale list', () => {
    const product = createStoreProduct();

    expect(
      toStoreProductDetails(product, { hidden: false, discountPercent: 30, salePrice: 20000 }).sale,
    ).toEqual({
      discountPercent: 30,
      salePrice: 20000,
    });
    expect(
      toStoreProductDetails(product, { hidden: true, discountPercent: 30, salePrice: 20000 }).sale,
    ).toBeNull();
  });
});

describe('productStructuredData', () => {
  it('describes the product with its displayed price in euros and its availability', () => {
    const product = createStoreProduct({ condition: 'New with tags' });

    expect(
      productStructuredData(product, {
        pageUrl: 'https://shop.example/view?id=prod-1',
        imageUrls: ['https://shop.example/1.jpg'],
        price: product.displayPrice,
        language: 'en',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      url: 'https://shop.example/view?id=prod-1',
      inLanguage: 'en',
      name: 'Ophidia GG small tote',
      sku: 'GG-658574',
      description: 'GG Supreme canvas, leather trim, Web stripe',
      image: ['https://shop.example/1.jpg'],
      brand: { '@type': 'Brand', name: 'GUCCI' },
      category: 'TOTE',
      color: 'BROWN',
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/view?id=prod-1',
        price: '280.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
  });

  it('gives the price charged and marks a sold-out, pre-owned product as such', () => {
    const product = createStoreProduct({ inStock: false, sizesInStock: [], condition: 'Very good' });

    const { offers } = productStructuredData(product, {
      pageUrl: 'https://shop.example/view?id=prod-1',
      imageUrls: [],
      price: 19000,
      language: 'en',
    });

    expect(offers.price).toBe('190.00');
    expect(offers.availability).toBe('https://schema.org/OutOfStock');
    expect(offers.itemCondition).toBe('https://schema.org/UsedCondition');
  });
});

describe('policy texts', () => {
  it('quote the figures of the config, the delivery page winning over the shipping page (rule 10)', () => {
    expect(POLICY_TEXTS.shippingCost).toBe(
      'Shipping is free within Europe (the EU, the EEA, Switzerland and the United Kingdom). ' +
        'To other countries shipping is free from € 400,00 of goods; below that it costs € 25,00.',
    );
    expect(POLICY_TEXTS.deliveryTimes).toBe(
      'Delivery takes 3-5 working days within Europe and to the USA, and 3-7 working days to the rest of the world, counted from the day you order.',
    );
    expect(POLICY_TEXTS.returnWindow).toBe('You can return an item within 14 days of delivery.');
    expect(POLICY_TEXTS.refunds).toBe(
      'Refunds are paid within 10 working days, on Fridays. A card refund can take up to 5 more working days ' +
        'to reach your account, a PayPal refund 2-3 working days.',
    );
  });

  it('gives the product page its delivery and return promises, the same in every language', () => {
    const english = policySentences('en', en);
    expect(DELIVERY_AND_RETURN.map((policy) => english[policy])).toEqual([
      POLICY_TEXTS.shippingCost,
      POLICY_TEXTS.deliveryTimes,
      POLICY_TEXTS.returnWindow,
      POLICY_TEXTS.exchanges,
    ]);
    const german = policySentences('de', de);
    expect(german.shippingCost).toContain(formatPrice('de', 40_000));
    expect(german.shippingCost).toContain(formatPrice('de', 2_500));
    expect(german.deliveryTimes).toContain('3-7');
    expect(german.returnWindow).toContain('14');
  });
});

describe('productFullName and productPageDescription', () => {
  it('puts the brand in front unless the title starts with it', () => {
    expect(productFullName({ brand: 'PRADA', title: 'Galleria tote' })).toBe('PRADA Galleria tote');
    expect(productFullName({ brand: 'PRADA', title: 'Prada Galleria tote' })).toBe('Prada Galleria tote');
  });

  it('describes name, price and the first three points of the note, within 160 characters', () => {
    const product = { brand: 'PRADA', title: 'Galleria tote', description: 'Saffiano, Zip, Italy, Lined' };
    const english = { intro: '{name}, {price} including VAT.', formatPrice: formatEuro };
    expect(productPageDescription(product, 28_000, english)).toBe(
      'PRADA Galleria tote, € 280,00 including VAT. Saffiano Zip Italy',
    );
    const long = productPageDescription({ ...product, description: 'x'.repeat(300) }, 28_000, english);
    expect(long).toHaveLength(158);
    expect(long.endsWith('…')).toBe(true);
  });

  it("writes the description's first sentence in the page's language, with its price format", () => {
    const product = { brand: 'PRADA', title: 'Galleria tote', description: 'Saffiano' };
    expect(
      productPageDescription(product, 133_000, {
        intro: '{name}, {price} TTC.',
        formatPrice: (cents) => formatPrice('fr', cents),
      }),
    ).toBe('PRADA Galleria tote, 1\u202f330,00\u00a0€ TTC. Saffiano');
  });

  it('names the page of the product in its language, and the language, in the structured data', () => {
    const data = productStructuredData(createStoreProduct(), {
      pageUrl: 'https://shop.example/de/view?id=prod-1',
      imageUrls: [],
      price: 28_000,
      language: 'de',
    });
    expect(data).toMatchObject({
      url: 'https://shop.example/de/view?id=prod-1',
      inLanguage: 'de',
      offers: { url: 'https://shop.example/de/view?id=prod-1' },
    });
  });
});

describe('unitsLeftToMention', () => {
  const variants = [
    { code: 'A-S', size: 'S', sizeType: 'EU', quantity: 2, retailPrice: 1, discount: 0, ean: '1' },
    { code: 'A-M', size: 'M', sizeType: 'EU', quantity: 5, retailPrice: 1, discount: 0, ean: '2' },
    { code: 'A-L', size: 'L', sizeType: 'EU', quantity: 0, retailPrice: 1, discount: 0, ean: '3' },
  ];

  it('names the units of the chosen size when there are 1 to 3', () => {
    expect(unitsLeftToMention(variants, 'S')).toBe(2);
    expect(unitsLeftToMention(variants, 'M')).toBeNull();
    expect(unitsLeftToMention(variants, 'L')).toBeNull();
  });

  it('counts every size while none is chosen', () => {
    expect(unitsLeftToMention(variants, null)).toBeNull();
    expect(unitsLeftToMention(variants.slice(0, 1), null)).toBe(2);
    expect(unitsLeftToMention([{ ...variants[0]!, quantity: 3 }], null)).toBe(3);
  });
});

describe('You may also like', () => {
  it('looks for the same designer or the same type, as listing filter keys', () => {
    expect(relatedProductKeys({ parentCategory: 'BAGS', category: 'TOTE', brand: 'PRADA' })).toEqual([
      'BAGS|ALL|PRADA|ALL|ALL',
      'BAGS|TOTE|ALL|ALL|ALL',
    ]);
  });

  it('shows four in-stock products other than the one on the page', () => {
    const candidates = ['a', 'self', 'b', 'c', 'sold', 'd', 'e'].map((id) => ({
      id,
      inStock: id !== 'sold',
    }));
    expect(pickRelatedProducts('self', candidates).map((product) => product.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });
});

describe('the brand printed once', () => {
  it('splits the brand a supplier title starts with from the rest, as written', () => {
    expect(splitBrandFromTitle({ brand: 'PRADA', title: 'PRADA Re-Edition nylon bag' })).toEqual({
      lead: 'PRADA',
      rest: 'Re-Edition nylon bag',
    });
    expect(splitBrandFromTitle({ brand: 'SAINT LAURENT', title: 'Saint Laurent - Loulou small' })).toEqual({
      lead: 'Saint Laurent',
      rest: 'Loulou small',
    });
    expect(titleAfterBrand({ brand: 'GUCCI', title: 'GUCCI Jackie 1961 shoulder bag' })).toBe(
      'Jackie 1961 shoulder bag',
    );
  });

  it('keeps a title that does not start with the brand as a whole word, or is only the brand', () => {
    expect(titleAfterBrand({ brand: 'PRADA', title: 'PRADASPHERE tote' })).toBe('PRADASPHERE tote');
    expect(titleAfterBrand({ brand: 'PRADA', title: 'Galleria saffiano bag' })).toBe('Galleria saffiano bag');
    expect(titleAfterBrand({ brand: 'CELINE', title: 'CELINE' })).toBe('CELINE');
    expect(splitBrandFromTitle({ brand: '', title: 'A bag' })).toEqual({ lead: '', rest: 'A bag' });
  });
});

describe('the gender among the facts', () => {
  it('is named for accessories, not for bags', () => {
    expect(showsGender({ parentCategory: 'ACCESSORIES' })).toBe(true);
    expect(showsGender({ parentCategory: 'BAGS' })).toBe(false);
  });
});

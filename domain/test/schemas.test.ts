import { describe, it, expect, expectTypeOf } from 'vitest';
import type { z } from 'zod';
import {
  adminAddCuratedBodySchema,
  adminAddListingEntryBodySchema,
  adminAddProductBodySchema,
  adminAddRecommendedBodySchema,
  adminCreateCouponBodySchema,
  adminCustomProductBodySchema,
  adminUpdateCuratedBodySchema,
  adminUpdateListingEntryBodySchema,
  adminUpdateOrderStatusBodySchema,
  adminUpdateRecommendedBodySchema,
  adminUpdateStoreProductBodySchema,
  apiError,
  checkoutDetailsSchemaFor,
  checkoutRequiredFields,
  fieldErrors,
  storeAddToCartBodySchema,
  storeAddToWishlistBodySchema,
  storeBusinessCheckoutDetailsSchema,
  storeCartQuantityParamsSchema,
  storeChargeBodySchema,
  storeCheckoutDetailsSchema,
  storeContactBodySchema,
  storeCouponCodeSchema,
  storeNewsletterBodySchema,
  storePaymentSuccessBodySchema,
  storeReturnRequestBodySchema,
  storeSecretBodySchema,
  validationErrorBody,
  type AdminCreateCouponParsed,
  type AdminCustomProductBody,
  type Coupon,
  type CustomerDetails,
  type StoreChargeBody,
} from '../src/index';

/** The field errors of a body the schema must refuse. */
function errorsOf(schema: z.ZodType, body: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(body);
  if (result.success) throw new Error(`expected ${JSON.stringify(body)} to be refused`);
  return fieldErrors(result.error);
}

const details = {
  firstName: ' Anna ',
  lastName: 'de Vries',
  address: 'Keizersgracht 1',
  city: 'Amsterdam',
  postcode: '1015 CJ',
  email: 'anna@example.nl',
};

const parsedDetails = {
  firstName: 'Anna',
  lastName: 'de Vries',
  fullName: 'Anna de Vries',
  country: 'NL',
  address: 'Keizersgracht 1',
  city: 'Amsterdam',
  state: '',
  postcode: '1015 CJ',
  phone: '',
  email: 'anna@example.nl',
  companyAddress: '',
};

describe('storefront cart and wishlist bodies', () => {
  it('addproducttocart keeps ids and size, and drops what the server must not trust', () => {
    expect(
      storeAddToCartBodySchema.parse({
        userId: 'uid-1',
        productId: 'prod-1',
        size: ' m ',
        title: 'Tote',
        qty: 5,
        price: 1,
        image: 'x',
        product: { Brand: 'GUCCI' },
      }),
    ).toEqual({ userId: 'uid-1', productId: 'prod-1', size: 'M' });
    expect(storeAddToCartBodySchema.parse({ userId: 'uid-1', productId: 'prod-1' })).toEqual({
      userId: 'uid-1',
      productId: 'prod-1',
      size: null,
    });
    expect(errorsOf(storeAddToCartBodySchema, { userId: '', productId: 'a/b' })).toEqual([
      { path: 'userId', message: 'An id is required' },
      { path: 'productId', message: 'An id cannot contain /' },
    ]);
  });

  it("addproducttocart and addproducttowish take the spec's product as the product id", () => {
    const spec = { userId: 'uid-1', title: 'Tote', qty: 5, image: 'x', price: 1 };

    expect(storeAddToCartBodySchema.parse({ ...spec, product: 'prod-1' })).toEqual({
      userId: 'uid-1',
      productId: 'prod-1',
      size: null,
    });
    expect(
      storeAddToWishlistBodySchema.parse({ userId: 'u', product: { _id: 'p1', Brand: 'GUCCI' } }),
    ).toEqual({
      userId: 'u',
      productId: 'p1',
    });
    expect(storeAddToWishlistBodySchema.parse({ userId: 'u', product: { id: 'p2' } })).toEqual({
      userId: 'u',
      productId: 'p2',
    });
    expect(storeAddToWishlistBodySchema.parse({ userId: 'u', productId: 'mine', product: 'theirs' })).toEqual(
      {
        userId: 'u',
        productId: 'mine',
      },
    );
    expect(errorsOf(storeAddToCartBodySchema, { ...spec, product: { title: 'no id' } })).toEqual([
      { path: 'productId', message: 'An id is required' },
    ]);
    expect(errorsOf(storeAddToWishlistBodySchema, { userId: 'u', product: 'a/b' })).toEqual([
      { path: 'productId', message: 'An id cannot contain /' },
    ]);
  });

  it("admin.md's addproduct, addrecommendedproductmainstore and addproductotherstore name the product `product`", () => {
    expect(
      adminAddProductBodySchema.parse({ title: 'x', price: 1, product: 'sup-1', recommended: true }),
    ).toEqual({
      supplierItemId: 'sup-1',
      recommended: true,
    });
    expect(adminAddRecommendedBodySchema.parse({ product: { _id: 'p1' } })).toEqual({ productId: 'p1' });
    expect(adminAddListingEntryBodySchema.parse({ product: 'p1', productfor: 'Sale', title: 'x' })).toEqual({
      productId: 'p1',
      productfor: 'Sale',
      discountPercent: 10,
    });
    expect(errorsOf(adminAddProductBodySchema, { product: '__x__' })).toEqual([
      { path: 'supplierItemId', message: 'Not a valid id' },
    ]);
  });

  it('addproducttowish', () => {
    expect(storeAddToWishlistBodySchema.parse({ userId: 'u', productId: 'p', product: {} })).toEqual({
      userId: 'u',
      productId: 'p',
    });
    expect(errorsOf(storeAddToWishlistBodySchema, { userId: 'u' })).toEqual([
      { path: 'productId', message: 'An id is required' },
    ]);
  });

  it('quantity change path parameters', () => {
    expect(storeCartQuantityParamsSchema.parse({ itemId: 'prod-1', qty: '3' })).toEqual({
      itemId: 'prod-1',
      qty: 3,
    });
    expect(errorsOf(storeCartQuantityParamsSchema, { itemId: 'prod-1', qty: '0' })).toEqual([
      { path: 'qty', message: 'Quantity must be at least 1' },
    ]);
    expect(errorsOf(storeCartQuantityParamsSchema, { itemId: 'prod-1', qty: '10001' })).toEqual([
      { path: 'qty', message: 'Quantity can be at most 10000' },
    ]);
    expect(errorsOf(storeCartQuantityParamsSchema, { itemId: 'prod-1', qty: 'two' })).toEqual([
      { path: 'qty', message: 'Quantity must be a whole number' },
    ]);
  });

  it('coupon code path parameter', () => {
    expect(storeCouponCodeSchema.parse(' summer10 ')).toBe('SUMMER10');
  });
});

describe('checkout details', () => {
  it('a private order: company address optional, country defaults to NL, fullName added', () => {
    // The parsed details are exactly the order's `customer` document type.
    const customer: CustomerDetails = storeCheckoutDetailsSchema.parse(details);
    expect(customer).toEqual(parsedDetails);
    expect(checkoutDetailsSchemaFor({ businessOrder: false })).toBe(storeCheckoutDetailsSchema);
  });

  it('the required fields are read from the schema: a business order also needs its company address', () => {
    expect([...checkoutRequiredFields({ businessOrder: false })]).toEqual([
      'firstName',
      'lastName',
      'address',
      'city',
      'postcode',
      'email',
    ]);
    expect([...checkoutRequiredFields({ businessOrder: true })]).toEqual([
      'firstName',
      'lastName',
      'address',
      'city',
      'postcode',
      'email',
      'companyAddress',
    ]);
  });

  it('a business order: company address required', () => {
    expect(checkoutDetailsSchemaFor({ businessOrder: true })).toBe(storeBusinessCheckoutDetailsSchema);
    expect(errorsOf(storeBusinessCheckoutDetailsSchema, details)).toEqual([
      { path: 'companyAddress', message: 'Company address is required' },
    ]);
    expect(storeBusinessCheckoutDetailsSchema.parse({ ...details, companyAddress: 'Damrak 1' })).toEqual({
      ...parsedDetails,
      companyAddress: 'Damrak 1',
    });
  });

  it('names every missing or malformed field', () => {
    expect(
      errorsOf(storeCheckoutDetailsSchema, {
        firstName: '',
        email: 'anna@',
        country: 'XX',
        phone: 'call me',
      }),
    ).toEqual([
      { path: 'firstName', message: 'First name is required' },
      { path: 'lastName', message: 'Last name is required' },
      { path: 'country', message: '"XX" is not a country code (use e.g. NL, DE, US)' },
      { path: 'address', message: 'Address is required' },
      { path: 'city', message: 'Town / city is required' },
      { path: 'postcode', message: 'Postcode / zip is required' },
      { path: 'phone', message: 'Enter a phone number with digits, spaces and + - ( ) only' },
      { path: 'email', message: 'Enter a valid e-mail address' },
    ]);
  });
});

describe('payment bodies', () => {
  it('charges: amount and top-level email are ignored; country upper-cased', () => {
    const body: StoreChargeBody = {
      userId: 'uid-1',
      paymentMethod: 'card',
      customer: {
        ...details,
        country: 'us',
        postcode: '10001',
        companyAddress: 'Damrak 1',
        phone: '+1 (555) 010-0000',
      },
      note: ' leave at the door ',
    };
    expect(storeChargeBodySchema.parse({ ...body, amount: 1, email: 'x' })).toEqual({
      userId: 'uid-1',
      paymentMethod: 'card',
      customer: {
        ...parsedDetails,
        country: 'US',
        postcode: '10001',
        companyAddress: 'Damrak 1',
        phone: '+1 (555) 010-0000',
      },
      note: 'leave at the door',
      language: 'en',
      // Unticked unless the shopper ticks it (docs/decisions.md rule 81).
      marketingConsent: false,
    });
    expect(storeChargeBodySchema.parse({ ...body, marketingConsent: true }).marketingConsent).toBe(true);
  });

  it('charges by card without a company address is a private order, paid like any other', () => {
    expect(
      storeChargeBodySchema.safeParse({ userId: 'uid-1', paymentMethod: 'card', customer: details }).success,
    ).toBe(true);
    expect(
      errorsOf(storeChargeBodySchema, { userId: 'uid-1', paymentMethod: 'cash', customer: details }),
    ).toEqual([
      {
        path: 'paymentMethod',
        message: 'Payment method must be one of card, ideal, paypal, bancontact, klarna, eps or p24',
      },
    ]);
  });

  it('secret defaults to iDEAL', () => {
    expect(storeSecretBodySchema.parse({ userId: 'uid-1', customer: details })).toEqual({
      userId: 'uid-1',
      paymentMethod: 'ideal',
      customer: parsedDetails,
      note: '',
      language: 'en',
      marketingConsent: false,
    });
  });

  it('paymentsuccessfull records what the client saw', () => {
    expect(
      storePaymentSuccessBodySchema.parse({
        userId: 'uid-1',
        transactionId: 'pi_123',
        email: 'anna@example.nl',
        fullName: 'Anna de Vries',
        phoneno: '',
        address: 'Keizersgracht 1',
        zipcode: '1015 CJ',
        amount: 28000,
        note: '',
        totalItems: 1,
        companyAddress: '',
      }),
    ).toEqual({
      userId: 'uid-1',
      transactionId: 'pi_123',
      email: 'anna@example.nl',
      fullName: 'Anna de Vries',
      phoneno: '',
      address: 'Keizersgracht 1',
      zipcode: '1015 CJ',
      amount: 28000,
      note: '',
      totalItems: 1,
      companyAddress: '',
    });
    expect(errorsOf(storePaymentSuccessBodySchema, { userId: 'uid-1' })).toEqual([
      { path: 'transactionId', message: 'Transaction id is required' },
    ]);
  });
});

describe('storefront forms', () => {
  it('newsletter', () => {
    expect(storeNewsletterBodySchema.parse({ email: ' anna@example.nl ' })).toEqual({
      email: 'anna@example.nl',
      language: 'en',
    });
    expect(storeNewsletterBodySchema.parse({ email: 'anna@example.nl', language: 'de' })).toMatchObject({
      language: 'de',
    });
    expect(errorsOf(storeNewsletterBodySchema, {})).toEqual([
      { path: 'email', message: 'E-mail is required' },
    ]);
  });

  it('contact', () => {
    expect(storeContactBodySchema.parse({ name: 'Anna', email: 'anna@example.nl', message: 'Hi' })).toEqual({
      name: 'Anna',
      email: 'anna@example.nl',
      subject: '',
      message: 'Hi',
      // The page's language, for the receipt: English when not given.
      language: 'en',
    });
    expect(
      errorsOf(storeContactBodySchema, { name: 'Anna', email: 'anna@example.nl', message: '  ' }),
    ).toEqual([{ path: 'message', message: 'Message is required' }]);
    expect(
      errorsOf(storeContactBodySchema, {
        name: 'Anna',
        email: 'anna@example.nl',
        message: 'Hi',
        language: 'es',
      }),
    ).toEqual([{ path: 'language', message: 'Language must be one of en, nl, de or fr' }]);
  });

  it('return request', () => {
    const body = { orderId: 'ord-1', email: 'anna@example.nl', items: 'Gucci tote', reason: 'Too small' };
    expect(storeReturnRequestBodySchema.parse(body)).toEqual({ ...body, language: 'en' });
    expect(storeReturnRequestBodySchema.parse({ ...body, language: 'fr' })).toEqual({
      ...body,
      language: 'fr',
    });
    expect(errorsOf(storeReturnRequestBodySchema, { ...body, reason: '' })).toEqual([
      { path: 'reason', message: 'Reason is required' },
    ]);
  });
});

describe('admin product bodies', () => {
  it('updateproductmainstore: price in euros becomes cents', () => {
    expect(
      adminUpdateStoreProductBodySchema.parse({
        productId: 'prod-1',
        title: 'Tote',
        price: '273.50',
        brand: 'gucci',
        category: 'shoulder bag',
        gender: 'f',
        madeIn: 'Italy',
        description: 'Canvas, leather',
        images: ['https://img.example/2.jpg', 'https://img.example/1.jpg'],
      }),
    ).toEqual({
      productId: 'prod-1',
      title: 'Tote',
      title2: '',
      price: 27350,
      brand: 'GUCCI',
      category: 'SHOULDER BAG',
      gender: 'F',
      madeIn: 'Italy',
      description: 'Canvas, leather',
      images: ['https://img.example/2.jpg', 'https://img.example/1.jpg'],
    });
    expect(
      errorsOf(adminUpdateStoreProductBodySchema, {
        productId: 'prod-1',
        title: 'Tote',
        price: '-1',
        brand: 'GUCCI',
        category: 'TOTE',
        gender: 'X',
        madeIn: 'Italy',
      }),
    ).toEqual([
      {
        path: 'price',
        message: 'Price must be an amount in euros such as 1250, 1250.50 or 1.250,50, got "-1"',
      },
      { path: 'gender', message: 'Gender must be M or F' },
    ]);
  });

  it('addproduct takes only the supplier item', () => {
    expect(adminAddProductBodySchema.parse({ supplierItemId: 'sup-1', price: 1, title: 'x' })).toEqual({
      supplierItemId: 'sup-1',
      recommended: false,
    });
  });

  const customProduct: AdminCustomProductBody = {
    title: 'Mini Bucket',
    title2: 'Limited',
    price: 280,
    brand: 'Zanellato',
    type: 'bags',
    category: 'handbag',
    gender: 'f',
    sku: 'ZN-0001',
    colour: 'blue',
    condition: 'New In',
    madeIn: 'Italy',
    size: 'uni',
    description: 'Leather, gold hardware',
    images: [1, 2, 3, 4].map((n) => `https://firebasestorage.example/returnpro/products/x/${n}.jpg`),
  };

  it('addreturnproducttomainstore: a complete custom product', () => {
    expect(adminCustomProductBodySchema.parse(customProduct)).toEqual({
      ...customProduct,
      price: 28000,
      brand: 'ZANELLATO',
      type: 'BAGS',
      category: 'HANDBAG',
      gender: 'F',
      colour: 'BLUE',
      size: 'UNI',
      stock: 1,
    });
  });

  it('addreturnproducttomainstore: any colour and country of make, a Dutch or English price and a stock', () => {
    expect(
      adminCustomProductBodySchema.parse({
        ...customProduct,
        price: '1.250,50',
        colour: '  cognac ',
        madeIn: ' Portugal ',
        stock: '3',
      }),
    ).toMatchObject({ price: 125_050, colour: 'COGNAC', madeIn: 'Portugal', stock: 3 });
    expect(
      adminCustomProductBodySchema.parse({ ...customProduct, price: '1250.50', stock: 0 }),
    ).toMatchObject({
      price: 125_050,
      stock: 0,
    });
    expect(
      errorsOf(adminCustomProductBodySchema, {
        ...customProduct,
        price: '1.250',
        colour: '   ',
        madeIn: '',
        stock: '-1',
      }),
    ).toEqual([
      { path: 'price', message: 'Price "1.250" is unclear: type 1250 or 1.250,00 for € 1.250,00' },
      { path: 'colour', message: 'Colour is required' },
      { path: 'madeIn', message: 'Made in is required' },
      { path: 'stock', message: 'Stock must be 0 or more' },
    ]);
    expect(errorsOf(adminCustomProductBodySchema, { ...customProduct, stock: '1.5' })).toEqual([
      { path: 'stock', message: 'Stock must be a whole number' },
    ]);
  });

  it('addreturnproducttomainstore: names each bad field', () => {
    expect(
      errorsOf(adminCustomProductBodySchema, {
        ...customProduct,
        price: 0,
        brand: 'NO SUCH BRAND',
        colour: 42,
        images: ['https://a.example/1.jpg', 'javascript:alert(1)'],
      }),
    ).toEqual([
      { path: 'price', message: 'Price must be more than € 0' },
      { path: 'brand', message: 'Choose a brand from the list' },
      { path: 'colour', message: 'Colour must be text' },
      { path: 'images.1', message: 'Enter a valid http(s) image URL' },
      { path: 'images', message: 'A custom product needs exactly 4 images' },
    ]);
    expect(
      errorsOf(adminCustomProductBodySchema, { ...customProduct, category: 'wallet', size: '100' }),
    ).toEqual([
      { path: 'category', message: 'WALLET is not a category of BAGS' },
      { path: 'size', message: '100 is not a size of BAGS' },
    ]);
  });
});

describe('admin curated list bodies', () => {
  it('add to featured / week / recommended take the product id', () => {
    expect(adminAddCuratedBodySchema.parse({ productId: 'prod-1', sku: 'x', price: 1 })).toEqual({
      productId: 'prod-1',
    });
    expect(adminAddRecommendedBodySchema.parse({ productId: 'prod-1', product: {} })).toEqual({
      productId: 'prod-1',
    });
  });

  it('addproductotherstore: Sale starts at 10 % unless given; New In has no discount', () => {
    expect(adminAddListingEntryBodySchema.parse({ productId: 'p', productfor: 'Sale' })).toEqual({
      productId: 'p',
      productfor: 'Sale',
      discountPercent: 10,
    });
    expect(
      adminAddListingEntryBodySchema.parse({ productId: 'p', productfor: 'Sale', discountPercent: '25' }),
    ).toEqual({
      productId: 'p',
      productfor: 'Sale',
      discountPercent: 25,
    });
    expect(
      adminAddListingEntryBodySchema.parse({ productId: 'p', productfor: 'New In', discountPercent: 25 }),
    ).toEqual({
      productId: 'p',
      productfor: 'New In',
      discountPercent: null,
    });
    expect(
      errorsOf(adminAddListingEntryBodySchema, { productId: 'p', productfor: 'Sale', discountPercent: 5 }),
    ).toEqual([{ path: 'discountPercent', message: 'Discount must be at least 10 %' }]);
    expect(errorsOf(adminAddListingEntryBodySchema, { productId: 'p', productfor: 'Outlet' })).toEqual([
      { path: 'productfor', message: 'productfor must be New In or Sale' },
    ]);
  });

  it('updatefeatured / updateweekproduct / updaterecommendproduct: euros to cents, the SKU when given', () => {
    const body = { id: 'prod-1', title: 'Tote', price: '280', sku: ' PR-1 ' };
    const parsed = { id: 'prod-1', title: 'Tote', price: 28000, sku: 'PR-1' };
    expect(adminUpdateCuratedBodySchema.parse(body)).toEqual(parsed);
    expect(adminUpdateRecommendedBodySchema.parse(body)).toEqual(parsed);
    expect(adminUpdateCuratedBodySchema.parse({ ...body, sku: undefined })).toEqual({
      id: 'prod-1',
      title: 'Tote',
      price: 28000,
    });
    expect(errorsOf(adminUpdateCuratedBodySchema, { id: 'prod-1', title: '', price: 'free' })).toEqual([
      { path: 'title', message: 'Title is required' },
      {
        path: 'price',
        message: 'Price must be an amount in euros such as 1250, 1250.50 or 1.250,50, got "free"',
      },
    ]);
  });

  it('updatefeaturedother: optional discount, discPrice dropped', () => {
    expect(
      adminUpdateListingEntryBodySchema.parse({
        id: 'p',
        title: 'Tote',
        price: 280,
        discountPercent: 100,
        discPrice: 1,
      }),
    ).toEqual({ id: 'p', title: 'Tote', price: 28000, discountPercent: 100 });
    expect(adminUpdateListingEntryBodySchema.parse({ id: 'p', title: 'Tote', price: 280 })).toEqual({
      id: 'p',
      title: 'Tote',
      price: 28000,
      discountPercent: null,
    });
    expect(
      errorsOf(adminUpdateListingEntryBodySchema, {
        id: 'p',
        title: 'Tote',
        price: 280,
        discountPercent: 101,
      }),
    ).toEqual([{ path: 'discountPercent', message: 'Discount can be at most 100 %' }]);
  });
});

describe('admin orders and coupons', () => {
  it('updateorderstatusmainstore accepts only the admin statuses', () => {
    expect(adminUpdateOrderStatusBodySchema.parse({ orderId: 'ord-1', status: 'Out for Delivery' })).toEqual({
      orderId: 'ord-1',
      status: 'Out for Delivery',
    });
    expect(errorsOf(adminUpdateOrderStatusBodySchema, { orderId: 'ord-1', status: 'Paid' })).toEqual([
      { path: 'status', message: 'Status must be one of: Order Received, Out for Delivery, Order Completed' },
    ]);
  });

  it('couponitems: a full coupon', () => {
    // What the schema gives is a coupon without its redemption count (checked by tsc).
    expectTypeOf<AdminCreateCouponParsed>().toEqualTypeOf<Omit<Coupon, 'redemptions'>>();
    expect(
      adminCreateCouponBodySchema.parse({
        coupon: ' summer10 ',
        discount: ' 10 % ',
        minimumGoods: '200',
        expiresAt: '2025-06-30',
        maxRedemptions: '100',
      }),
    ).toEqual({
      code: 'SUMMER10',
      discount: { kind: 'percent', percent: 10 },
      label: '10 %',
      minimumGoods: 20000,
      expiresAt: new Date('2025-06-30T22:00:00Z'),
      maxRedemptions: 100,
    });
  });

  it('couponitems: only code and discount, blanks mean "none"', () => {
    expect(
      adminCreateCouponBodySchema.parse({
        coupon: 'WELCOME15',
        discount: 15,
        minimumGoods: '',
        expiresAt: null,
      }),
    ).toEqual({
      code: 'WELCOME15',
      discount: { kind: 'fixed', amount: 1500 },
      label: '15',
      minimumGoods: null,
      expiresAt: null,
      maxRedemptions: null,
    });
    expect(
      adminCreateCouponBodySchema.parse({
        coupon: 'EARLY',
        discount: '5',
        expiresAt: '2025-06-30T10:00:00+02:00',
      }),
    ).toMatchObject({ expiresAt: new Date('2025-06-30T08:00:00Z') });
  });

  it('couponitems: names each bad field with the parser messages', () => {
    expect(
      errorsOf(adminCreateCouponBodySchema, {
        coupon: 'summer 10',
        discount: '150%',
        minimumGoods: 'lots',
        expiresAt: '2025-02-30',
        maxRedemptions: 0,
      }),
    ).toEqual([
      {
        path: 'coupon',
        message:
          'A coupon code has 2 to 40 letters, digits, - or _, starting with a letter or digit; got "summer 10"',
      },
      {
        path: 'discount',
        message: 'A percentage discount must be more than 0 % and at most 100 %, got "150%".',
      },
      {
        path: 'minimumGoods',
        message: 'Minimum order must be an amount in euros such as 1250, 1250.50 or 1.250,50, got "lots"',
      },
      { path: 'expiresAt', message: '"2025-02-30" is not a date in the form YYYY-MM-DD' },
      { path: 'maxRedemptions', message: 'Maximum redemptions must be a whole number of at least 1' },
    ]);
  });
});

describe('API error body', () => {
  it('puts field paths in details and the first problem in the message', () => {
    const result = storeChargeBodySchema.safeParse({
      userId: 'uid-1',
      paymentMethod: 'ideal',
      customer: { ...details, email: 'nope' },
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const body = validationErrorBody(result.error);
    expect(body).toEqual({
      error: {
        code: 'invalid-request',
        message: 'Enter a valid e-mail address',
        details: [{ path: 'customer.email', message: 'Enter a valid e-mail address' }],
      },
    });
    expect(apiError('cart-full', 'Your cart is full')).toEqual({
      error: { code: 'cart-full', message: 'Your cart is full' },
    });
  });
});

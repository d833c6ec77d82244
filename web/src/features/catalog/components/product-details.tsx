import { Fragment, lazy, Suspense, useEffect, useMemo } from 'react';
import { Link } from '@/components/ui/link';
import {
  cartUnitPrice,
  DELIVERY_AND_RETURN,
  editorsNote,
  pathInLanguage,
  policySentences,
  productFullName,
  productInLanguage,
  productPageDescription,
  productStructuredData,
  ONE_SIZE,
  productText,
  showsGender,
  splitBrandFromTitle,
  type Cents,
  type SaleEntry,
  type StoreProduct,
  type WithId,
} from '@shop/domain';
import { formatPrice, pageLanguage, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { AccordionItem } from '@/components/ui/accordion-item';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import shop from '@/components/ui/shop.module.css';
import { StaticHtml } from '@/components/ui/static-html';
import { categoryLabel } from '@/features/navigation/navigation-links';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useStructuredData } from '@/hooks/use-structured-data';
import { productPageImages } from '../api/first-reads';
import { useProductPage, type ProductPageState } from '../api/get-product-page';
import { ImageCarousel } from './image-carousel';
import { optionLabel } from './option-label';
import { ProductPurchase } from './product-purchase';
import styles from './product-details.module.css';

// Loaded by RelatedProductsAhead.
const RelatedProducts = lazy(() =>
  import('./related-products').then((module) => ({ default: module.RelatedProducts })),
);

/**
 * "You may also like" sits below the product's facts, more than two phone screens down: its module,
 * its five reads and its cards wait until the shopper scrolls toward it (useNearViewport), instead
 * of landing on a phone's main thread while the product page is being made usable. On a tall desktop
 * screen it is within reach at once and loads with the page.
 */
function RelatedProductsAhead({ product }: { product: WithId<StoreProduct> }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref}>
      {near && (
        <Suspense fallback={null}>
          <RelatedProducts product={product} />
        </Suspense>
      )}
    </div>
  );
}

// For the structured data, which only the browser writes (useStructuredData's effect): a server
// render (server.tsx) has no origin, and keeps the path.
const absoluteUrl = (path: string) =>
  typeof window === 'undefined' ? path : new URL(path, window.location.origin).toString();

function listingHref(product: Pick<StoreProduct, 'parentCategory'>, type = 'all', brand?: string) {
  const p = product.parentCategory === 'BAGS' ? 'bags' : 'accessories';
  return paths.products.href({ p, t: type, b: brand });
}

function ProductFacts({ product }: { product: WithId<StoreProduct> }) {
  const { product: texts, sizes: sizeWords, genders } = words();
  // In the shopper's words (docs/decisions.md rules 74 and 79): every size the product comes in, UNI
  // as "One size", the category, gender and colour in the page's language.
  const sizes = [...new Set(product.variants.map((variant) => variant.size))].map((size) =>
    size === ONE_SIZE ? sizeWords.oneSize : size,
  );
  const gender = product.gender as keyof typeof genders;
  const facts: [string, string][] = [
    [texts.reference, product.sku],
    [sizeWords.size, sizes.join(', ') || '–'],
    [texts.designer, product.brand],
    [texts.category, categoryLabel(product.category)],
    ...(showsGender(product)
      ? [
          [texts.gender, Object.hasOwn(genders, gender) ? genders[gender] : product.gender] as [
            string,
            string,
          ],
        ]
      : []),
    [texts.colour, optionLabel(product.colour)],
    [texts.madeIn, product.madeIn],
  ];
  return (
    <StaticHtml as="dl" className={styles.facts}>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </StaticHtml>
  );
}

function Breadcrumbs({ product, titleLang }: { product: WithId<StoreProduct>; titleLang?: string }) {
  const { categories, pages, product: texts } = words();
  const crumbs = [
    { label: pages.home, href: paths.home.href() },
    {
      label: product.parentCategory === 'BAGS' ? categories.BAGS : categories.ACCESSORIES,
      href: listingHref(product),
    },
    { label: categoryLabel(product.category), href: listingHref(product, product.category) },
  ];
  return (
    <nav aria-label={texts.breadcrumb} className={styles.breadcrumbs}>
      <ol className={styles.crumbs}>
        {crumbs.map((crumb) => (
          <li key={crumb.label} className={styles.crumb}>
            <Link to={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page" lang={titleLang}>
          {product.title}
        </li>
      </ol>
    </nav>
  );
}

/** The price charged, with the display price struck through and the discount while on sale. */
function ProductPrice({
  product,
  sale,
  price,
}: {
  product: StoreProduct;
  sale: SaleEntry | null;
  price: Cents;
}) {
  const { listing, policies } = words();
  return (
    <div className={styles.price}>
      {sale && !sale.hidden ? (
        <p className={styles.amount}>
          <span className={shop.srOnly}>{listing.salePrice} </span>
          <span className={styles.salePrice} data-testid="product-price">
            {formatPrice(price)}
          </span>{' '}
          <span className={shop.srOnly}>, {listing.was} </span>
          <s className={styles.regularPrice}>{formatPrice(product.displayPrice)}</s>{' '}
          <span className={styles.discount}>-{sale.discountPercent}%</span>
        </p>
      ) : (
        <p className={styles.amount} data-testid="product-price">
          {formatPrice(price)}
        </p>
      )}
      <p className={styles.vat}>{policies.vatIncluded}</p>
    </div>
  );
}

function ProductView({ product: stored, sale }: { product: WithId<StoreProduct>; sale: SaleEntry | null }) {
  const images = productPageImages(stored);
  const price = cartUnitPrice(stored, sale);
  // In the page's language, as the server wrote them (functions/src/http/product-page.ts): its name
  // and description are the admin's translation, else the supplier's English (docs/decisions.md rule 83).
  const language = pageLanguage();
  const product = useMemo(() => productInLanguage(stored, language), [stored, language]);
  const otherLang = (lang: string) => (language === 'en' ? undefined : lang);
  const titleLang = otherLang(productText(stored, 'title', language).lang);
  const descriptionLang = productText(stored, 'description', language).lang;
  usePageMeta({
    title: productFullName(product),
    description: productPageDescription(product, price, {
      intro: words().meta.productDescription,
      formatPrice,
    }),
  });
  useStructuredData(
    productStructuredData(product, {
      pageUrl: absoluteUrl(pathInLanguage(language, paths.product.href(product.id))),
      imageUrls: images.map(absoluteUrl),
      price,
      language,
    }),
  );
  const note = editorsNote(product.description);
  const texts = words().product;
  const policies = policySentences(language, words());
  // The brand is the link above the name: the name under it does not print it again, but a screen
  // reader still hears the whole title as the heading.
  const name = splitBrandFromTitle(product);
  useEffect(() => {
    // For analytics, if the shop has it and the shopper accepts (features/consent/api/shop-events.ts).
    if (__SHOP_ANALYTICS__)
      (window.shopEvents ??= []).push({ name: 'view_item', detail: { product: stored, unitPrice: price } });
  }, [stored, price]);

  return (
    <div className={styles.page}>
      <Breadcrumbs product={product} titleLang={titleLang} />
      <div className={styles.columns}>
        <ImageCarousel images={images} title={product.title} />
        <div>
          <Link to={listingHref(product, 'all', product.brand)} className={styles.brand}>
            {product.brand}
          </Link>
          <h1 className={`${shop.pageTitle} ${styles.title}`} lang={titleLang}>
            {name.lead && <span className={shop.srOnly}>{name.lead} </span>}
            {name.rest}
          </h1>
          <ProductPrice product={product} sale={sale} price={price} />

          <ProductPurchase
            key={product.id}
            product={stored}
            stickySummary={
              <>
                <p>
                  <strong>{product.brand}</strong> <span lang={titleLang}>{name.rest}</span>
                </p>
                <p>{formatPrice(price)}</p>
              </>
            }
          />

          {/* Text, a link and native <details>: kept as the server rendered them (StaticHtml), and
              rendered afresh for another product (its key). */}
          <StaticHtml key={product.id} className={styles.accordion}>
            <AccordionItem title={texts.editorsNote} defaultOpen>
              {note.length > 0 ? (
                <ul className={styles.note} lang={otherLang(descriptionLang)}>
                  {note.map((point, index) => (
                    <li key={`${index}-${point}`}>{point}</li>
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>{texts.noDescription}</p>
              )}
            </AccordionItem>
            <AccordionItem title={texts.deliveryAndReturns}>
              {DELIVERY_AND_RETURN.map((policy) => (
                <p key={policy} className={styles.sentence}>
                  {policies[policy]}
                </p>
              ))}
              <Link to={paths.returnPolicy.href()} className={styles.textLink}>
                {texts.readReturnPolicy}
              </Link>
            </AccordionItem>
          </StaticHtml>

          <ProductFacts key={product.id} product={product} />
        </div>
      </div>
      <RelatedProductsAhead product={stored} />
    </div>
  );
}

/** Loading, a failed read, or no such product: a friendly page that leads back to the shop. */
function ProductUnavailable({ state }: { state: Exclude<ProductPageState, { status: 'success' }> }) {
  const texts = words().product;
  usePageMeta(
    state.status === 'not-found'
      ? { title: texts.notFound, description: texts.notFoundText, noIndex: true }
      : { title: texts.product },
  );
  if (state.status === 'loading') {
    return (
      <div className={`${styles.page} ${styles.unavailable}`}>
        <h1 className={styles.unavailableTitle}>{texts.product}</h1>
        <LoadingState label={texts.loading} />
      </div>
    );
  }
  return (
    <div className={`${styles.page} ${styles.unavailable}`}>
      <h1 className={`${styles.unavailableTitle} ${styles.spaced}`}>
        {state.status === 'error' ? texts.product : texts.notFound}
      </h1>
      {state.status === 'error' ? (
        <ErrorState title={texts.unavailable} message={texts.loadFailed} />
      ) : (
        <p className={styles.muted}>{texts.notFoundText}</p>
      )}
      <Link
        to={paths.products.href({ p: 'bags', t: 'all' })}
        className={`${styles.textLink} ${styles.continue}`}
      >
        {texts.continueShopping}
      </Link>
    </div>
  );
}

/** The product page (/view?id=): the product, or a friendly page when there is no such product. */
export function ProductDetails({ productId }: { productId: string | null }) {
  const state = useProductPage(productId);
  return state.status === 'success' ? (
    <ProductView product={state.product} sale={state.sale} />
  ) : (
    <ProductUnavailable state={state} />
  );
}

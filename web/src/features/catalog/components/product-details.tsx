import { Fragment, lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  DELIVERY_AND_RETURN_TEXT,
  cartUnitPrice,
  colourLabel,
  editorsNote,
  formatEuro,
  genderLabel,
  productFullName,
  productPageDescription,
  productStructuredData,
  type Cents,
  type SaleEntry,
  type StoreProduct,
  type WithId,
} from '@shop/domain';
import { paths } from '@/config/paths';
import { AccordionItem } from '@/components/ui/accordion-item';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { typeLabel } from '@/features/navigation/navigation-links';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useStructuredData } from '@/hooks/use-structured-data';
import { productPageImages } from '../api/first-reads';
import { useProductPage, type ProductPageState } from '../api/get-product-page';
import { ImageCarousel } from './image-carousel';
import { ProductPurchase } from './product-purchase';
import styles from './product-details.module.css';

// Below the product, after its own content: loaded only once a product page has rendered.
const RelatedProducts = lazy(() =>
  import('./related-products').then((module) => ({ default: module.RelatedProducts })),
);

// For the structured data, which only the browser writes (useStructuredData's effect): a server
// render (server.tsx) has no origin, and keeps the path.
const absoluteUrl = (path: string) =>
  typeof window === 'undefined' ? path : new URL(path, window.location.origin).toString();

function listingHref(product: Pick<StoreProduct, 'parentCategory'>, type = 'all', brand?: string) {
  const p = product.parentCategory === 'BAGS' ? 'bags' : 'accessories';
  return paths.products.href({ p, t: type, b: brand });
}

function ProductFacts({ product }: { product: WithId<StoreProduct> }) {
  const sizes =
    product.sizesInStock.length > 0
      ? product.sizesInStock
      : [...new Set(product.variants.map((v) => v.size))];
  const facts: [string, string][] = [
    ['SKU', product.sku],
    ['Size', sizes.join(', ') || '–'],
    ['Vendor', product.brand],
    ['Product type', typeLabel(product.category)],
    ['Gender', genderLabel(product.gender)],
    ['Colour', colourLabel(product.colour)],
    ['Made in', product.madeIn],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Breadcrumbs({ product }: { product: WithId<StoreProduct> }) {
  const parentLabel = product.parentCategory === 'BAGS' ? 'Bags' : 'Accessories';
  const crumbs = [
    { label: 'Home', href: paths.home.href() },
    { label: parentLabel, href: listingHref(product) },
    { label: typeLabel(product.category), href: listingHref(product, product.category) },
  ];
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol className={styles.crumbs}>
        {crumbs.map((crumb) => (
          <li key={crumb.label} className={styles.crumb}>
            <Link to={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{product.title}</li>
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
  return (
    <Box mt="4">
      {sale && !sale.hidden ? (
        <Text fontSize="2xl" whiteSpace="nowrap">
          <chakra.span srOnly>Sale price </chakra.span>
          <chakra.span color="red.700" data-testid="product-price">
            {formatEuro(price)}
          </chakra.span>{' '}
          <chakra.span srOnly>, was </chakra.span>
          <chakra.s fontSize="lg" color="fg.muted">
            {formatEuro(product.displayPrice)}
          </chakra.s>{' '}
          <chakra.span fontSize="md" color="red.700">
            -{sale.discountPercent}%
          </chakra.span>
        </Text>
      ) : (
        <Text fontSize="2xl" whiteSpace="nowrap" data-testid="product-price">
          {formatEuro(price)}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        VAT included
      </Text>
    </Box>
  );
}

function ProductView({ product, sale }: { product: WithId<StoreProduct>; sale: SaleEntry | null }) {
  const images = productPageImages(product);
  const price = cartUnitPrice(product, sale);
  usePageMeta({ title: productFullName(product), description: productPageDescription(product, price) });
  useStructuredData(
    productStructuredData(product, {
      pageUrl: absoluteUrl(paths.product.href(product.id)),
      imageUrls: images.map(absoluteUrl),
      price,
    }),
  );
  const note = editorsNote(product.description);
  useEffect(() => {
    // For analytics, if the shop has it and the shopper accepts (features/consent/api/shop-events.ts).
    if (__SHOP_ANALYTICS__)
      (window.shopEvents ??= []).push({ name: 'view_item', detail: { product, unitPrice: price } });
  }, [product, price]);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Breadcrumbs product={product} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '8', md: '12' }} alignItems="start">
        <ImageCarousel images={images} title={product.title} />
        <Box>
          <RouterLink
            to={listingHref(product, 'all', product.brand)}
            textTransform="uppercase"
            letterSpacing="0.12em"
            fontSize="sm"
            color="fg.muted"
            _hover={{ color: 'fg', textDecoration: 'underline' }}
          >
            {product.brand}
          </RouterLink>
          <Heading as="h1" size="3xl" fontWeight="normal" mt="2">
            {product.title}
          </Heading>
          <ProductPrice product={product} sale={sale} price={price} />

          <ProductPurchase product={product} />

          <Box mt="8" borderTopWidth="1px" borderColor="border">
            <AccordionItem title="Editor's note" defaultOpen>
              {note.length > 0 ? (
                <chakra.ul listStyle="disc" ps="5" display="grid" gap="1">
                  {note.map((point, index) => (
                    <li key={`${index}-${point}`}>{point}</li>
                  ))}
                </chakra.ul>
              ) : (
                <Text color="fg.muted">No description yet.</Text>
              )}
            </AccordionItem>
            <AccordionItem title="Delivery & returns">
              {DELIVERY_AND_RETURN_TEXT.map((sentence) => (
                <Text key={sentence} mb="2">
                  {sentence}
                </Text>
              ))}
              <RouterLink to={paths.returnPolicy.href()} textDecoration="underline">
                Read our return policy
              </RouterLink>
            </AccordionItem>
          </Box>

          <ProductFacts product={product} />
        </Box>
      </SimpleGrid>
      <Suspense fallback={null}>
        <RelatedProducts product={product} />
      </Suspense>
    </Container>
  );
}

/** Loading, a failed read, or no such product: a friendly page that leads back to the shop. */
function ProductUnavailable({ state }: { state: Exclude<ProductPageState, { status: 'success' }> }) {
  usePageMeta(
    state.status === 'not-found'
      ? {
          title: 'Product not found',
          description: 'This product does not exist or is no longer in our collection.',
          noIndex: true,
        }
      : { title: 'Product' },
  );
  if (state.status === 'loading') {
    return (
      <Container maxW="6xl" py="10">
        <Heading as="h1" size="2xl" fontWeight="normal">
          Product
        </Heading>
        <LoadingState label="Loading the product…" />
      </Container>
    );
  }
  return (
    <Container maxW="6xl" py="10">
      <Heading as="h1" size="2xl" fontWeight="normal" mb="4">
        {state.status === 'error' ? 'Product' : 'Product not found'}
      </Heading>
      {state.status === 'error' ? (
        <ErrorState title="This product is not available right now" message={state.message} />
      ) : (
        <Text color="fg.muted">This product does not exist or is no longer in our collection.</Text>
      )}
      <RouterLink
        to={paths.products.href({ p: 'bags', t: 'all' })}
        mt="6"
        display="inline-block"
        textDecoration="underline"
      >
        Continue shopping
      </RouterLink>
    </Container>
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

import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { formatEuro, type CuratedEntry, type StoreListingProduct } from '@shop/domain';
import { paths } from '@/config/paths';
import { ProductCardActions } from './product-card-actions';

/**
 * What a card shows. The home page's lists have the first four fields; listings add brand,
 * category, both images, stock and, on the Sale page, the discount.
 */
export type ProductCardEntry = Pick<CuratedEntry, 'productId' | 'title' | 'price' | 'displayImage'> &
  Partial<
    Pick<
      StoreListingProduct,
      'brand' | 'category' | 'images' | 'inStock' | 'sizesInStock' | 'discountPercent' | 'salePrice'
    >
  >;

/**
 * A product card: one link to the product (image, brand, title, category, price), named by its text
 * (the picture is decorative there, so the title is not read twice). On listings
 * (`onQuickView` given) it also has quick view and wishlist icons and, on hover or keyboard focus,
 * ADD TO CART and FAST CHECKOUT; the second image shows on hover.
 */
export function ProductCard({
  entry,
  onQuickView,
}: {
  entry: ProductCardEntry;
  /** Opens the quick-view dialog for this product; listings pass it, the home page does not. */
  onQuickView?: (productId: string) => void;
}) {
  const titleId = useId();
  const hoverImage = entry.images?.[1];
  const onSale = entry.discountPercent != null && entry.salePrice != null;
  const soldOut = entry.inStock === false;

  return (
    <Box
      className="group"
      position="relative"
      css={{ '&:hover img[data-hover-image]': { opacity: 1 } }}
      data-product-card={entry.productId}
    >
      <chakra.a asChild display="block" rounded="sm" _hover={{ '& img': { transform: 'scale(1.03)' } }}>
        <Link
          to={paths.product.href(entry.productId)}
          data-product-id={entry.productId}
          data-product-title={entry.title}
        >
          <Box bg="gray.100" aspectRatio="4 / 5" overflow="hidden" position="relative">
            {/* The link's text names the product; the picture adds nothing for a screen reader. */}
            <chakra.img
              src={entry.displayImage}
              alt=""

              loading="lazy"
              decoding="async"
              width="400"
              height="500"
              w="full"
              h="full"
              objectFit="cover"
              transition="transform 0.4s ease"
            />
            {hoverImage && (
              <chakra.img
                data-hover-image=""
                src={hoverImage}
                alt=""
                loading="lazy"
                decoding="async"
                width="400"
                height="500"
                position="absolute"
                inset="0"
                w="full"
                h="full"
                objectFit="cover"
                opacity="0"
                transition="opacity 0.3s ease, transform 0.4s ease"
              />
            )}
            {(soldOut || onSale) && (
              <Text
                position="absolute"
                top="2"
                left="2"
                px="2"
                py="0.5"
                fontSize="xs"
                fontWeight="semibold"
                letterSpacing="0.08em"
                bg={soldOut ? 'ink' : 'red.700'}
                color="white"
              >
                {soldOut ? 'Sold out' : `-${entry.discountPercent}%`}
              </Text>
            )}
          </Box>
          {entry.brand && (
            <Text mt="3" fontSize="xs" fontWeight="semibold" letterSpacing="0.12em" textTransform="uppercase">
              {entry.brand}
            </Text>
          )}
          <Text id={titleId} mt={entry.brand ? '1' : '3'} fontSize="sm" lineClamp={2}>
            {entry.title}
          </Text>
          {entry.category && (
            <Text fontSize="xs" color="fg.muted" textTransform="capitalize">
              {entry.category.toLowerCase()}
            </Text>
          )}
          <Text mt="1" fontWeight="semibold" whiteSpace="nowrap">
            {onSale ? (
              <>
                <chakra.span srOnly>Sale price </chakra.span>
                <chakra.span color="red.700">{formatEuro(entry.salePrice!)}</chakra.span>{' '}
                <chakra.s color="fg.muted" fontWeight="normal" fontSize="sm">
                  <chakra.span srOnly>instead of </chakra.span>
                  {formatEuro(entry.price)}
                </chakra.s>
              </>
            ) : (
              formatEuro(entry.price)
            )}
          </Text>
          {onQuickView && (
            <Text fontSize="xs" color="fg.muted">
              VAT Included
            </Text>
          )}
        </Link>
      </chakra.a>
      {onQuickView && (
        <ProductCardActions
          productId={entry.productId}
          describedBy={titleId}
          soldOut={soldOut}
          needsSize={(entry.sizesInStock?.length ?? 0) > 1}
          onQuickView={onQuickView}
        />
      )}
    </Box>
  );
}

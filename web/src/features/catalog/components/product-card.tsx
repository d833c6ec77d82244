import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { formatEuro, type CuratedEntry } from '@shop/domain';
import { paths } from '@/config/paths';

/**
 * A home-page product card: the whole card is one link to the product. Its accessible name is the
 * title and price (aria-labelledby), so the image's alt text (the title) is not read twice.
 */
export function ProductCard({
  entry,
}: {
  entry: Pick<CuratedEntry, 'productId' | 'title' | 'price' | 'displayImage'>;
}) {
  const titleId = useId();
  const priceId = useId();
  return (
    <chakra.a asChild display="block" rounded="sm" _hover={{ '& img': { transform: 'scale(1.03)' } }}>
      <Link
        to={paths.product.href(entry.productId)}
        aria-labelledby={`${titleId} ${priceId}`}
        data-product-id={entry.productId}
        data-product-title={entry.title}
      >
        <Box bg="gray.100" aspectRatio="4 / 5" overflow="hidden">
          <chakra.img
            src={entry.displayImage}
            alt={entry.title}
            loading="lazy"
            decoding="async"
            width="400"
            height="500"
            w="full"
            h="full"
            objectFit="cover"
            transition="transform 0.4s ease"
          />
        </Box>
        <Text id={titleId} mt="3" fontSize="sm" lineClamp={2}>
          {entry.title}
        </Text>
        <Text id={priceId} mt="1" fontWeight="semibold" whiteSpace="nowrap">
          {formatEuro(entry.price)}
        </Text>
      </Link>
    </chakra.a>
  );
}

import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { formatEuro, type StoreCartLine } from '@shop/domain';
import { paths } from '@/config/paths';
import { PriceChangedNotice } from './price-changed-notice';
import { QuantityControl } from './quantity-control';

/** One row of the cart: image, title, size, unit price, quantity, line total and remove. */
export function CartLineItem({
  line,
  busy,
  error,
  onQuantity,
  onRemove,
}: {
  line: StoreCartLine;
  busy: boolean;
  /** Why the quantity asked for was refused, shown beside the quantity. */
  error: string | null;
  onQuantity: (qty: number) => Promise<boolean>;
  onRemove: () => void;
}) {
  const errorId = useId();
  return (
    <chakra.li
      data-testid="cart-line"
      data-product-id={line.productId}
      display="grid"
      gridTemplateColumns={{ base: '80px 1fr', md: '96px 1fr auto auto auto' }}
      gridTemplateAreas={{
        base: `"image details" "image quantity" "image total" "image remove"`,
        md: `"image details quantity total remove"`,
      }}
      alignItems="center"
      columnGap={{ base: '4', md: '6' }}
      rowGap="2"
      py="5"
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      <Box gridArea="image" alignSelf="start" bg="gray.100" aspectRatio="4 / 5" overflow="hidden">
        <chakra.img src={line.image} alt="" width="96" height="120" w="full" h="full" objectFit="cover" />
      </Box>
      <Box gridArea="details">
        <chakra.a asChild fontWeight="semibold" _hover={{ textDecoration: 'underline' }}>
          <Link to={paths.product.href(line.productId)}>{line.title}</Link>
        </chakra.a>
        {line.size !== null && (
          <Text fontSize="sm" color="fg.muted">
            Size: {line.size}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          Price: {formatEuro(line.unitPrice)}
        </Text>
        <PriceChangedNotice line={line} />
        {line.stock < line.qty && !error && (
          <Text fontSize="sm" color="fg.error">
            {line.stock === 0 ? 'Sold out: remove it to check out' : `Only ${line.stock} in stock`}
          </Text>
        )}
      </Box>
      <Box gridArea="quantity">
        <QuantityControl
          value={line.qty}
          max={line.stock}
          title={line.title}
          disabled={busy}
          errorId={error ? errorId : undefined}
          onChange={onQuantity}
        />
        {error && (
          <Text id={errorId} role="alert" fontSize="sm" color="fg.error" mt="1" data-testid="cart-line-error">
            {error}
          </Text>
        )}
      </Box>
      <Text
        gridArea="total"
        fontWeight="semibold"
        textAlign={{ md: 'end' }}
        minW={{ md: '28' }}
        whiteSpace="nowrap"
      >
        <chakra.span srOnly>Total: </chakra.span>
        <span data-testid="cart-line-total">{formatEuro(line.lineTotal)}</span>
      </Text>
      <chakra.button
        type="button"
        gridArea="remove"
        justifySelf="start"
        minH="11"
        px="2"
        fontSize="sm"
        textDecoration="underline"
        cursor="pointer"
        disabled={busy}
        _disabled={{ color: 'gray.500', cursor: 'not-allowed' }}
        onClick={onRemove}
        aria-label={`Remove ${line.title}`}
      >
        Remove
      </chakra.button>
    </chakra.li>
  );
}

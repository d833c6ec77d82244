import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Flex, type FlexProps } from '@chakra-ui/react/flex';
import { PICTURE_SIZES } from '@shop/domain';
import { ProductPicture } from '@/components/ui/product-picture';

/**
 * The card the admin's product grids share (supplier catalogue, My Store Items, the curated lists):
 * the product's picture, whole, on a square, then what the grid tells of it, then its actions.
 */
export function AdminProductCard({
  picture,
  title,
  label,
  fontSize,
  actionsDirection = 'row',
  children,
  actions,
}: {
  picture: string;
  /** The product's title: the picture's alt text. */
  title: string;
  /** The article's name, when its heading does not give it one. */
  label?: string;
  fontSize?: FlexProps['fontSize'];
  actionsDirection?: 'row' | 'column';
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Flex
      as="article"
      direction="column"
      h="full"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      overflow="hidden"
      aria-label={label}
    >
      <Box w="full" aspectRatio="1" bg="gray.50">
        <ProductPicture src={picture} alt={title} sizes={PICTURE_SIZES.card} width={400} fit="contain" />
      </Box>
      <Box p="3" flex="1" fontSize={fontSize}>
        {children}
      </Box>
      <Flex
        direction={actionsDirection}
        gap={actionsDirection === 'row' ? '2' : '1.5'}
        wrap={actionsDirection === 'row' ? 'wrap' : undefined}
        p="3"
        pt="0"
      >
        {actions}
      </Flex>
    </Flex>
  );
}

import { Link } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { chakra } from '@chakra-ui/react/styled-system';
import { paths } from '@/config/paths';

const tiles = [
  {
    label: 'All Bags',
    href: paths.products.href({ p: 'bags', t: 'all' }),
    bg: 'linear-gradient(160deg, #2b2418, #111111)',
  },
  {
    label: 'Accessories',
    href: paths.products.href({ p: 'accessories', t: 'all' }),
    bg: 'linear-gradient(160deg, #7a5c14, #2b2418)',
  },
  {
    label: 'New In Bags',
    href: paths.newIn.href({ p: 'bags', t: 'all' }),
    bg: 'linear-gradient(160deg, #5c450f, #231a06)',
  },
  {
    label: 'New In Accessories',
    href: paths.newIn.href({ p: 'accessories', t: 'all' }),
    bg: 'linear-gradient(160deg, #4a3a12, #111111)',
  },
  {
    label: 'Sale',
    href: paths.sale.href({ p: 'bags', t: 'all' }),
    bg: 'linear-gradient(160deg, #6b1d1d, #1f0a0a)',
  },
  { label: 'Designers', href: paths.designers.href(), bg: 'linear-gradient(160deg, #3f3f46, #111111)' },
];

/** Shop by category: all bags, accessories, New In for both, Sale and designers. */
export function CategoryTiles() {
  return (
    <Box as="section" aria-labelledby="shop-by-category" py={{ base: '8', md: '12' }}>
      <Heading
        as="h2"
        id="shop-by-category"
        size="2xl"
        fontWeight="normal"
        textAlign="center"
        mb="8"
        letterSpacing="0.04em"
      >
        Shop by category
      </Heading>
      <SimpleGrid as="ul" listStyle="none" columns={{ base: 2, lg: 3 }} gap={{ base: '3', md: '6' }}>
        {tiles.map((tile) => (
          <li key={tile.label}>
            <chakra.a
              asChild
              display="flex"
              alignItems="flex-end"
              aspectRatio="1"
              p="5"
              color="white"
              bgImage={tile.bg}
              fontFamily="heading"
              fontSize={{ base: 'lg', md: '2xl' }}
              letterSpacing="0.06em"
              transition="transform 0.3s ease"
              _hover={{ transform: 'translateY(-4px)' }}
            >
              <Link to={tile.href}>{tile.label}</Link>
            </chakra.a>
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}

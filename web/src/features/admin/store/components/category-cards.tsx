import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { chakra } from '@chakra-ui/react/styled-system';
import { SUPPLIER_CATEGORIES, type SupplierCategory } from '@shop/domain';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';

/** CATEGORIES: the four supplier categories, each opening its part of the supplier catalogue. */
export function CategoryCards({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  return (
    <chakra.section aria-labelledby="supplier-categories" mb="8">
      <Heading
        as={headingLevel}
        id="supplier-categories"
        size="xl"
        fontWeight="normal"
        letterSpacing="0.08em"
        mb="4"
      >
        CATEGORIES
      </Heading>
      <SimpleGrid as="ul" listStyle="none" columns={{ base: 2, md: 4 }} gap="4">
        {SUPPLIER_CATEGORIES.map((category) => (
          <li key={category}>
            <RouterLink
              to={paths.admin.supplierCatalogue.href(category.toLowerCase() as Lowercase<SupplierCategory>)}
              display="flex"
              alignItems="center"
              justifyContent="center"
              h="24"
              bg="bg"
              borderWidth="1px"
              borderColor="border"
              rounded="md"
              fontSize="lg"
              letterSpacing="0.1em"
              textDecoration="none"
              _hover={{ borderColor: 'ink', bg: 'gold.50' }}
            >
              {category}
            </RouterLink>
          </li>
        ))}
      </SimpleGrid>
    </chakra.section>
  );
}

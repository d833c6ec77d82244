import { Link } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { DESIGNER_INDEX_LETTERS, designerIndex, type StoreDesigner } from '@shop/domain';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useDesigners } from '../api/get-designers';
import { designerHref } from './designer-link';

const sectionId = (letter: string) => `designers-${letter === '#' ? 'other' : letter.toLowerCase()}`;
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function DesignerEntry({ designer }: { designer: StoreDesigner }) {
  const kinds = [
    designer.bags > 0 && {
      label: count(designer.bags, 'bag', 'bags'),
      href: paths.products.href({ p: 'bags', t: 'all', b: designer.brand }),
    },
    designer.accessories > 0 && {
      label: count(designer.accessories, 'accessory', 'accessories'),
      href: paths.products.href({ p: 'accessories', t: 'all', b: designer.brand }),
    },
  ].filter((kind) => kind !== false);
  return (
    <li>
      {/* A whole 24 px line high: a link on its own line is a touch target (WCAG 2.5.8). */}
      <chakra.a
        asChild
        display="inline-block"
        lineHeight="24px"
        fontSize="md"
        letterSpacing="0.04em"
        _hover={{ textDecoration: 'underline' }}
      >
        <Link to={designerHref(designer)} data-brand={designer.brand}>
          {designer.brand}
        </Link>
      </chakra.a>
      <Text fontSize="xs" color="fg.muted" mt="0.5">
        {kinds.map((kind, index) => (
          <chakra.span key={kind.href}>
            {index > 0 && ' · '}
            <chakra.a asChild textDecoration="underline" _hover={{ color: 'fg' }}>
              <Link to={kind.href} aria-label={`${designer.brand}: ${kind.label}`}>
                {kind.label}
              </Link>
            </chakra.a>
          </chakra.span>
        ))}
      </Text>
    </li>
  );
}

/** /designers: an alphabet index of the brands that have store products, each linking to its listing. */
export function DesignerIndex() {
  const state = useDesigners();
  if (state.status === 'loading') return <LoadingState label="Loading the designers…" />;
  if (state.status === 'error') {
    return <ErrorState title="The designers are not available right now" message={state.message} />;
  }
  const sections = designerIndex(state.designers);
  if (sections.length === 0) {
    return <Text color="fg.muted">No designers yet. Please come back soon.</Text>;
  }
  const withDesigners = new Set(sections.map((section) => section.letter));

  return (
    <>
      <chakra.nav aria-label="Designers by letter" mb="10">
        <chakra.ul listStyle="none" display="flex" flexWrap="wrap" gap="1">
          {DESIGNER_INDEX_LETTERS.map((letter) => (
            <li key={letter}>
              {withDesigners.has(letter) ? (
                <chakra.a
                  href={`#${sectionId(letter)}`}
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  w="9"
                  h="9"
                  borderWidth="1px"
                  borderColor="gray.300"
                  fontSize="sm"
                  _hover={{ bg: 'ink', color: 'white' }}
                >
                  {letter}
                </chakra.a>
              ) : (
                <chakra.span
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  w="9"
                  h="9"
                  fontSize="sm"
                  color="gray.500"
                  aria-hidden="true"
                >
                  {letter}
                </chakra.span>
              )}
            </li>
          ))}
        </chakra.ul>
      </chakra.nav>

      {sections.map((section) => (
        <Box
          as="section"
          key={section.letter}
          id={sectionId(section.letter)}
          aria-labelledby={`${sectionId(section.letter)}-heading`}
          scrollMarginTop="36"
          py="6"
          borderTopWidth="1px"
          borderColor="border"
        >
          <Heading as="h2" id={`${sectionId(section.letter)}-heading`} size="2xl" fontWeight="normal" mb="4">
            {section.letter}
          </Heading>
          <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="4">
            {section.designers.map((designer) => (
              <DesignerEntry key={designer.key} designer={designer} />
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </>
  );
}

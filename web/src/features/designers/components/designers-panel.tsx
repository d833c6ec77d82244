import { Link } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { designerIndex } from '@shop/domain';
import { paths } from '@/config/paths';
import { LoadingState } from '@/components/ui/loading-state';
import { useDesigners } from '../api/get-designers';
import { designerHref } from './designer-link';

/** The header's Designers menu panel: the designers page, then every designer A-Z with its listing. */
export function DesignersPanel() {
  const state = useDesigners();
  const designers =
    state.status === 'success' ? designerIndex(state.designers).flatMap((section) => section.designers) : [];
  return (
    <Box maxW="7xl" mx="auto" px="8" py="6">
      <chakra.a asChild fontSize="sm" fontWeight="semibold" _hover={{ textDecoration: 'underline' }}>
        <Link to={paths.designers.href()}>All designers A–Z</Link>
      </chakra.a>
      {state.status === 'loading' && <LoadingState label="Loading the designers…" />}
      {state.status === 'error' && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="4">
          {state.message}
        </Text>
      )}
      {designers.length > 0 && (
        <chakra.ul
          aria-label="Designers"
          listStyle="none"
          mt="4"
          maxH="60vh"
          overflowY="auto"
          display="grid"
          gridTemplateColumns="repeat(5, 1fr)"
          columnGap="6"
          rowGap="1"
        >
          {designers.map((designer) => (
            <li key={designer.key}>
              <chakra.a
                asChild
                display="block"
                py="1"
                fontSize="sm"
                _hover={{ textDecoration: 'underline', textUnderlineOffset: '3px' }}
              >
                <Link to={designerHref(designer)}>{designer.brand}</Link>
              </chakra.a>
            </li>
          ))}
        </chakra.ul>
      )}
    </Box>
  );
}

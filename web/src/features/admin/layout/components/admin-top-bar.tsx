import type { ReactNode } from 'react';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';

/**
 * The admin top bar (admin.md section 1: "Dashboard"), naming the page open under it, so the admin
 * always reads where they are (docs/decisions.md rule 69).
 */
export function AdminTopBar({ page, start, end }: { page: string; start?: ReactNode; end?: ReactNode }) {
  return (
    <Flex
      as="header"
      bg="ink"
      color="white"
      h="14"
      px="3"
      align="center"
      gap="3"
      position="sticky"
      top="0"
      zIndex="sticky"
      css={{ '--shop-focus-color': 'var(--chakra-colors-gold-300)' }}
    >
      {start}
      <Text fontSize="lg" letterSpacing="0.06em" flex="1" data-testid="admin-page-name">
        {page}
      </Text>
      {end}
    </Flex>
  );
}

import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { chakra } from '@chakra-ui/react/styled-system';

/** One card of a details page (an order, a customer), headed `title`; `wide` spans the page's grid. */
export function DetailSection({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      p="5"
      // A grid item may shrink below its content: a wide table then scrolls inside, not past the page.
      minW="0"
      gridColumn={wide ? '1 / -1' : undefined}
    >
      <Heading as="h2" size="md" fontWeight="semibold" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Label / value rows as a description list; an empty value shows as a dash. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1.5" fontSize="sm">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <chakra.dt color="fg.muted">{label}</chakra.dt>
          <chakra.dd>{value === '' ? '—' : value}</chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

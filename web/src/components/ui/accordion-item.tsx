import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import { ChevronDownIcon } from './icons';

/**
 * One section of an accordion (product page, FAQ) as a native <details>/<summary>: keyboard,
 * screen reader state and find-in-page work without script, and no accordion state machine
 * ships with the page.
 */
export function AccordionItem({
  title,
  children,
  defaultOpen = false,
}: {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  return (
    <chakra.details
      open={defaultOpen}
      borderBottomWidth="1px"
      borderColor="border"
      css={{ '&[open] > summary svg': { transform: 'rotate(180deg)' } }}
    >
      <chakra.summary
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="4"
        py="4"
        cursor="pointer"
        listStyle="none"
        fontWeight="medium"
        letterSpacing="0.04em"
        _hover={{ color: 'gold.700' }}
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
      >
        {title}
        <ChevronDownIcon />
      </chakra.summary>
      <chakra.div pb="5" color="fg" lineHeight="1.7">
        {children}
      </chakra.div>
    </chakra.details>
  );
}

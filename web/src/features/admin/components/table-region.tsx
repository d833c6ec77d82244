import type { ReactNode } from 'react';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system';

/**
 * The box of an admin table that may be wider than the screen: it scrolls sideways, is focusable so
 * a keyboard can scroll it (WCAG 2.1.1), and is a region named `label`. `framed`: with the list
 * tables' border and background (a table inside a card or a disclosure goes without).
 */
export function TableRegion({
  label,
  framed = true,
  children,
  ...box
}: { label: string; framed?: boolean; children: ReactNode } & HTMLChakraProps<'div'>) {
  const frame = framed
    ? ({ borderWidth: '1px', borderColor: 'border', rounded: 'md', bg: 'bg' } as const)
    : {};
  return (
    <chakra.div overflowX="auto" {...frame} {...box} tabIndex={0} role="region" aria-label={label}>
      {children}
    </chakra.div>
  );
}

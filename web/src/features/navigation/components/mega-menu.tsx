import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useDisclosure } from '@/hooks/use-disclosure';

const MenuButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '3',
    py: '2',
    fontSize: 'sm',
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    cursor: 'pointer',
    borderBottomWidth: '2px',
    borderColor: 'transparent',
    _hover: { borderColor: 'ink' },
    '&[aria-expanded=true]': { borderColor: 'gold.700' },
    '&[aria-expanded=true] svg': { transform: 'rotate(180deg)' },
  },
});

/**
 * A desktop mega menu: a disclosure button in the header and a full-width panel of links below it.
 * `children` gets whether the panel is open, so a panel can load its content on first opening.
 */
export function MegaMenu({ label, children }: { label: string; children: (open: boolean) => ReactNode }) {
  const location = useLocation();
  const { open, containerRef, buttonProps, panelProps } = useDisclosure(location.key);

  return (
    <div ref={containerRef}>
      <MenuButton {...buttonProps}>
        {label}
        <ChevronDownIcon />
      </MenuButton>
      <Box
        {...panelProps}
        position="absolute"
        insetX="0"
        top="100%"
        zIndex="dropdown"
        bg="bg"
        borderTopWidth="1px"
        borderBottomWidth="1px"
        borderColor="border"
        shadow="md"
      >
        {children(open)}
      </Box>
    </div>
  );
}

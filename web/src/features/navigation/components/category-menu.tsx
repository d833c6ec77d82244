import { Link, useLocation } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useDisclosure } from '@/hooks/use-disclosure';
import type { CategoryGroup } from '../navigation-links';

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

/** Desktop mega menu of one category group: a disclosure button and a panel of links. */
export function CategoryMenu({ group }: { group: CategoryGroup }) {
  const location = useLocation();
  const { containerRef, buttonProps, panelProps } = useDisclosure(location.key);

  return (
    <div ref={containerRef}>
      <MenuButton {...buttonProps}>
        {group.label}
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
        <chakra.ul
          aria-label={`${group.label} by type`}
          listStyle="none"
          maxW="7xl"
          mx="auto"
          px="8"
          py="6"
          display="grid"
          gridTemplateColumns={group.links.length > 16 ? 'repeat(5, 1fr)' : 'repeat(4, 1fr)'}
          columnGap="6"
          rowGap="1"
        >
          {group.links.map((link, index) => (
            <li key={link.href}>
              <chakra.a
                asChild
                display="block"
                py="1.5"
                fontSize="sm"
                fontWeight={index === 0 ? 'semibold' : 'normal'}
                _hover={{ textDecoration: 'underline', textUnderlineOffset: '3px' }}
              >
                <Link to={link.href}>{link.label}</Link>
              </chakra.a>
            </li>
          ))}
        </chakra.ul>
      </Box>
    </div>
  );
}

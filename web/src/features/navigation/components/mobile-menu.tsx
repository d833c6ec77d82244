import { Link } from '@/components/ui/link';
import { fill, words } from '@/app/i18n/page-language';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useDisclosure } from '@/hooks/use-disclosure';
import { categoryGroups, mainLinks, type CategoryGroup } from '../navigation-links';

const rowStyles = {
  display: 'flex',
  width: 'full',
  alignItems: 'center',
  justifyContent: 'space-between',
  px: '4',
  py: '3',
  fontSize: 'sm',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  borderBottomWidth: '1px',
  borderColor: 'border',
} as const;

function MobileCategory({ group }: { group: CategoryGroup }) {
  const { containerRef, buttonProps, panelProps } = useDisclosure();
  return (
    <li>
      <div ref={containerRef}>
        <chakra.button
          {...buttonProps}
          {...rowStyles}
          cursor="pointer"
          css={{ '&[aria-expanded=true] svg': { transform: 'rotate(180deg)' } }}
        >
          {group.label}
          <ChevronDownIcon />
        </chakra.button>
        <Box {...panelProps} bg="bg.subtle">
          <chakra.ul listStyle="none" py="2" aria-label={fill(words().nav.byType, { group: group.label })}>
            {group.links.map((link) => (
              <li key={link.href}>
                <chakra.a asChild display="block" px="8" py="2.5" fontSize="sm">
                  <Link to={link.href}>{link.label}</Link>
                </chakra.a>
              </li>
            ))}
          </chakra.ul>
        </Box>
      </div>
    </li>
  );
}

/** The small-screen menu: every category group, then New In, Sale and Designers. */
export function MobileMenu({ id }: { id: string }) {
  return (
    <chakra.nav
      id={id}
      aria-label={words().header.mainMenu}
      borderTopWidth="1px"
      borderColor="border"
      maxH="75vh"
      overflowY="auto"
    >
      <chakra.ul listStyle="none">
        {categoryGroups().map((group) => (
          <MobileCategory key={group.id} group={group} />
        ))}
        {mainLinks().map((link) => (
          <li key={link.href}>
            <chakra.a asChild {...rowStyles}>
              <Link to={link.href}>{link.label}</Link>
            </chakra.a>
          </li>
        ))}
      </chakra.ul>
    </chakra.nav>
  );
}

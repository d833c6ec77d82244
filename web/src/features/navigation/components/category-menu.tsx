import { Link } from '@/components/ui/link';
import { fill, words } from '@/app/i18n/page-language';
import { chakra } from '@chakra-ui/react/styled-system';
import type { CategoryGroup } from '../navigation-links';
import { MegaMenu } from './mega-menu';

/** Desktop mega menu of one category group: every type of bag or accessory. */
export function CategoryMenu({ group }: { group: CategoryGroup }) {
  return (
    <MegaMenu label={group.label}>
      {() => (
        <chakra.ul
          aria-label={fill(words().nav.byType, { group: group.label })}
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
      )}
    </MegaMenu>
  );
}

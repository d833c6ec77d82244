import { Link } from '@/components/ui/link';
import { chakra } from '@chakra-ui/react/styled-system';
import { categoryGroups, listingLinks } from '../navigation-links';
import { CategoryMenu } from './category-menu';
import { DesignersMenu } from './designers-menu';

const navLinkStyles = {
  display: 'inline-flex',
  px: '3',
  py: '2',
  fontSize: 'sm',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  _hover: { borderColor: 'ink' },
} as const;

/**
 * The wide-screen menu: each category group's menu, New In / Sale, Designers. Loaded only on wide
 * screens (site-header.tsx): a phone never downloads or renders it.
 */
export function DesktopNavLinks() {
  return (
    <chakra.ul listStyle="none" display="flex" alignItems="center" gap="1">
      {categoryGroups().map((group) => (
        <li key={group.id}>
          <CategoryMenu group={group} />
        </li>
      ))}
      {listingLinks().map((link) => (
        <li key={link.href}>
          <chakra.a asChild {...navLinkStyles}>
            <Link to={link.href}>{link.label}</Link>
          </chakra.a>
        </li>
      ))}
      <li>
        <DesignersMenu />
      </li>
    </chakra.ul>
  );
}

import { ACCESSORY_TYPES, BAG_TYPES } from '@shop/domain';
import { paths } from '@/config/paths';

export type NavLink = { label: string; href: string };
export type CategoryGroup = { id: 'bags' | 'accessories'; label: string; links: NavLink[] };

/** "BEAUTY CASE" -> "Beauty Case": the type codes are upper-case, menus read better in title case. */
export function typeLabel(type: string): string {
  return type
    .toLowerCase()
    .replace(/(^|[\s/-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * The header's category menus (storefront.md section 2): all of a category, its New In and Sale,
 * then every bag type and accessory type.
 */
export const categoryGroups: CategoryGroup[] = [
  {
    id: 'bags',
    label: 'Bags',
    links: [
      { label: 'All Bags', href: paths.products.href({ p: 'bags', t: 'all' }) },
      { label: 'New In Bags', href: paths.newIn.href({ p: 'bags', t: 'all' }) },
      { label: 'Bags on Sale', href: paths.sale.href({ p: 'bags', t: 'all' }) },
      ...BAG_TYPES.map((type) => ({
        label: typeLabel(type),
        href: paths.products.href({ p: 'bags', t: type }),
      })),
    ],
  },
  {
    id: 'accessories',
    label: 'Accessories',
    links: [
      { label: 'All Accessories', href: paths.products.href({ p: 'accessories', t: 'all' }) },
      { label: 'New In Accessories', href: paths.newIn.href({ p: 'accessories', t: 'all' }) },
      { label: 'Accessories on Sale', href: paths.sale.href({ p: 'accessories', t: 'all' }) },
      ...ACCESSORY_TYPES.map((type) => ({
        label: typeLabel(type),
        href: paths.products.href({ p: 'accessories', t: type }),
      })),
    ],
  },
];

/** New In and Sale: plain links in every menu (bags first; each listing switches to accessories). */
export const listingLinks: NavLink[] = [
  { label: 'New In', href: paths.newIn.href({ p: 'bags', t: 'all' }) },
  { label: 'Sale', href: paths.sale.href({ p: 'bags', t: 'all' }) },
];

/**
 * The small-screen menu's links after the categories; the desktop header has a Designers menu and
 * the wishlist heart instead.
 */
export const mainLinks: NavLink[] = [
  ...listingLinks,
  { label: 'Designers', href: paths.designers.href() },
  { label: 'Wishlist', href: paths.wishlist.href() },
];

/** The footer's links to the information pages. */
export const informationLinks: NavLink[] = [
  { label: 'About us', href: paths.about.href() },
  { label: 'Designers', href: paths.designers.href() },
  { label: 'FAQ', href: paths.faq.href() },
  { label: 'Contact', href: paths.contact.href() },
  { label: 'Payment methods', href: paths.paymentMethods.href() },
];

export const customerServiceLinks: NavLink[] = [
  { label: 'Track your order', href: paths.track.href() },
  { label: 'Delivery', href: paths.delivery.href() },
  { label: 'Shipping', href: paths.shipping.href() },
  { label: 'Return policy', href: paths.returnPolicy.href() },
  { label: 'Return form', href: paths.returnForm.href() },
];

export const legalLinks: NavLink[] = [
  { label: 'Terms and conditions', href: paths.terms.href() },
  { label: 'Privacy policy', href: paths.privacy.href() },
  { label: 'Cookie policy', href: paths.cookiePolicy.href() },
  { label: 'Disclaimer', href: paths.disclaimer.href() },
];

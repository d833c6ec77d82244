import { ACCESSORY_TYPES, BAG_TYPES } from '@shop/domain';
import { words } from '@/app/i18n/page-language';
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
 * A bag or accessory type as menus and headings say it in the page's language ("BEAUTY CASE" ->
 * "Beauty case", "Toilettas"); a type the dictionaries do not name yet, in title case.
 */
export function categoryLabel(type: string): string {
  const categories: Readonly<Record<string, string>> = words().categories;
  return Object.hasOwn(categories, type) ? categories[type]! : typeLabel(type);
}

/**
 * The header's category menus (storefront.md section 2): all of a category, its New In and Sale,
 * then every bag type and accessory type, in the page's language (docs/decisions.md rule 79).
 */
export function categoryGroups(): CategoryGroup[] {
  const { nav, categories } = words();
  return [
    {
      id: 'bags',
      label: categories.BAGS,
      links: [
        { label: nav.allBags, href: paths.products.href({ p: 'bags', t: 'all' }) },
        { label: nav.newInBags, href: paths.newIn.href({ p: 'bags', t: 'all' }) },
        { label: nav.bagsOnSale, href: paths.sale.href({ p: 'bags', t: 'all' }) },
        ...BAG_TYPES.map((type) => ({
          label: categoryLabel(type),
          href: paths.products.href({ p: 'bags', t: type }),
        })),
      ],
    },
    {
      id: 'accessories',
      label: categories.ACCESSORIES,
      links: [
        { label: nav.allAccessories, href: paths.products.href({ p: 'accessories', t: 'all' }) },
        { label: nav.newInAccessories, href: paths.newIn.href({ p: 'accessories', t: 'all' }) },
        { label: nav.accessoriesOnSale, href: paths.sale.href({ p: 'accessories', t: 'all' }) },
        ...ACCESSORY_TYPES.map((type) => ({
          label: categoryLabel(type),
          href: paths.products.href({ p: 'accessories', t: type }),
        })),
      ],
    },
  ];
}

/** New In and Sale: plain links in every menu (bags first; each listing switches to accessories). */
export function listingLinks(): NavLink[] {
  const { nav } = words();
  return [
    { label: nav.newIn, href: paths.newIn.href({ p: 'bags', t: 'all' }) },
    { label: nav.sale, href: paths.sale.href({ p: 'bags', t: 'all' }) },
  ];
}

/**
 * The small-screen menu's links after the categories; the desktop header has a Designers menu and
 * the wishlist heart instead.
 */
export function mainLinks(): NavLink[] {
  const { nav, header } = words();
  return [
    ...listingLinks(),
    { label: nav.designers, href: paths.designers.href() },
    { label: header.wishlist, href: paths.wishlist.href() },
  ];
}

/** The footer's links to the information pages. */
export function informationLinks(): NavLink[] {
  const { pages } = words();
  return [
    { label: pages.about, href: paths.about.href() },
    { label: pages.designers, href: paths.designers.href() },
    { label: pages.faq, href: paths.faq.href() },
    { label: pages.contact, href: paths.contact.href() },
    { label: pages.paymentMethods, href: paths.paymentMethods.href() },
  ];
}

export function customerServiceLinks(): NavLink[] {
  const { pages } = words();
  return [
    { label: pages.track, href: paths.track.href() },
    { label: pages.delivery, href: paths.delivery.href() },
    { label: pages.shipping, href: paths.shipping.href() },
    { label: pages.returnPolicy, href: paths.returnPolicy.href() },
    { label: pages.returnForm, href: paths.returnForm.href() },
  ];
}

export function legalLinks(): NavLink[] {
  const { pages } = words();
  return [
    { label: pages.terms, href: paths.terms.href() },
    { label: pages.privacy, href: paths.privacy.href() },
    { label: pages.cookiePolicy, href: paths.cookiePolicy.href() },
    { label: pages.disclaimer, href: paths.disclaimer.href() },
  ];
}

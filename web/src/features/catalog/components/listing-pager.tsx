import { fill, words } from '@/app/i18n/page-language';
import { Link } from '@/components/ui/link';
import styles from './listing.module.css';

/** The page numbers shown: the first, the last, and two either side of the current one; null is a gap. */
export function pagerPages(current: number, count: number): (number | null)[] {
  const pages = [...new Set([1, count, current - 2, current - 1, current, current + 1, current + 2])]
    .filter((page) => page >= 1 && page <= count)
    .sort((a, b) => a - b);
  return pages.flatMap((page, i) => (i > 0 && page - pages[i - 1]! > 1 ? [null, page] : [page]));
}

/**
 * The pager under a listing: links (so a page can be opened in a new tab or shared), the current one
 * marked with aria-current. `hrefOf` builds a page's URL; `onNavigate` runs when one is followed.
 */
export function ListingPager({
  current,
  count,
  hrefOf,
  onNavigate,
}: {
  current: number;
  count: number;
  hrefOf: (page: number) => string;
  onNavigate: () => void;
}) {
  if (count <= 1) return null;
  const { listing } = words();
  const links = [
    ...(current > 1 ? [{ page: current - 1, label: listing.previous, name: listing.previousPage }] : []),
    ...pagerPages(current, count).map((page) =>
      page === null ? null : { page, label: String(page), name: fill(listing.page, { number: page }) },
    ),
    ...(current < count ? [{ page: current + 1, label: listing.next, name: listing.nextPage }] : []),
  ];

  return (
    <nav aria-label={listing.pages} className={styles.pager}>
      <ul>
        {links.map((link, index) => (
          <li key={index}>
            {link === null ? (
              <span aria-hidden="true">…</span>
            ) : (
              <Link
                to={hrefOf(link.page)}
                aria-label={link.name}
                aria-current={link.label === String(current) ? 'page' : undefined}
                onClick={onNavigate}
              >
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

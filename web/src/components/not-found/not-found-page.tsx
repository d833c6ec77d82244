import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import styles from './not-found-page.module.css';

const ways = [
  { label: 'Home page', href: paths.home.href() },
  { label: 'All bags', href: paths.products.href({ p: 'bags', t: 'all' }) },
  { label: 'All accessories', href: paths.products.href({ p: 'accessories', t: 'all' }) },
  { label: 'Designers', href: paths.designers.href() },
  { label: 'Contact', href: paths.contact.href() },
];

export const NOT_FOUND_MESSAGE = 'The page you are looking for does not exist or has moved.';

/**
 * What an address that names nothing shows: an unknown path, or a listing address whose collection,
 * type or filter the shop does not have (/products?p=shoes). The server answers it with status 404
 * (Hosting's 404.html, prerendered from this page; storefrontPage for a listing address); the page
 * itself says "noindex" for the SPA's own navigation. `message` says what was not found, in the
 * shopper's words.
 */
export function NotFoundPage({
  title = 'Page not found',
  message = NOT_FOUND_MESSAGE,
}: {
  title?: string;
  message?: string;
}) {
  usePageMeta({ title, description: message, noIndex: true });
  return (
    <div className={styles.page} data-testid="not-found">
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{message} One of these may help:</p>
      <nav aria-label="Where to go from here">
        <ul className={styles.ways}>
          {ways.map((way) => (
            <li key={way.href}>
              <Link to={way.href}>{way.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/**
 * A listing address the shop cannot show (parseListingParams failed), named by its parameters: an
 * unknown collection (`p`) says what the shop sells; any other unknown type, colour, size or number
 * says the selection does not exist.
 */
export function ListingNotFound({ params }: { params: readonly string[] }) {
  return (
    <NotFoundPage
      title="Page not found"
      message={
        params.includes('p')
          ? 'We sell bags and accessories; this address asks for something else.'
          : 'This selection does not exist in our collection.'
      }
    />
  );
}

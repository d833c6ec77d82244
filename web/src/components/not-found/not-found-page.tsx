import type { Dictionary } from '@shop/domain';
import { words } from '@/app/i18n/page-language';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import styles from './not-found-page.module.css';

/** The ways on, in the page's language; the router's basename keeps their language's prefix. */
const ways = (texts: Dictionary['notFound']) => [
  { label: texts.homePage, href: paths.home.href() },
  { label: texts.allBags, href: paths.products.href({ p: 'bags', t: 'all' }) },
  { label: texts.allAccessories, href: paths.products.href({ p: 'accessories', t: 'all' }) },
  { label: texts.designers, href: paths.designers.href() },
  { label: texts.contact, href: paths.contact.href() },
];

/**
 * What an address that names nothing shows: an unknown path, or a listing address whose collection,
 * type or filter the shop does not have (/products?p=shoes). The server answers it with status 404
 * (Hosting's 404.html, prerendered from this page; storefrontPage for a listing address); the page
 * itself says "noindex" for the SPA's own navigation. `message` says what was not found, in the
 * shopper's words. In the address's language (/nl/..., docs/decisions.md rule 79).
 */
export function NotFoundPage(props: { title?: string; message?: string }) {
  const texts = words().notFound;
  const title = props.title ?? texts.title;
  const message = props.message ?? texts.message;
  usePageMeta({ title, description: message, noIndex: true });
  return (
    <div className={styles.page} data-testid="not-found">
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>
        {message} {texts.helps}
      </p>
      <nav aria-label={texts.ways}>
        <ul className={styles.ways}>
          {ways(texts).map((way) => (
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
  const texts = words().notFound;
  return <NotFoundPage message={params.includes('p') ? texts.listingCollection : texts.listingSelection} />;
}

import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './home.module.css';

const tiles = [
  {
    label: 'All bags',
    href: paths.products.href({ p: 'bags', t: 'all' }),
    bg: 'linear-gradient(160deg, #2b2418, #111111)',
  },
  {
    label: 'Accessories',
    href: paths.products.href({ p: 'accessories', t: 'all' }),
    bg: 'linear-gradient(160deg, #7a5c14, #2b2418)',
  },
  {
    label: 'New In Bags',
    href: paths.newIn.href({ p: 'bags', t: 'all' }),
    bg: 'linear-gradient(160deg, #5c450f, #231a06)',
  },
  {
    label: 'New In Accessories',
    href: paths.newIn.href({ p: 'accessories', t: 'all' }),
    bg: 'linear-gradient(160deg, #4a3a12, #111111)',
  },
  {
    label: 'Sale',
    href: paths.sale.href({ p: 'bags', t: 'all' }),
    bg: 'linear-gradient(160deg, #6b1d1d, #1f0a0a)',
  },
  { label: 'Designers', href: paths.designers.href(), bg: 'linear-gradient(160deg, #3f3f46, #111111)' },
];

/** Shop by category: all bags, accessories, New In for both, Sale and designers. */
export function CategoryTiles() {
  return (
    <section aria-labelledby="shop-by-category" className={styles.section}>
      <h2 id="shop-by-category" className={styles.sectionTitle}>
        Shop by category
      </h2>
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Link to={tile.href} className={styles.tile} style={{ backgroundImage: tile.bg }}>
              {tile.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link } from '@/components/ui/link';
import { DELIVERY_PROMISE_SHORT } from '@shop/domain';
import { paths } from '@/config/paths';
import styles from './home.module.css';

/**
 * The home page's opening (the original's video banner): what the shop sells and its promise, in a
 * band short enough that a phone's first screen goes on to the categories and the first Featured
 * products with their pictures. Text on a plain dark band: no video, no animation, nothing to load.
 */
export function HomeBanner() {
  return (
    <section aria-labelledby="home-banner-heading" className={styles.banner}>
      <div className={styles.bannerText}>
        <p className={styles.eyebrow}>New season</p>
        <h1 id="home-banner-heading" className={styles.bannerTitle}>
          Designer bags and accessories
        </h1>
        <p className={styles.bannerLead}>
          Iconic houses and new names, shipped from the Netherlands. Free shipping in Europe,{' '}
          {DELIVERY_PROMISE_SHORT.toLowerCase()}.
        </p>
        <Link to={paths.products.href({ p: 'bags', t: 'all' })} className={styles.shopNow}>
          Shop bags
        </Link>
      </div>
    </section>
  );
}

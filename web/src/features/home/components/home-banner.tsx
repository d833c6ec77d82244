import { Link } from '@/components/ui/link';
import { workingDaysRange } from '@shop/domain';
import { fill, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import styles from './home.module.css';

/**
 * The home page's opening (the original's video banner): what the shop sells and its promise, in a
 * band short enough that a phone's first screen goes on to the categories and the first Featured
 * products with their pictures. Text on a plain dark band: no video, no animation, nothing to load.
 */
export function HomeBanner() {
  const { home } = words();
  return (
    <section aria-labelledby="home-banner-heading" className={styles.banner}>
      <div className={styles.bannerText}>
        <p className={styles.eyebrow}>{home.eyebrow}</p>
        <h1 id="home-banner-heading" className={styles.bannerTitle}>
          {home.title}
        </h1>
        <p className={styles.bannerLead}>{fill(home.lead, { europe: workingDaysRange('europe') })}</p>
        <Link to={paths.products.href({ p: 'bags', t: 'all' })} className={styles.shopNow}>
          {home.shopBags}
        </Link>
      </div>
    </section>
  );
}

import { Link } from 'react-router-dom';
import type { CSSProperties } from 'react';
import { paths } from '@/config/paths';
import styles from './home.module.css';

/**
 * The home banner (the original's video banner): a slowly drifting gradient with floating shapes,
 * pure CSS, so it costs no network and no video decoding. With prefers-reduced-motion it stands still.
 * It starts moving once the page has started (home.module.css), each shape a little after the last.
 */
const shapes = [
  { size: '220px', top: '12%', left: '6%', delay: '0s', duration: '14s', radius: '50%' },
  { size: '140px', top: '58%', left: '22%', delay: '1.2s', duration: '11s', radius: '28px' },
  { size: '260px', top: '20%', left: '68%', delay: '2.4s', duration: '17s', radius: '50% 50% 12px 12px' },
  { size: '110px', top: '66%', left: '82%', delay: '0.6s', duration: '12s', radius: '50%' },
];

export function HomeBanner() {
  return (
    <section aria-labelledby="home-banner-heading" className={styles.banner}>
      <div aria-hidden="true" className={styles.drift} />
      {shapes.map((shape) => (
        <div
          key={`${shape.top}-${shape.left}`}
          aria-hidden="true"
          className={styles.shape}
          style={
            {
              top: shape.top,
              left: shape.left,
              width: shape.size,
              height: shape.size,
              borderRadius: shape.radius,
              '--duration': shape.duration,
              '--delay': shape.delay,
            } as CSSProperties
          }
        />
      ))}
      <div className={styles.bannerText}>
        <p className={styles.eyebrow}>New season</p>
        <h1 id="home-banner-heading" className={styles.bannerTitle}>
          Designer bags and accessories
        </h1>
        <p className={styles.bannerLead}>
          Iconic houses and new names, shipped from the Netherlands within 24 hours.
        </p>
        <Link to={paths.products.href({ p: 'bags', t: 'all' })} className={styles.shopNow}>
          Shop now
        </Link>
      </div>
    </section>
  );
}
